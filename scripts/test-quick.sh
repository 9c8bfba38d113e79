#!/usr/bin/env bash
# The day-to-day loop (npm run test:quick): what most changes can break, in a few minutes. Lint,
# the unit tests beside a build that keeps its cache, types, and the Chromium end-to-end tests of
# that build; arguments go to Playwright (`npm run test:quick -- forms` runs e2e/forms.spec.ts
# alone). npm test runs all this and more (the grown blog, nginx, Lighthouse, WebKit); run it
# before pushing, as CI will.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/env.sh
limit() { timeout --kill-after=20 "$@"; }

npx eslint .
npx prettier --check .
# The unit tests beside the build (each mostly uses one core); their output follows the build's.
jest_log="$(mktemp)"
trap 'rm -f "$jest_log"' EXIT
limit 300 npx jest >"$jest_log" 2>&1 &
jest=$!
limit 600 npx gatsby build
jest_status=0
wait "$jest" || jest_status=$?
cat "$jest_log"
[ "$jest_status" -eq 0 ] || exit "$jest_status"
npx tsc --noEmit
limit 1500 npx playwright test --project desktop --project timing --project no-js "$@"

#!/usr/bin/env bash
# The day-to-day loop (npm run test:quick): what most changes can break, in a few minutes. Lint,
# the unit tests, a build that keeps its cache, types, and the Chromium end-to-end tests of that
# build. npm test runs all this and more (the grown blog, nginx, Lighthouse, WebKit); run it before
# pushing, as CI will.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/env.sh
limit() { timeout --kill-after=20 "$@"; }

npx eslint .
npx prettier --check .
limit 300 npx jest
limit 600 npx gatsby build
npx tsc --noEmit
limit 1500 npx playwright test --project desktop --project timing --project no-js "$@"

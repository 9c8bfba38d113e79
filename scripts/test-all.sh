#!/usr/bin/env bash
# Every check, cheapest first: lint (and the CI workflows), unit tests, the production build, types
# (against the GraphQL types the build generates), links, incremental builds of a grown blog, the
# browser tests of the build (Chromium; the host headers also from nginx and from Cloudflare's own
# runtime, with the deployed-site check against it), budgets, then the grown copy in the browser
# (every page's policy in Chromium, the shared scenarios in WebKit against the local API stub), and
# every page of public/ once in Firefox.
#
# Builds: five. The site itself, once, in public/ (every check of the deployable build reads it);
# and one throwaway copy with 100 more posts, built for the local API stub (which the WebKit checks
# then use) from clean, rebuilt with nothing changed (it must rewrite no page), after a stylesheet
# and a post edit and after a component edit (each a different way Gatsby decides what to redo).
# public/ is never built for the stub, so it stays the build to deploy, and no closing rebuild is
# needed.
#
# The machine has two cores, and every step is laid out to keep both busy (what each takes, and
# how busy they are: docs/testing.md#where-the-time-goes). ESLint, Prettier and the scripts' types
# run side by side; the unit tests beside the build, at a lower priority; then two lanes at once,
# and the tests that measure time as it passes (the "timing" and "webkit*-timing" projects,
# playwright.config.ts: the headline's 2.5 s, the carousel's first advance) run last, alone.
# Every step has a time limit of its own (`limit`), for hangs only: its base is set for the slow case
# and scaled to this machine's measured speed, and a signal or a failed step stops every process the
# run started (scripts/lib/steps.sh, docs/testing.md#time-limits-and-the-end-of-a-run).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/env.sh

. scripts/lib/steps.sh
# niced COMMAND...: runs COMMAND (a function too) in this subshell at a lower priority, which its
# children inherit, with every time limit in it four times as long: the lanes at normal priority take
# the cores first, and on one core they leave a niced step a small share of it (one run on one core
# had Jest's deploy cases past 90 s that take 2 s alone), so its limits must not count their time.
niced() {
  renice -n 10 -p "$BASHPID" >/dev/null
  TEST_TIME_SCALE="$(awk -v scale="$TEST_TIME_SCALE" 'BEGIN { print scale * 4 }')"
  "$@"
}
# Every command below runs on this Node (.nvmrc, scripts/env.sh), never the machine's own if that differs.
echo "Node $(node -v) ($(command -v node))"

STUB_PORT=9401
STUB_SITE="$(mktemp -d)"
remove_at_end "$STUB_SITE"

# ESLint, Prettier and the scripts' types each keep about one core busy, and none needs the build.
alongside "Formatting (Prettier)" limit 600 npx prettier --check .
alongside "Types of every script (tsc -p scripts: they need no build)" limit 600 npx tsc --noEmit -p scripts
alongside "The CI workflows (actionlint)" limit 300 node scripts/lint-workflows.mjs
step "Lint (ESLint, incl. react/jsx-no-target-blank, jsx-a11y, react-hooks and the rule on context)"
limit 600 npx eslint .
joined "Formatting (Prettier)"
joined "Types of every script (tsc -p scripts: they need no build)"
joined "The CI workflows (actionlint)"

# Jest runs beside the build at a lower priority, so the build, which every later step waits for,
# finishes first; it ends during the lanes. In one process: three workers each load and transform
# what the tests import, which cost a fresh clone more CPU time than one process (the waits three
# workers overlapped, the deploy's and the search's, now overlap with the lanes instead; the figures:
# docs/testing.md#where-the-time-goes).
alongside "Unit tests (Jest + Testing Library + MSW)" niced limit 900 npx jest --ci --runInBand
step "Production build (keeps .cache and public/)"
limit 1200 npx gatsby build

# Two lanes, one a core (where their time goes: docs/testing.md#where-the-time-goes): the Chromium
# tests of public/; beside them the grown copy (its four builds, its pages' policies, then the shared
# scenarios in WebKit against the local API stub), then, at a lower priority, the other checks of
# public/ (types, links, the axe scans, Firefox, the Lighthouse budgets, none of which measures time).
# Those checks ran as a third lane beside the two: the run took as long, and more CPU time, since
# three lanes on two cores slow each other's every step (docs/testing.md#where-the-time-goes).
# Then the tests that measure time as it passes, Chromium's and WebKit's, alone.
copy_lane() {
  step "A grown blog (100 more posts, a draft, a scheduled post) builds, keeps its host files and pages its lists; a stylesheet, a post and a component edit each reach its HTML (built for the local API stub)"
  API_URL="http://localhost:$STUB_PORT" KEEP_COPY_AT="$STUB_SITE" limit 2400 node scripts/incremental-build.mjs
  step "The grown copy in the browser: every page's own policy and the bad-input rows only a real API server gives (Chromium, the local API stub); the shared scenarios in WebKit (Safari's engine: WebKitGTK through WebDriver), live, held back and off"
  copy_tests --project grown-blog --project bad-input-stub --project webkit --project webkit-no-js
}
checks_lane() {
  step "Typecheck (tsc: the site and tests against the GraphQL types the build generated)"
  limit 600 npx tsc --noEmit
  step "Link check over public/"
  limit 300 node scripts/check-links.mjs public
  step "The axe scans of every page of public/, in light and in dark (Chromium)"
  E2E_PORT=9500 limit 1200 npx playwright test --project a11y
  step "Every page of public/ in Firefox: no console error or policy violation, every island woken"
  PORT=9580 limit 900 node scripts/check-firefox.mjs public
  step "Lighthouse budgets (public/)"
  limit 1200 node scripts/lighthouse.mjs
}
# The Playwright projects that run on the grown copy built for the local API stub (playwright.config.ts, E2E_COPY).
copy_tests() {
  E2E_COPY=1 E2E_PORT=9300 E2E_PUBLIC="$STUB_SITE/public" GATSBY_API_URL="http://localhost:$STUB_PORT" limit 1800 npx playwright test "$@"
}
copy_then_checks() {
  copy_lane
  niced checks_lane
}
alongside "The grown copy and WebKit, then types, links, the axe scans, Firefox and the Lighthouse budgets" copy_then_checks
step "End-to-end tests (Playwright, Chromium, production build: with JavaScript, before it has arrived, and without it; the host headers also from nginx and from Cloudflare's runtime, and npm run check:live against it)"
limit 2400 npx playwright test --project desktop --project no-js --project nginx --project cloudflare
joined "Unit tests (Jest + Testing Library + MSW)"
joined "The grown copy and WebKit, then types, links, the axe scans, Firefox and the Lighthouse budgets"

# Chromium's and WebKit's each wait for time to pass far more than they compute: side by side, and
# with nothing else running.
alongside "End-to-end tests that measure time as it passes, in WebKit on the grown copy" copy_tests --project webkit-timing --project webkit-no-js-timing
step "End-to-end tests that measure time as it passes, in Chromium"
limit 900 npx playwright test --project timing
joined "End-to-end tests that measure time as it passes, in WebKit on the grown copy"

#!/usr/bin/env bash
# Every check, cheapest first: lint, unit tests, the production build, types (against the
# GraphQL types the build generates), link and header checks, incremental builds, browser tests,
# budgets, then the forms against the local API stub (which needs its own build), in Chromium and
# in WebKit.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/env.sh

step() { printf '\n== %s\n' "$1"; }

step "Lint (ESLint, incl. react/jsx-no-target-blank and jsx-a11y)"
npx eslint .

step "Unit tests (Jest + Testing Library + MSW)"
npx jest --ci

step "Production build (keeps .cache and public/; incremental builds are checked below)"
npx gatsby build

step "Typecheck (tsc: the site and tests against the GraphQL types the build generated, then every script)"
npx tsc --noEmit
npx tsc --noEmit -p scripts

step "Link check over public/"
node scripts/check-links.mjs public

step "Security headers: every inline script and style hashed; nginx sends what _headers says"
node scripts/check-headers.mjs public
node scripts/check-nginx.mjs public

step "Incremental builds: a stylesheet, a post and a component edit each reach the HTML"
node scripts/incremental-build.mjs

step "Scale: a copy with 100 more posts, a draft and a scheduled post builds, keeps its host files and pages its lists"
node scripts/scale-check.mjs

step "End-to-end tests (Playwright, Chromium, production build; with JavaScript, before it has arrived, and without it)"
npx playwright test

step "Lighthouse budgets"
node scripts/lighthouse.mjs

step "Forms against the local API stub: a build that calls it, every input docs/product-api.md lists"
STUB_PORT=9401
GATSBY_API_URL="http://localhost:$STUB_PORT" RESPITE_LOCAL_API=1 npx gatsby build
GATSBY_API_URL="http://localhost:$STUB_PORT" E2E_API_STUB="$STUB_PORT" npx playwright test

step "WebKit (Safari's engine: WebKitGTK through WebDriver): the main controls with JavaScript on and off, on the build that calls the stub"
GATSBY_API_URL="http://localhost:$STUB_PORT" node scripts/webkit-check.mjs

step "The deployable build back in public/ (the default API)"
npx gatsby build

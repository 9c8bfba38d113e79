#!/usr/bin/env bash
# Every check, cheapest first: lint, unit tests, the production build, types (against the GraphQL
# types the build generates), links, incremental builds of a grown blog, the browser tests of the
# build (Chromium, and nginx for the host headers), budgets, then the grown copy in the browser
# (every page's policy in Chromium, the shared scenarios in WebKit against the local API stub).
#
# Builds: six. The site itself, once, in public/ (every check of the deployable build reads it);
# and one throwaway copy with 100 more posts, built from clean, rebuilt after a stylesheet, a post
# and a component edit (each a different way Gatsby decides what to redo), and rebuilt for the
# local API stub, which the WebKit checks then use. public/ is never rebuilt for the stub, so it
# stays the build to deploy, and no closing rebuild is needed.
#
# Every step that drives a browser or a server has a time limit of its own (`limit`): a hang fails
# its step instead of holding CI until it gives up.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/env.sh

step() { printf '\n== %s\n' "$1"; }
limit() { timeout --kill-after=20 "$@"; }

step "Lint (ESLint, incl. react/jsx-no-target-blank, jsx-a11y, react-hooks and the rule on context) and formatting (Prettier)"
npx eslint .
npx prettier --check .

step "Unit tests (Jest + Testing Library + MSW)"
limit 300 npx jest --ci

step "Production build (keeps .cache and public/)"
limit 600 npx gatsby build

step "Typecheck (tsc: the site and tests against the GraphQL types the build generated, then every script)"
npx tsc --noEmit
npx tsc --noEmit -p scripts

step "Link check over public/"
node scripts/check-links.mjs public

STUB_PORT=9401
STUB_SITE="$(mktemp -d)"
trap 'rm -rf "$STUB_SITE"' EXIT
step "A grown blog (100 more posts, a draft, a scheduled post) builds, keeps its host files and pages its lists; a stylesheet, a post and a component edit each reach its HTML; rebuilt for the local API stub"
API_URL="http://localhost:$STUB_PORT" KEEP_COPY_AT="$STUB_SITE" limit 900 node scripts/incremental-build.mjs

step "End-to-end tests (Playwright, Chromium, production build: with JavaScript, before it has arrived, and without it; the host headers also from nginx)"
limit 1500 npx playwright test

step "Lighthouse budgets"
limit 600 node scripts/lighthouse.mjs

step "The grown copy in the browser: every page's policy (Chromium), and the shared scenarios in WebKit (Safari's engine: WebKitGTK through WebDriver) against the local API stub"
E2E_COPY=1 E2E_PUBLIC="$STUB_SITE/public" GATSBY_API_URL="http://localhost:$STUB_PORT" limit 600 npx playwright test

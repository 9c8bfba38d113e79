#!/usr/bin/env bash
# Every check, cheapest first: lint, unit tests, the production build, types (against the
# GraphQL types the build generates), link and header checks, incremental builds of a grown blog,
# browser tests, budgets, then the forms against the local API stub in Chromium and in WebKit.
#
# Builds: six. The site itself, once, in public/ (every check of the deployable build reads it);
# and one throwaway copy with 100 more posts, built from clean, rebuilt after a stylesheet, a post
# and a component edit (each a different way Gatsby decides what to redo), and rebuilt for the
# local API stub, which the forms and WebKit checks then use. public/ is never rebuilt for the stub,
# so it stays the build to deploy, and no closing rebuild is needed.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/env.sh

step() { printf '\n== %s\n' "$1"; }

step "Lint (ESLint, incl. react/jsx-no-target-blank, jsx-a11y and react-hooks) and formatting (Prettier)"
npx eslint .
npx prettier --check .

step "Unit tests (Jest + Testing Library + MSW)"
npx jest --ci

step "Production build (keeps .cache and public/)"
npx gatsby build

step "Typecheck (tsc: the site and tests against the GraphQL types the build generated, then every script)"
npx tsc --noEmit
npx tsc --noEmit -p scripts

step "Link check over public/"
node scripts/check-links.mjs public

step "Security headers: each page's policy hashes its inline code; nginx sends what _headers says"
node scripts/check-headers.mjs public
node scripts/check-nginx.mjs public

STUB_PORT=9401
STUB_SITE="$(mktemp -d)"
trap 'rm -rf "$STUB_SITE"' EXIT
step "A grown blog (100 more posts, a draft, a scheduled post) builds, keeps its host files and pages its lists; a stylesheet, a post and a component edit each reach its HTML; rebuilt for the local API stub"
API_URL="http://localhost:$STUB_PORT" KEEP_COPY_AT="$STUB_SITE" node scripts/incremental-build.mjs

step "End-to-end tests (Playwright, Chromium, production build; with JavaScript, before it has arrived, and without it)"
npx playwright test

step "Lighthouse budgets"
node scripts/lighthouse.mjs

step "Forms against the local API stub: the copy built for it, every input docs/product-api.md lists"
GATSBY_API_URL="http://localhost:$STUB_PORT" E2E_API_STUB="$STUB_PORT" E2E_PUBLIC="$STUB_SITE/public" npx playwright test

step "WebKit (Safari's engine: WebKitGTK through WebDriver): the main controls with JavaScript on and off, on the copy built for the stub"
GATSBY_API_URL="http://localhost:$STUB_PORT" E2E_PUBLIC="$STUB_SITE/public" node scripts/webkit-check.mjs

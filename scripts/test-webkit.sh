#!/usr/bin/env bash
# npm run test:webkit: the shared scenarios (e2e/support/scenarios/) in WebKit, on a copy of the project
# built for the local API stub (WebDriver cannot answer the page's requests itself). npm test runs
# them on its grown copy instead.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/env.sh
STUB_PORT=9401
SITE="$(mktemp -d)"
trap 'rm -rf "$SITE"' EXIT
timeout --kill-after=20 600 node scripts/build-for-stub.mjs "$SITE" "$STUB_PORT"
E2E_COPY=1 E2E_PUBLIC="$SITE/public" GATSBY_API_URL="http://localhost:$STUB_PORT" \
  timeout --kill-after=20 600 npx playwright test --project webkit --project webkit-no-js "$@"

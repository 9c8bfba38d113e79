# The environment every project command runs with, set here and nowhere else. Sourced by the
# shell scripts in this folder and by the npm scripts in package.json.
export GATSBY_TELEMETRY_DISABLED=1
# Playwright drives Debian's Chromium (scripts/chromium.json); its own browser download cannot work here.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

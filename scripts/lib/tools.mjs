// @ts-check
// The programs a check needs besides Node (a browser, a server, a driver), found in one way for
// every check. A check that cannot run must not pass: with CI=true a missing program fails the
// step that needs it. On a developer's machine the check is skipped with a note saying what to install.
import fs from "node:fs"

/** Whether this run is CI's (CI=true on a clean clone), where nothing may be skipped. */
export const inCi = () => Boolean(process.env.CI) && process.env.CI !== "false"

/**
 * The first of `paths` that exists; otherwise throws in CI, and locally prints a note and returns null.
 * @param {string} what     what the check needs, e.g. "nginx"
 * @param {string[]} paths  where it is installed
 * @param {string} install  how to install it, e.g. "apt-get install nginx-light (scripts/install.sh does)"
 * @param {string} check    the check that needs it
 * @param {string} [instead] what the check does without it on a developer's machine
 * @returns {string | null}
 */
export function findTool(what, paths, install, check, instead = "Skipped on this machine") {
  const found = paths.find((file) => fs.existsSync(file))
  if (found) return found
  const message = `${check} needs ${what}, which is not installed here (${paths.join(", ")}): ${install}.`
  if (inCi()) throw new Error(`${message} With CI=true a check that cannot run fails.`)
  console.warn(`${message} ${instead}; CI fails without it.`)
  return null
}

/** The tools the checks use, each where Debian installs it. */
export const TOOLS = {
  // The same Chromium as Debian's browser package, without its windowing layer: the browser the
  // Chromium tests drive (docs/decisions.md#the-tests-chromium-the-headless-shell).
  headlessShell: {
    what: "Chromium's headless shell",
    paths: ["/usr/lib/chromium/chromium-headless-shell"],
    install: "apt-get install chromium-headless-shell (scripts/install.sh does)",
  },
  nginx: { what: "nginx", paths: ["/usr/sbin/nginx", "/usr/bin/nginx"], install: "apt-get install nginx-light (scripts/install.sh does)" },
  webkitDriver: {
    what: "WebKitGTK's WebDriver",
    paths: ["/usr/bin/WebKitWebDriver"],
    install: "apt-get install webkit2gtk-driver (scripts/install.sh does)",
  },
  miniBrowser: {
    what: "WebKitGTK's MiniBrowser",
    paths: ["/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser", "/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser"],
    install: "apt-get install webkit2gtk-driver (scripts/install.sh does)",
  },
  xvfb: { what: "a virtual display (xvfb-run)", paths: ["/usr/bin/xvfb-run"], install: "apt-get install xvfb (scripts/install.sh does)" },
  firefox: {
    what: "Firefox",
    paths: ["/usr/bin/firefox-esr", "/usr/bin/firefox"],
    install: "apt-get install firefox-esr (scripts/install.sh does)",
  },
}

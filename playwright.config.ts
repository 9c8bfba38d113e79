import { defineConfig, devices, type PlaywrightTestConfig } from "@playwright/test"
import chromium from "./scripts/chromium.json"
import { TOOLS, findTool } from "./scripts/lib/tools.mjs"
import { scaled } from "./scripts/lib/time-limits.cjs"

const PORT = Number(process.env.E2E_PORT ?? 9100)
const NGINX_PORT = PORT + 20
const CLOUDFLARE_PORT = PORT + 40
/** The built site under test: public/, or another build (npm test's copy built for the local API stub). */
const SITE = process.env.E2E_PUBLIC ?? "public"
/**
 * E2E_COPY=1: npm test's grown copy of the site (100 more posts), built to call the local API stub
 * (scripts/test-all.sh): every page's policy in Chromium, and the shared scenarios in WebKit
 * (e2e/webkit/), which needs a local API. Otherwise the Chromium projects on public/.
 */
const COPY = Boolean(process.env.E2E_COPY)

const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } }

/** public/_nginx.conf is checked where nginx is installed; with CI=true a missing nginx fails the run (scripts/lib/tools.mjs). */
const nginx = !COPY && findTool(TOOLS.nginx.what, TOOLS.nginx.paths, TOOLS.nginx.install, "The nginx project (public/_nginx.conf)")

/**
 * The Chromium the tests drive: Debian's headless shell, the same engine and version as its browser
 * package without the browser's windowing layer, which costs CPU a test never uses
 * (docs/decisions.md#the-tests-chromium-the-headless-shell). CHROMIUM_PATH overrides it.
 */
const browserPath =
  process.env.CHROMIUM_PATH ??
  findTool(
    TOOLS.headlessShell.what,
    TOOLS.headlessShell.paths,
    TOOLS.headlessShell.install,
    "The Chromium tests",
    `They run in ${chromium.path} instead on this machine`,
  ) ??
  chromium.path

/**
 * Tests that measure time as it passes (tagged @timing: when a word changes after the first paint,
 * when the first advance comes after the slides were seen): npm test runs them on their own, after
 * the rest, which shares the machine with the grown blog's builds (scripts/test-all.sh).
 */
const TIMING = /@timing/

/** The deployed-site check (scripts/check-live.mjs, tagged @live): run against Cloudflare's runtime only. */
const LIVE = /@live/

/**
 * Whether this run includes the "cloudflare" project: Playwright starts every web server of the
 * config whatever projects run, and Cloudflare's runtime is slow and heavy to start (what it costs:
 * docs/hosting.md#on-this-machine-scriptsservemjs), which a run of other projects (npm run test:quick) need not pay. Read from the
 * command line: no --project names all of them.
 */
const named = process.argv.flatMap((arg, index, all) =>
  arg === "--project" ? [all[index + 1]] : arg.startsWith("--project=") ? [arg.slice("--project=".length)] : [],
)
const withCloudflare = !COPY && (named.length === 0 || named.includes("cloudflare"))

/** The bad-input rows only a real server can answer (e2e/bad-input.spec.ts): run on the copy built for the local API stub. */
const STUB = /@stub/

const chromiumProjects: PlaywrightTestConfig["projects"] = [
  { name: "desktop", testIgnore: ["webkit/**", "no-js/**", "a11y.spec.ts"], grepInvert: [TIMING, LIVE, STUB], use: desktop },
  // The axe scans of every page, light and dark: a project of their own, which npm test runs in the
  // copy's lane once its builds are done, beside the rest (scripts/test-all.sh).
  { name: "a11y", testMatch: "a11y.spec.ts", use: desktop },
  { name: "timing", testIgnore: ["webkit/**", "no-js/**"], grep: TIMING, use: desktop },
  // The site as a visitor with JavaScript turned off (some corporate browsers, privacy add-ons) gets it.
  { name: "no-js", testDir: "./e2e/no-js", use: { ...desktop, javaScriptEnabled: false } },
  // What every host must answer, asked of nginx with the generated public/_nginx.conf.
  ...(nginx
    ? [{ name: "nginx", testMatch: "headers.spec.ts", grep: /@host/, use: { ...desktop, baseURL: `http://localhost:${NGINX_PORT}` } }]
    : []),
  // The same, asked of Cloudflare's own runtime (workerd, through `wrangler dev`) serving public/ as
  // wrangler.jsonc deploys it; and the deployed-site check against it and against copies of the build
  // (e2e/check-live.spec.ts). Cloudflare redirects a page's
  // address with a trailing slash to the one without (wrangler.jsonc: html_handling), where nginx and
  // scripts/serve.mjs serve both: e2e/headers.spec.ts reads which from the project's metadata.
  {
    name: "cloudflare",
    testMatch: ["headers.spec.ts", "check-live.spec.ts"],
    grep: [/@host/, LIVE],
    metadata: { trailingSlash: "redirect" },
    use: { ...desktop, baseURL: `http://localhost:${CLOUDFLARE_PORT}` },
  },
]

const copyProjects: PlaywrightTestConfig["projects"] = [
  // The grown blog's pages, each with its own policy (e2e/headers.spec.ts).
  { name: "grown-blog", testMatch: "headers.spec.ts", grep: /@pages/, use: desktop },
  // The bad-input rows whose answer only the local API stub gives (no CORS header), in Chromium.
  { name: "bad-input-stub", testMatch: "bad-input.spec.ts", grep: STUB, use: desktop },
  // WebKit through WebDriver (e2e/support/webdriver-test.ts): light with JavaScript, dark without it;
  // what measures time as it passes in projects of their own, which npm test runs alone at the end.
  { name: "webkit", testDir: "./e2e/webkit", grep: /@js-on/, grepInvert: TIMING, use: { javaScript: true, dark: false } as object },
  { name: "webkit-no-js", testDir: "./e2e/webkit", grep: /@js-off/, grepInvert: TIMING, use: { javaScript: false, dark: true } as object },
  { name: "webkit-timing", testDir: "./e2e/webkit", grep: /@js-on @timing/, use: { javaScript: true, dark: false } as object },
  { name: "webkit-no-js-timing", testDir: "./e2e/webkit", grep: /@js-off @timing/, use: { javaScript: false, dark: true } as object },
]

/**
 * End-to-end tests run against the production build, served like a static host (scripts/serve.mjs
 * applies public/_headers), in Debian's Chromium, and the shared scenarios also in WebKit; the host
 * headers also by nginx and by Cloudflare's runtime.
 */
/** A server of the build the tests start (and stop), answering on `port` (given to it as PORT too), and how long it may take to start. */
function server(command: string, port: number, timeout = 60_000) {
  return {
    command,
    env: { PORT: String(port) },
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: scaled(timeout),
  }
}

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  // No retries, in CI either: a test that passes only on its second try is a failure to fix.
  retries: 0,
  // Time limits catch hangs; they never say how fast the machine must be: each is set for a run where
  // the lanes share the cores, with room to spare, and scaled to this machine's measured speed
  // (scripts/lib/time-limits.cjs, docs/testing.md#time-limits-and-the-end-of-a-run). The slowest
  // test takes about 17 s alone here; a wait for what a page shows, under 2 s.
  timeout: scaled(90_000),
  expect: { timeout: scaled(15_000) },
  // A run that hangs fails instead of holding CI until it gives up.
  globalTimeout: scaled(COPY ? 20 * 60_000 : 40 * 60_000),
  reporter: "list",
  // Each run its own folder (by its port): npm test runs the grown copy's checks and the axe scans while the site's run.
  outputDir: `test-results/${COPY ? "copy" : "site"}-${PORT}`,
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "off",
    launchOptions: {
      executablePath: browserPath,
      args: ["--headless", ...chromium.args],
    },
  },
  projects: COPY ? copyProjects : chromiumProjects,
  webServer: [
    server(`node scripts/serve.mjs ${SITE}`, PORT),
    // Stopped with SIGTERM, not Playwright's default SIGKILL to the group: the script then removes the
    // folder it gave nginx (scripts/serve-nginx.mjs), which a SIGKILL left in the system's temporary folder.
    ...(nginx
      ? [
          {
            ...server(`node scripts/serve-nginx.mjs ${SITE}`, NGINX_PORT),
            gracefulShutdown: { signal: "SIGTERM" as const, timeout: scaled(5_000) },
          },
        ]
      : []),
    // Local mode: no login, no network (scripts/env.sh turns off its metrics and Request.cf lookup).
    ...(withCloudflare
      ? [server(`npx wrangler dev --port ${CLOUDFLARE_PORT} --ip 127.0.0.1 --log-level warn`, CLOUDFLARE_PORT, 180_000)]
      : []),
  ],
})

/**
 * `webDriverTest`: WebKit, Safari's engine, for the shared scenarios (./scenarios/). Most visitors
 * are on Macs, and some of what the controls rely on reached Safari later than Chromium (popover
 * 17, :has() 15.4, `scripting` media queries 17, invoker commands only in 26.2). Playwright's own WebKit
 * cannot be downloaded here, so this drives Debian's WebKitGTK (webkit2gtk-driver: WebKitWebDriver
 * and its MiniBrowser) through WebDriver, under a virtual display (xvfb-run). Everything else is
 * Playwright's: the runner, its timeouts, `expect`, the static server (playwright.config.ts).
 *
 * WebDriver cannot answer the browser's requests the way Playwright's page.route does, so the
 * build under test calls the local API stub (scripts/product-api/stub.cjs, started here; its log
 * says what the page sent), and the site is served through a small proxy that can hold the
 * bundles back, for the scenarios run before the JavaScript has arrived.
 *   E2E_COPY=1 E2E_PUBLIC=<a build for the stub> GATSBY_API_URL=http://localhost:<port> npx playwright test --project "webkit*"
 * (scripts/test-all.sh makes that build and runs this.)
 */
import { spawn, type ChildProcess } from "node:child_process"
import { test as base, expect } from "@playwright/test"
import { Builder, type WebDriver } from "selenium-webdriver"
import { startStub } from "../../scripts/product-api/stub.cjs"
import { TOOLS, findTool } from "../../scripts/lib/tools.mjs"
import { scaled } from "../../scripts/lib/time-limits.cjs"
import { apiUrl } from "../../src/config/site"
import type { WebDriverSite } from "./visitor/webdriver"
import type { ApiCall } from "./visitor/visitor"
import { bundleHoldingProxy } from "./holding-proxy"
import { stopDisplayGroup } from "./virtual-display"

/** Where the proxy listens (the static server is playwright.config.ts's, on its own port), and WebDriver. */
const PROXY_PORT = Number(process.env.WEBKIT_PORT ?? 9510)
const DRIVER_PORT = Number(process.env.WEBKIT_DRIVER_PORT ?? 9511)

type Options = { javaScript: boolean; dark: boolean }

const tool = (key: keyof typeof TOOLS) => findTool(TOOLS[key].what, TOOLS[key].paths, TOOLS[key].install, "The WebKit checks")

async function waitForDriver() {
  const end = Date.now() + scaled(60_000)
  for (;;) {
    if (
      await fetch(`http://127.0.0.1:${DRIVER_PORT}/status`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return
    if (Date.now() > end) throw new Error(`WebKitWebDriver did not start within ${scaled(60_000) / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

export const webDriverTest = base.extend<{ site: WebDriverSite }, Options & { webkit: WebDriverSite | null }>({
  javaScript: [true, { option: true, scope: "worker" }],
  dark: [false, { option: true, scope: "worker" }],

  webkit: [
    async ({ javaScript, dark }, use, workerInfo) => {
      const [driverPath, browserPath, xvfb] = [tool("webkitDriver"), tool("miniBrowser"), tool("xvfb")]
      if (!driverPath || !browserPath || !xvfb) return use(null)
      const api = new URL(apiUrl)
      if (!["localhost", "127.0.0.1"].includes(api.hostname)) {
        throw new Error(
          `The WebKit checks need a build that calls a local API; this one calls ${api.origin} (see e2e/support/webdriver-test.ts).`,
        )
      }
      const apiLog: ApiCall[] = []
      const stub = await startStub({ port: Number(api.port), log: (_line: string, received: ApiCall) => apiLog.push(received) })
      const proxy = await bundleHoldingProxy(new URL(String(workerInfo.project.use.baseURL)), PROXY_PORT)
      // Under a virtual display WebKit composites with Mesa's software GL (llvmpipe), whose threads took
      // 48 of the 86 CPU-seconds the WebKit projects used here; drawn in the compositor's own thread
      // (LP_NUM_THREADS=0) the same tests took 72 to 77 against 86 to 95 (docs/testing.md#where-the-time-goes).
      const driverProcess: ChildProcess = spawn(xvfb, ["-a", "-s", "-screen 0 1600x1200x24", driverPath, `--port=${DRIVER_PORT}`], {
        stdio: "ignore",
        detached: true,
        env: { ...process.env, LP_NUM_THREADS: process.env.LP_NUM_THREADS ?? "0" },
      })
      let driver: WebDriver | undefined
      try {
        await waitForDriver()
        driver = await new Builder()
          .usingServer(`http://127.0.0.1:${DRIVER_PORT}`)
          .withCapabilities({
            browserName: "MiniBrowser",
            pageLoadStrategy: "normal",
            "webkitgtk:browserOptions": {
              binary: browserPath,
              args: ["--automation", `--enable-javascript=${javaScript}`, ...(dark ? ["--dark-mode"] : [])],
            },
          })
          .build()
        await driver.manage().window().setRect({ width: 1440, height: 900 })
        const origin = `http://localhost:${PROXY_PORT}`
        await driver.get(`${origin}/404`)
        const scheme = await driver.executeScript("return matchMedia('(prefers-color-scheme: dark)').matches")
        expect(scheme, `the browser is in ${dark ? "dark" : "light"} mode`).toBe(dark)
        console.log(`# WebKitGTK ${(await driver.getCapabilities()).get("browserVersion")}, JavaScript ${javaScript ? "on" : "off"}`)
        await use({ driver, origin, hold: proxy.hold, release: proxy.release, apiLog })
      } finally {
        proxy.release()
        await driver?.quit().catch(() => undefined)
        try {
          // xvfb-run, the display and the driver with its browsers: the driver first, so that xvfb-run
          // ends as it does on its own, removing its files and the display's (./virtual-display.ts).
          if (driverProcess.pid) await stopDisplayGroup(driverProcess.pid)
        } finally {
          proxy.server.close()
          await new Promise((resolve) => stub.server.close(resolve))
        }
      }
    },
    { scope: "worker", timeout: scaled(180_000) },
  ],

  site: async ({ webkit }, use) => {
    // Only away from CI: scripts/lib/tools.mjs has already failed the run there.
    webDriverTest.skip(!webkit, "WebKitGTK's WebDriver, MiniBrowser or xvfb-run is not installed here")
    await use(webkit!)
  },
})

export { expect, scaled }

import { test as base, expect, type Page, type Route } from "@playwright/test"
import { answers, type Answer } from "../scripts/product-api/contract.cjs"
import { apiUrl, site } from "../src/config/site"

/** The API's answers, from its one definition (scripts/product-api/contract.cjs; docs/product-api.md). */
export { answers }

/** Where the legal-text widget's script comes from (src/config/site.ts); never reachable from tests. */
export const LEGAL_ORIGIN = new URL(site.legalWidget.scriptUrl).origin

/** The product API the build was made for (GATSBY_API_URL, or the default in src/config/site.ts). */
export const API = apiUrl

/** Every route the site has; the 404 check uses a path that has none. */
export const PAGES = [
  "/",
  "/pricing",
  "/feedback",
  "/blog",
  "/manage-your-license",
  "/newsletter-unsubscribe",
  "/offers",
  "/presskit",
  "/imprint",
  "/privacy-policy",
  "/terms-and-conditions",
]

export const SLUGS = [
  "hidden-cost-of-skipping-breaks",
  "respite-1.4.0-custom-break-style-and-background-image",
  "how-micro-breaks-are-revolutionizing-office-productivity",
  "respite-1.3.0-smarter-break-detection-for-video-content",
  "hidden-dangers-of-working-from-home",
  "digital-eye-strain",
  "2024-best-8-black-friday-deals-on-mac-apps",
  "the-art-of-power-breaks",
  "beyond-coffee-energy-boosters-to-get-you-through-the-workday",
  "improve-well-being-while-working",
  "respite-1.2.0-meeting-detection-and-working-hours",
]

type Fixtures = {
  /**
   * Console errors and uncaught page errors seen during the test; the test fails if any is left
   * that does not match `expectedConsoleErrors` (e.g. the browser's own log of a request the test made fail).
   */
  consoleErrors: string[]
  /** Console errors a test provokes on purpose: it pushes a pattern, e.g. `expectedConsoleErrors.push(FAILED_REQUEST)`. */
  expectedConsoleErrors: RegExp[]
  /**
   * Content-Security-Policy violations in any document the test opened. Every test runs under the
   * headers the build ships (scripts/serve.mjs applies public/_headers), so every interaction the
   * suite performs is also a check of the policy: any violation fails the test.
   */
  cspViolations: string[]
}

/**
 * The legal widget's CDN and the product API are not reachable from here: each test
 * decides how the API answers; the widget script is answered with an empty script.
 */
export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  expectedConsoleErrors: async ({}, use) => use([]),
  consoleErrors: [
    async ({ page, expectedConsoleErrors, javaScriptEnabled }, use) => {
      const errors: string[] = []
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text())
      })
      page.on("pageerror", (error) => errors.push(error.message))
      // Interactions are only meaningful once React has hydrated the server-rendered page; tests
      // that want the moment before hydration pass waitUntil: "domcontentloaded" (e2e/hold-bundles.ts),
      // and with JavaScript off (e2e/no-js/) the page stays as the server rendered it.
      const goto = page.goto.bind(page)
      page.goto = async (url, options) => {
        const response = await goto(url, options)
        if (javaScriptEnabled && (!options?.waitUntil || options.waitUntil === "load")) {
          await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
        }
        return response
      }
      await page.route(`${LEGAL_ORIGIN}/**`, (route) =>
        route.fulfill({ status: 200, contentType: "application/javascript", body: "window.__legalWidgetLoaded = true" }),
      )
      await use(errors)
      const unexpected = errors.filter((error) => !expectedConsoleErrors.some((pattern) => pattern.test(error)))
      expect(unexpected, "console errors").toEqual([])
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = []
      await page.exposeBinding("__reportCspViolation", (_source, report: string) => violations.push(report))
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation
          report(`${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI || "inline code"} (${event.sample})`)
        })
      })
      await use(violations)
      expect(violations, "Content-Security-Policy violations").toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** What Chromium logs for a response with an error status (a 404 page, an API error) or a refused connection. */
export const FAILED_REQUEST = /^Failed to load resource: /

/** What Chromium logs when a page, or Gatsby's data for it, is not found: the 404 page itself. */
export const NOT_FOUND = /^Failed to load resource: the server responded with a status of 404/

export type Captured = { method: string; path: string; headers: Record<string, string>; body: string | null }

/** Answers one API path and records what the page sent. */
export async function mockApi(
  page: Page,
  path: string | RegExp,
  answer: (route: Route) => Promise<void> | void,
): Promise<Captured[]> {
  const calls: Captured[] = []
  const matcher = typeof path === "string" ? `${API}${path}` : path
  await page.route(matcher, async (route) => {
    const request = route.request()
    if (request.method() === "OPTIONS") {
      await route.fulfill({
        status: 204,
        headers: {
          "Access-Control-Allow-Origin": "*",
          "Access-Control-Allow-Methods": "POST, DELETE",
          "Access-Control-Allow-Headers": "content-type, accept",
        },
      })
      return
    }
    calls.push({
      method: request.method(),
      path: new URL(request.url()).pathname,
      headers: await request.allHeaders(),
      body: request.postData(),
    })
    await answer(route)
  })
  return calls
}

/** Answers a route with one of the contract's answers, as the API (and the local stub) would send it. */
export async function fulfill(route: Route, answer: Answer) {
  if (answer.dropConnection) return route.abort("connectionreset")
  if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs))
  const html = typeof answer.body === "string"
  return route.fulfill({
    status: answer.status,
    contentType: html ? "text/html" : "application/json",
    headers: { "Access-Control-Allow-Origin": "*" },
    body: answer.body === null || answer.body === undefined ? "" : html ? (answer.body as string) : JSON.stringify(answer.body),
  })
}

/** The zoom overlay ignores clicks while it animates open; wait for CSS transitions to settle. */
export const settled = (page: Page) =>
  page.evaluate(async () => {
    // Two frames let a just-triggered transition start; then wait for every running one to end
    // (not for endless animations, such as the headline's rotating word).
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    const ending = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)))
  })


/**
 * Lets a state change made while the clock is paused reach its effects. Preact (the runtime in
 * the browser) runs effects after the next animation frame, and a paused clock gives frames only
 * when it moves; 20 ms covers one frame.
 */
export const nextFrame = (page: Page) => page.clock.runFor(20)

/** Stops the page clock where it is now (after the page has hydrated); timers then move only with runFor. */
export async function pauseClockNow(page: Page) {
  const now = await page.evaluate(() => Date.now())
  await page.clock.pauseAt(new Date(now + 1000))
}

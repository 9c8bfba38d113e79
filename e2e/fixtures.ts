import { test as base, expect, type Page, type Route } from "@playwright/test"
import { apiUrl, site } from "../src/config/site"

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
  /** Console errors and uncaught page errors seen during the test; asserted empty unless a test opts out. */
  consoleErrors: string[]
}

/**
 * The legal widget's CDN and the product API are not reachable from here: each test
 * decides how the API answers; the widget script is answered with an empty script.
 */
export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ page }, use) => {
    const errors: string[] = []
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text())
    })
    page.on("pageerror", (error) => errors.push(error.message))
    // Interactions are only meaningful once React has hydrated the server-rendered page; tests
    // that want the moment before hydration pass waitUntil: "domcontentloaded".
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if (!options?.waitUntil || options.waitUntil === "load") {
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
      }
      return response
    }
    await page.route(`${LEGAL_ORIGIN}/**`, (route) =>
      route.fulfill({ status: 200, contentType: "application/javascript", body: "window.__legalWidgetLoaded = true" }),
    )
    await use(errors)
    },
    { auto: true },
  ],
})

export { expect }

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

export const json = (status: number, body: unknown) => ({
  status,
  contentType: "application/json",
  headers: { "Access-Control-Allow-Origin": "*" },
  body: JSON.stringify(body),
})

/** The zoom overlay ignores clicks while it animates open; wait for CSS transitions to settle. */
export const settled = (page: Page) =>
  page.evaluate(async () => {
    // Two frames let a just-triggered transition start; then wait for every running one to end.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)))
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

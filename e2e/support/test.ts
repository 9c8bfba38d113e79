import { test as base, expect, type Disposable, type Page, type Route } from "@playwright/test"
import { answers, type Answer } from "../../scripts/product-api/contract.cjs"
import { toResponse } from "../../scripts/product-api/http.cjs"
import { apiUrl, site } from "../../src/config/site"
import { calls, type CallId } from "../../src/lib/product-api"
import { LIVE_SELECTOR } from "../../src/page-life/marker"

/** The API's answers, from its one definition (scripts/product-api/contract.cjs; docs/product-api.md). */
export { answers }

/** Where the legal-text widget's script comes from (src/config/site.ts); never reachable from tests. */
export const LEGAL_ORIGIN = new URL(site.legalWidget.scriptUrl).origin

/** The product API the build was made for (GATSBY_API_URL, or the default in src/config/site.ts). */
export const API = apiUrl

/** The site's routes, posts and list pages, read from the build under test (e2e/support/built-site.ts). */
export { HELP_ARTICLES, LIST_PAGES, PAGES, SLUGS } from "./built-site"

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

/** What a watched page has reported since it was last checked. */
type Watch = { errors: string[]; violations: string[] }

/**
 * Prepares a page for the tests and watches it: console errors, uncaught page errors and policy
 * violations are collected; page.goto also waits until the page is live (src/page-life/marker.ts);
 * the legal widget's CDN, which is not reachable from here, answers with an empty script.
 */
async function watch(page: Page, javaScriptEnabled: boolean): Promise<Watch> {
  const seen: Watch = { errors: [], violations: [] }
  page.on("console", (message) => {
    if (message.type() === "error") seen.errors.push(message.text())
  })
  page.on("pageerror", (error) => seen.errors.push(error.message))
  // Interactions are only meaningful once the server-rendered page is live; tests that want the
  // moment before hydration pass waitUntil: "domcontentloaded" (e2e/support/hold-bundles.ts), and with
  // JavaScript off (e2e/no-js/) the page stays as the server rendered it.
  const goto = page.goto.bind(page)
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    if (javaScriptEnabled && (!options?.waitUntil || options.waitUntil === "load")) {
      await page.locator(LIVE_SELECTOR).waitFor({ state: "attached" })
    }
    return response
  }
  await page.route(`${LEGAL_ORIGIN}/**`, (route) =>
    route.fulfill({ status: 200, contentType: "application/javascript", body: "window.__legalWidgetLoaded = true" }),
  )
  await page.exposeBinding("__reportCspViolation", (_source, report: string) => seen.violations.push(report))
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation
      report(`${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI || "inline code"} (${event.sample})`)
    })
  })
  return seen
}

/** Fails the test on what the page reported that the test did not expect; takes it, so each report is judged once. */
function expectNothingUnexpected(seen: Watch, expected: RegExp[]) {
  const errors = seen.errors.splice(0)
  const violations = seen.violations.splice(0)
  expect(
    errors.filter((error) => !expected.some((pattern) => pattern.test(error))),
    "console errors",
  ).toEqual([])
  expect(violations, "Content-Security-Policy violations").toEqual([])
}

/**
 * What both kinds of test share: the console errors a test expects, and what its page reported,
 * from the `watched` page each kind provides.
 */
const watchedTest = base.extend<Fixtures & { watched: Watch }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  expectedConsoleErrors: async ({}, use) => use([]),
  // eslint-disable-next-line no-empty-pattern -- each kind of test below provides its own
  watched: async ({}, use) => use({ errors: [], violations: [] }),
  consoleErrors: async ({ watched }, use) => use(watched.errors),
  cspViolations: async ({ watched }, use) => use(watched.violations),
})

/**
 * Each test in a page of its own, in a context of its own: routes, clocks, storage, init scripts
 * and media settings never outlive the test. The product API is not reachable from here: each test
 * decides how it answers (mockApi).
 */
export const test = watchedTest.extend<{ checked: void }>({
  watched: async ({ page, javaScriptEnabled }, use) => use(await watch(page, javaScriptEnabled)),
  checked: [
    async ({ watched, expectedConsoleErrors }, use) => {
      await use()
      expectNothingUnexpected(watched, expectedConsoleErrors)
    },
    { auto: true },
  ],
})

/**
 * For tests that visit pages, read them and act in them, answering requests (page.route) and adding
 * init scripts as they need: one page per worker, which each test navigates to its own page, with
 * the same checks as `test`; what a test added is removed when it ends. A new page is a new
 * renderer process with cold caches: on this machine a page of the site costs about 1.4
 * CPU-seconds that way and 0.4 as a visit in a page already open (README: The two commands), and
 * the accessibility scans alone visit 46 pages. Each test starts from a document with nothing in it,
 * with the pointer at rest, the media and viewport of its project, as in a new page; a test that
 * fails ends its worker, so the next starts in a new page. A test that installs a clock, grants a
 * permission, opens a CDP session or listens to the page's events keeps a page of its own (`test`):
 * those outlive a navigation and cannot be taken back.
 */
export const visitTest = watchedTest.extend<object, { visitor: { page: Page; seen: Watch; added: Disposable[] } }>({
  visitor: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, javaScriptEnabled = true, baseURL } = workerInfo.project.use
      const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, javaScriptEnabled, baseURL })
      const page = await context.newPage()
      const seen = await watch(page, javaScriptEnabled)
      // What a test adds to the page, to be removed when it ends (what watch() added stays).
      const added: Disposable[] = []
      const route = page.route.bind(page)
      const addInitScript = page.addInitScript.bind(page)
      page.route = async (...args) => remember(added, await route(...args))
      page.addInitScript = async (...args) => remember(added, await addInitScript(...args))
      await use({ page, seen, added })
      await context.close()
    },
    { scope: "worker" },
  ],
  watched: async ({ visitor }, use) => use(visitor.seen),
  page: async ({ visitor, expectedConsoleErrors, viewport }, use) => {
    const { page, seen, added } = visitor
    // What an earlier test may have changed on the page itself: the media it emulates, its size and
    // where the pointer rests (a new page has it in the top left corner).
    await page.emulateMedia({ colorScheme: "light", reducedMotion: "no-preference" })
    if (viewport) await page.setViewportSize(viewport)
    await page.mouse.move(0, 0)
    await use(page)
    // Each test leaves a document with nothing in it to run, as a new page starts with: the next
    // test's visit is then a navigation, never a reload of the same address (which would restore its
    // scroll position); whatever this page reports as it unloads is judged with this test, and no
    // request of it is still waiting for one of the test's routes. The build's robots.txt rather
    // than about:blank: a document of the site's own origin, so the next visit stays in the same
    // renderer process (0.39 CPU-seconds a visit here, 0.53 via about:blank).
    const rest = await page.goto(REST, { waitUntil: "commit" })
    if (!rest?.ok()) {
      throw new Error(
        `The shared page rests between tests on ${REST}, which the build writes (src/post-build/pipeline.ts, robots.ts): ` +
          `it answered ${rest?.status() ?? "nothing"}`,
      )
    }
    for (const each of added.splice(0)) await each.dispose()
    expectNothingUnexpected(seen, expectedConsoleErrors)
  },
})

/** Where the shared page rests between tests: a file every build writes, of the site's own origin, with nothing to run. */
const REST = "/robots.txt"

/** Keeps what a test added to the shared page, to remove it when the test ends. */
function remember(added: Disposable[], disposable: Disposable) {
  added.push(disposable)
  return disposable
}

export { expect }

/** What Chromium logs for a response with an error status (a 404 page, an API error) or a refused connection. */
export const FAILED_REQUEST = /^Failed to load resource: /

/** What Chromium logs when a page, or Gatsby's data for it, is not found: the 404 page itself. */
export const NOT_FOUND = /^Failed to load resource: the server responded with a status of 404/

export type Captured = { method: string; path: string; headers: Record<string, string>; body: string | null }

/**
 * Answers one call (src/lib/api-calls.json), or every URL a pattern matches, and records what the page sent.
 * Browsers' CORS preflights never reach a route: Playwright answers them itself.
 */
export async function mockApi(page: Page, call: CallId | RegExp, answer: (route: Route) => Promise<void> | void): Promise<Captured[]> {
  const captured: Captured[] = []
  const matcher = typeof call === "string" ? `${API}${calls[call].path.replace(/:\w+/g, "*")}` : call
  await page.route(matcher, async (route) => {
    const request = route.request()
    captured.push({
      method: request.method(),
      path: new URL(request.url()).pathname,
      headers: await request.allHeaders(),
      body: request.postData(),
    })
    await answer(route)
  })
  return captured
}

/** Sends one of the adapter's responses; its network error drops the connection. */
async function send(route: Route, response: Response) {
  if (response.type === "error") return route.abort("connectionreset")
  return route.fulfill({
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: Buffer.from(await response.arrayBuffer()),
  })
}

/** Answers a route with one of the contract's answers, as the API (and the local stub) would send it. */
export const fulfill = async (route: Route, answer: Answer) => send(route, await toResponse(answer))

/**
 * Answers a call with one of the contract's answers only once the test calls release(), so the test
 * can see the form waiting (Joining..., Sending..., Processing...) for as long as it needs.
 */
export async function mockApiHeld(page: Page, call: CallId, answer: Answer) {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  const calls = await mockApi(page, call, async (route) => {
    await held
    await fulfill(route, answer)
  })
  return { calls, release }
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

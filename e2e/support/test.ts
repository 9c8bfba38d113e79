/**
 * The one way to write an end-to-end test (docs/testing.md): `test` from here, whose `page` is the
 * worker's shared page, opened with open() (./open.ts), the island it drives awaited with awake()
 * (./islands.ts), the API answered with mockApi() (./api.ts), the islands' bundles held with
 * holdBundles() (./hold-bundles.ts). Every page a test opens is watched
 * (./watch.ts): a console error it did not expect, or a policy violation, fails it.
 *
 * `page` is one page per worker, which each test navigates to its own page, with the media,
 * viewport and pointer of a new page; what a test adds to it (answers to calls, init scripts:
 * ./until-test-ends.ts) is removed when it ends, and e2e/shared-page.spec.ts checks that the next
 * test sees none of it. A new page is a new renderer process with cold caches, several times the
 * cost of a visit in a page already open (docs/testing.md#where-the-time-goes). A test that fails
 * ends its worker, so the next starts in a new page.
 *
 * `isolatedPage` is a page of its own, in a context of its own, watched the same way: for a test
 * that installs a clock, grants a permission, opens a CDP session, listens to the page's events or
 * reads Resource Timing from a cold cache. Those outlive a navigation and cannot be taken back.
 */
import { test as base, expect, type Page } from "@playwright/test"
import { expectNothingUnexpected, watch, type Reports } from "./watch"
import { removeWhatTheTestAdded } from "./until-test-ends"

type TestFixtures = {
  /** The worker's shared page, as a new page (see above). */
  page: Page
  /** A page of its own, for a test that needs isolation (see above). */
  isolatedPage: Page
  /**
   * Console errors and uncaught page errors seen during the test; the test fails if any is left
   * that does not match `expectedConsoleErrors` (e.g. the browser's own log of a request the test made fail).
   */
  consoleErrors: string[]
  /** Console errors a test provokes on purpose: it pushes a pattern, e.g. `expectedConsoleErrors.push(FAILED_REQUEST)`. */
  expectedConsoleErrors: RegExp[]
  /** Content-Security-Policy violations in any document the test opened: any fails the test. */
  cspViolations: string[]
  /** What this test's pages report. */
  reports: Reports
  /** Judges the reports once the test's pages are done with. */
  checked: void
}

/** The page a worker's tests share, and whose reports it takes now. */
type SharedPage = { page: Page; watching: { into: Reports } }

/** Where the shared page rests between tests: a file every build writes, of the site's own origin, with nothing to run. */
const REST = "/robots.txt"

export const test = base.extend<TestFixtures, { sharedPage: SharedPage }>({
  sharedPage: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, javaScriptEnabled = true, baseURL } = workerInfo.project.use
      const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, javaScriptEnabled, baseURL })
      const page = await context.newPage()
      const watching = { into: { errors: [], violations: [] } as Reports }
      await watch(page, () => watching.into)
      await use({ page, watching })
      await context.close()
    },
    { scope: "worker" },
  ],

  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  reports: async ({}, use) => use({ errors: [], violations: [] }),
  // eslint-disable-next-line no-empty-pattern
  expectedConsoleErrors: async ({}, use) => use([]),
  consoleErrors: async ({ reports }, use) => use(reports.errors),
  cspViolations: async ({ reports }, use) => use(reports.violations),
  checked: [
    async ({ reports, expectedConsoleErrors }, use) => {
      await use()
      expectNothingUnexpected(reports, expectedConsoleErrors)
    },
    { auto: true },
  ],

  page: async ({ sharedPage, reports, viewport }, use) => {
    const { page, watching } = sharedPage
    // What the page reported after the last test was judged is judged with this one.
    reports.errors.push(...watching.into.errors.splice(0))
    reports.violations.push(...watching.into.violations.splice(0))
    watching.into = reports
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
    // renderer process, which costs less (docs/testing.md#where-the-time-goes).
    const rest = await page.goto(REST, { waitUntil: "commit" })
    if (!rest?.ok()) {
      throw new Error(
        `The shared page rests between tests on ${REST}, which the build writes (src/post-build/host-files.ts, robots.ts): ` +
          `it answered ${rest?.status() ?? "nothing"}`,
      )
    }
    await removeWhatTheTestAdded(page)
  },

  isolatedPage: async ({ context, reports }, use) => {
    const page = await context.newPage()
    await watch(page, () => reports)
    await use(page)
  },
})

export { expect }
export { open } from "./open"
export { API, answers, countApiCalls, fulfill, mockApi, mockApiHeld, type Captured } from "./api"
export { holdBundles } from "./hold-bundles"
export { awake, isAwake, islandSelector, liveIslandSelector } from "./islands"
export { initScriptForTest, routeForTest } from "./until-test-ends"
export { FAILED_REQUEST, LEGAL_ORIGIN, NOT_FOUND } from "./watch"
export { settled } from "./settled"
export { openZoom, zoomOverlay } from "./zoom"
export { nextFrame, pauseClockNow } from "./clock"
export { scaled } from "../../scripts/lib/time-limits.cjs"

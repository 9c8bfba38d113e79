import { MAX_WAIT_MS } from "../src/page-life/bundle-loader"
import { LIVE_ATTRIBUTE, LIVE_SELECTOR } from "../src/page-life/marker"
import { expect, open, routeForTest, test } from "./support/test"

// The bundles are requested only after the page has painted (src/page-life/bundle-loader.ts).
// These tests watch the order in which the browser fetched things, and that the page still hydrates:
// each in a page of its own, whose cache is cold as on a first visit.

/** Start times of the page's script downloads and the end of the hero image, from Resource Timing. */
const loadOrder = (page: import("@playwright/test").Page) =>
  page.evaluate(() => {
    const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[]
    const scripts = resources.filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
    const hero = resources.find((entry) => entry.name.includes("app-hero"))
    return {
      firstScriptStart: Math.min(...scripts.map((entry) => entry.startTime)),
      scriptCount: scripts.length,
      heroEnd: hero?.responseEnd ?? null,
    }
  })

test.describe("loading", () => {
  test("the landing page has its hero picture before it asks for any JavaScript, then becomes interactive", async ({
    isolatedPage: page,
  }) => {
    await open(page, "/")
    const order = await loadOrder(page)
    expect(order.heroEnd).not.toBeNull()
    expect(order.scriptCount).toBeGreaterThanOrEqual(3)
    expect(order.firstScriptStart).toBeGreaterThanOrEqual(order.heroEnd!)
    await expect(page.locator("html")).toHaveAttribute(LIVE_ATTRIBUTE, "true")
  })

  test("a page without a hero image still asks for its JavaScript, and hydrates", async ({ isolatedPage: page }) => {
    await open(page, "/pricing")
    const order = await loadOrder(page)
    expect(order.scriptCount).toBeGreaterThanOrEqual(3)
    await expect(page.locator("html")).toHaveAttribute(LIVE_ATTRIBUTE, "true")
  })

  test("a hero image that never arrives does not keep the page from becoming interactive", async ({ isolatedPage: page }) => {
    // The image request is left unanswered; the bundles are requested after the longest wait.
    await routeForTest(page, "**/app-hero.*", () => undefined)
    await open(page, "/", { waitUntil: "domcontentloaded" })
    await page.locator(LIVE_SELECTOR).waitFor({ state: "attached", timeout: 2 * MAX_WAIT_MS })
    const order = await loadOrder(page)
    expect(order.heroEnd).toBeNull()
    expect(order.firstScriptStart).toBeGreaterThanOrEqual(MAX_WAIT_MS)
  })
})

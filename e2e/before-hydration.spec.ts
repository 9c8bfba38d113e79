import { ISLAND } from "../src/islands/island"
import { messages } from "../src/lib/messages"
import { answers, expect, fulfill, holdBundles, isAwake, islandSelector, mockApi, open, test } from "./support/test"

// Every page is complete HTML, and an island is HTML until its code arrives (on a mid-range phone a
// moment; with a slow network longer). These tests hold the islands' code back, act as a visitor
// would in that window, then let it arrive. The controls shared with WebKit (headline, pricing,
// menu, Join) run held in e2e/controls.spec.ts.

test.describe("before an island's code has arrived", () => {
  test("newsletter: Enter in the field is held the same way", async ({ page }) => {
    const calls = await mockApi(page, "newsletter", (route) => fulfill(route, answers.newsletter.success))
    const bundles = await holdBundles(page)
    await open(page, "/", { held: true })
    const form = page.getByRole("form", { name: "Newsletter signup: tips for better breaks" })
    await form.getByLabel("Email address").fill("enter@example.com")
    await form.getByLabel("Email address").press("Enter")
    await expect(form.getByRole("button", { name: "Joining..." })).toBeDisabled()
    expect(page.url()).not.toContain("enter%40example.com")
    await bundles.release()
    await expect(form.getByRole("status")).toHaveText(messages.newsletter.success)
    expect(calls.map((call) => call.body)).toEqual(['{"email":"enter@example.com"}'])
  })

  test(
    "carousel: the first advance comes 3 s after the slides were first seen, even if its code came later",
    { tag: "@timing" },
    async ({ page }) => {
      const bundles = await holdBundles(page)
      await open(page, "/", { held: true })
      const scroller = page.getByRole("region", { name: "Screenshots" })
      await scroller.scrollIntoViewIfNeeded()
      await page.mouse.move(5, 5)
      const island = page.locator(islandSelector("carousel"))
      await expect(island).toHaveAttribute(ISLAND.seenAt, /^\d/)
      const seenAt = Number(await island.getAttribute(ISLAND.seenAt))
      // Its code arrives 1.5 s after the slides were seen: the first advance must not wait 3 s more.
      await expect.poll(() => page.evaluate(() => performance.now())).toBeGreaterThan(seenAt + 1500)
      expect(await isAwake(page, "carousel")).toBe(false)
      await scroller.evaluate((element) =>
        element.addEventListener("scroll", () => (element.dataset.firstScroll ??= String(performance.now())), { once: true }),
      )
      await bundles.release()
      await expect(scroller).toHaveAttribute("data-first-scroll", /^\d/, { timeout: 6000 })
      const firstAdvance = Number(await scroller.getAttribute("data-first-scroll")) - seenAt
      expect(firstAdvance).toBeGreaterThanOrEqual(2950)
      expect(firstAdvance).toBeLessThan(3600)
    },
  )

  test("offer code: the copy button says it is not ready until it works", async ({ isolatedPage: page, context }) => {
    // A permission outlives the test: a page of its own.
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    const bundles = await holdBundles(page)
    await open(page, "/offers", { held: true })
    await expect(page.getByText("RESPITE20", { exact: true })).toBeVisible()
    await expect(page.getByRole("button", { name: "Copy code" })).toBeDisabled()
    await bundles.release("copy-code")
    await page.getByRole("button", { name: "Copy code" }).click()
    await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible()
  })

  test("unsubscribe: processing until its code runs, then one call", async ({ page }) => {
    const calls = await mockApi(page, "unsubscribe", (route) => fulfill(route, answers.unsubscribe.success))
    const bundles = await holdBundles(page)
    await open(page, "/newsletter-unsubscribe?unsubscribeHash=abc", { held: true })
    await expect(page.getByText(messages.unsubscribe.processing)).toBeVisible()
    await expect(page.getByRole("main").getByText(/needs JavaScript/)).toBeHidden()
    await bundles.release()
    await expect(page.getByText(messages.unsubscribe.success)).toBeVisible()
    expect(calls).toHaveLength(1)
  })
})

import { FIRST_SIGHT } from "../src/before-hydration/first-sight"
import { messages } from "../src/lib/messages"
import { calls as apiCalls } from "../src/lib/product-api"
import { answers, expect, fulfill, mockApi, test } from "./fixtures"
import { holdBundles, isPlainHtml } from "./hold-bundles"
import { mobileMenu, openAndEscape } from "./mobile-menu"

// Every page is plain HTML for a while: painted, its bundles requested after the first paint and
// not yet run (on a mid-range phone about a second; with a slow network longer). These tests hold
// the bundles back, act as a visitor would in that window, then let the JavaScript arrive.

test.describe("before the JavaScript has arrived", () => {
  test("newsletter: Join is held, not submitted natively, then sent once and thanked", async ({ page }) => {
    const calls = await mockApi(page, "newsletter", (route) => fulfill(route, answers.newsletter.success))
    const bundles = await holdBundles(page)
    await page.goto("/pricing", { waitUntil: "domcontentloaded" })
    const form = page.getByRole("contentinfo").getByRole("form", { name: "Newsletter signup" })
    await form.getByLabel("Email address").fill("visitor@example.com")
    await form.getByRole("button", { name: "Join" }).click()
    await expect(form.getByRole("button", { name: "Joining..." })).toBeDisabled()
    expect(await isPlainHtml(page)).toBe(true)
    // No page load, no address in the URL, no call yet.
    expect(page.url()).toMatch(/\/pricing$/)
    expect(calls).toHaveLength(0)

    await bundles.release()
    await expect(form.getByRole("status")).toHaveText(messages.newsletter.success)
    await expect(form.getByLabel("Email address")).toHaveValue("")
    await expect(form.getByRole("button", { name: "Join" })).toBeEnabled()
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({ method: "POST", path: apiCalls.newsletter.path, body: '{"email":"visitor@example.com"}' })
    expect(page.url()).toMatch(/\/pricing$/)
  })

  test("newsletter: Enter in the field is held the same way", async ({ page }) => {
    const calls = await mockApi(page, "newsletter", (route) => fulfill(route, answers.newsletter.success))
    const bundles = await holdBundles(page)
    await page.goto("/", { waitUntil: "domcontentloaded" })
    const form = page.getByRole("form", { name: "Newsletter signup: tips for better breaks" })
    await form.getByLabel("Email address").fill("enter@example.com")
    await form.getByLabel("Email address").press("Enter")
    await expect(form.getByRole("button", { name: "Joining..." })).toBeDisabled()
    expect(page.url()).not.toContain("enter%40example.com")
    await bundles.release()
    await expect(form.getByRole("status")).toHaveText(messages.newsletter.success)
    expect(calls.map((call) => call.body)).toEqual(['{"email":"enter@example.com"}'])
  })

  test("pricing: the toggle switches the prices, and hydration keeps the visitor's choice", async ({ page }) => {
    const bundles = await holdBundles(page)
    await page.goto("/pricing", { waitUntil: "domcontentloaded" })
    const price = (tier: string) => page.getByRole("article", { name: tier }).getByTestId("price").filter({ visible: true })
    await expect(price("2 Macs")).toHaveText("$39.99")
    await page.getByRole("radio", { name: "Subscription" }).check()
    await expect(price("1 Mac")).toHaveText("$9.99")
    await expect(price("2 Macs")).toHaveText("$15.99")
    await expect(price("5 Macs")).toHaveText("$34.99")
    await expect(page.getByRole("article", { name: "2 Macs" }).getByText("Best Value")).toBeVisible()
    expect(await isPlainHtml(page)).toBe(true)

    const layout = await page.getByRole("article", { name: "2 Macs" }).boundingBox()
    await bundles.release()
    await expect(page.getByRole("radio", { name: "Subscription" })).toBeChecked()
    await expect(price("2 Macs")).toHaveText("$15.99")
    expect(await page.getByRole("article", { name: "2 Macs" }).boundingBox()).toEqual(layout)
    await page.getByRole("radio", { name: "Lifetime" }).check()
    await expect(price("2 Macs")).toHaveText("$39.99")
  })

  test.describe("at 390 px", () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test("mobile menu: opens full screen with focus inside, Escape closes it, and it keeps working once hydrated", async ({ page }) => {
      const bundles = await holdBundles(page)
      await page.goto("/blog", { waitUntil: "domcontentloaded" })
      const { toggle, menu } = mobileMenu(page)
      await openAndEscape(page)
      await toggle.click()
      await page.getByRole("button", { name: "Close menu" }).click()
      await expect(menu).toBeHidden()
      // Opened before the JavaScript arrives, closed after.
      await toggle.click()
      await expect(menu).toBeVisible()
      expect(await isPlainHtml(page)).toBe(true)
      await bundles.release()
      await page.getByRole("button", { name: "Close menu" }).click()
      await expect(menu).toBeHidden()
      await toggle.click()
      await menu.getByRole("link", { name: "Pricing" }).click()
      await expect(page).toHaveURL(/\/pricing$/)
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden()
    })
  })

  test("headline: the word changes 2.5 s after the page appears, and hydration does not restart it", async ({ page }) => {
    const bundles = await holdBundles(page)
    await page.goto("/", { waitUntil: "domcontentloaded" })
    const words = page.getByTestId("rotating-word")
    await expect(words.filter({ visible: true })).toHaveText(["workday"])
    // With the JavaScript still held back, the second word comes by itself.
    await expect(words.filter({ visible: true })).toHaveText(["productivity"], { timeout: 5000 })
    expect(await isPlainHtml(page)).toBe(true)
    const timing = () =>
      words.evaluateAll((elements) =>
        elements.map((element) => {
          const [animation] = element.getAnimations()
          return {
            start: animation.startTime,
            delay: animation.effect?.getTiming().delay,
            duration: animation.effect?.getTiming().duration,
          }
        }),
      )
    const before = await timing()
    expect(before.map(({ delay, duration }) => [delay, duration])).toEqual([
      [0, 7500],
      [2500, 7500],
      [5000, 7500],
    ])
    // The animation started with the page's first frames, so the first change comes 2.5 s after
    // the visitor first saw the word: its start is within a few frames of the first paint (the
    // browser may start it in the frame after; headless Chromium reports the paint a few hundred
    // milliseconds after its frame began).
    const firstPaint = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN)
    const start = before[0].start as number
    expect(start).toBeLessThanOrEqual(firstPaint + 50)
    expect(firstPaint - start).toBeLessThan(400)
    await bundles.release()
    expect(await timing()).toEqual(before)
  })

  test("carousel: the first advance comes 3 s after the slides were first seen, even if the JavaScript came later", async ({ page }) => {
    const bundles = await holdBundles(page)
    await page.goto("/", { waitUntil: "domcontentloaded" })
    const scroller = page.getByRole("region", { name: "Screenshots" })
    await scroller.scrollIntoViewIfNeeded()
    await page.mouse.move(5, 5)
    await expect(scroller).toHaveAttribute(FIRST_SIGHT.seenAt, /^\d/)
    const seenAt = Number(await scroller.getAttribute(FIRST_SIGHT.seenAt))
    // The JavaScript arrives 1.5 s after the slides were seen: the first advance must not wait 3 s more.
    await expect.poll(() => page.evaluate(() => performance.now())).toBeGreaterThan(seenAt + 1500)
    expect(await isPlainHtml(page)).toBe(true)
    await scroller.evaluate((element) =>
      element.addEventListener("scroll", () => (element.dataset.firstScroll ??= String(performance.now())), { once: true }),
    )
    await bundles.release()
    await expect(scroller).toHaveAttribute("data-first-scroll", /^\d/, { timeout: 6000 })
    const firstAdvance = Number(await scroller.getAttribute("data-first-scroll")) - seenAt
    expect(firstAdvance).toBeGreaterThanOrEqual(2950)
    expect(firstAdvance).toBeLessThan(3600)
  })

  test("offer code: the copy button says it is not ready until it works", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    const bundles = await holdBundles(page)
    await page.goto("/offers", { waitUntil: "domcontentloaded" })
    await expect(page.getByText("RESPITE20", { exact: true })).toBeVisible()
    await expect(page.getByRole("button", { name: "Copy code" })).toBeDisabled()
    await bundles.release()
    await page.getByRole("button", { name: "Copy code" }).click()
    await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible()
  })

  test("unsubscribe: processing until the JavaScript runs, then one call", async ({ page }) => {
    const calls = await mockApi(page, "unsubscribe", (route) => fulfill(route, answers.unsubscribe.success))
    const bundles = await holdBundles(page)
    await page.goto("/newsletter-unsubscribe?unsubscribeHash=abc", { waitUntil: "domcontentloaded" })
    await expect(page.getByText(messages.unsubscribe.processing)).toBeVisible()
    await expect(page.getByRole("main").getByText(/needs JavaScript/)).toBeHidden()
    await bundles.release()
    await expect(page.getByText(messages.unsubscribe.success)).toBeVisible()
    expect(calls).toHaveLength(1)
  })
})

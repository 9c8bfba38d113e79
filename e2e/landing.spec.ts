import { site } from "../src/config/site"
import { AUTO_ADVANCE_MS } from "../src/lib/carousel"
import { CONTENT } from "./support/content"
import { awake, expect, nextFrame, open, openZoom, pauseClockNow, settled, test, zoomOverlay } from "./support/test"

/** The headline as a sighted visitor reads it: without the screen-reader-only text and the words not shown now. */
const visibleHeadline = (page: import("@playwright/test").Page) =>
  page.getByRole("heading", { level: 1 }).evaluate((heading) => {
    const hidden = Array.from(heading.querySelectorAll<HTMLElement>("[data-testid=rotating-word]")).map(
      (word) => getComputedStyle(word).visibility === "hidden",
    )
    const copy = heading.cloneNode(true) as HTMLElement
    copy.querySelectorAll(".visually-hidden").forEach((node) => node.remove())
    copy.querySelectorAll("[data-testid=rotating-word]").forEach((word, index) => hidden[index] && word.remove())
    return copy.textContent?.replace(/\s+/g, " ").trim()
  })

const scroller = (page: import("@playwright/test").Page) =>
  page.getByRole("group", { name: "Respite in Action" }).getByRole("region", { name: "Screenshots" })

const scrollLeft = (page: import("@playwright/test").Page) => scroller(page).evaluate((el) => Math.round(el.scrollLeft))

/** The first screenshot and its overlay; `openOverlay` clicks the screenshot and waits until the overlay has finished opening. */
function screenshotOverlay(page: import("@playwright/test").Page) {
  const shot = page.locator("[data-slide] img").first()
  return { shot, overlay: zoomOverlay(page), openOverlay: () => openZoom(page, () => shot.click()) }
}

/** Every section of the landing page, in order, with its content, as a visitor finds it. */
async function expectEverySection(page: import("@playwright/test").Page) {
  await expect(page.getByRole("heading", { level: 2, name: "Ready for your first break?" })).toBeVisible()
  const headings = await page.getByRole("heading", { level: 2 }).allTextContents()
  const expected = [
    "Long days at the screen add up",
    "Everything you need to take better breaks",
    "What our users say",
    "Respite in Action",
    "Easy 3 min setup",
    "Frequently asked questions",
    "Ready for your first break?",
  ]
  const positions = expected.map((heading) => headings.indexOf(heading))
  positions.forEach((position, index) => expect(position, expected[index]).toBeGreaterThanOrEqual(0))
  expect([...positions].sort((a, b) => a - b)).toEqual(positions)
  await expect(page.locator("#features")).toBeAttached()
  await expect(page.locator("#download")).toBeAttached()
  expect(
    await page.getByRole("img", { name: / out of 5 stars$/ }).evaluateAll((stars) => stars.map((star) => star.getAttribute("aria-label"))),
  ).toEqual(CONTENT.ratings)
  await expect(page.locator("details")).toHaveCount(CONTENT.faqItems)
  await expect(page.locator("[data-slide]")).toHaveCount(CONTENT.screenshots)
  const download = page.getByRole("link", { name: /Download free trial/ }).first()
  await expect(download).toHaveAttribute("href", site.links.download)
  await expect(download).toHaveAttribute("target", "_blank")
  await expect(page.getByText("macOS 14.2 or later").first()).toBeVisible()
  await expect(page.getByText("No credit card").first()).toBeVisible()
}

test.describe("landing page", () => {
  test("has every section, in order, without console errors", async ({ page, consoleErrors }) => {
    await open(page, "/")
    await expectEverySection(page)
    await page.waitForLoadState("networkidle")
    expect(consoleErrors).toEqual([])
  })

  test("the headline word rotates every 2.5 s, and each word completes a correct sentence", async ({ page }) => {
    await open(page, "/")
    // The rotation is a CSS animation: stop it and set its clock, the same for the three words, to
    // see the headline as it is that long after the page appeared.
    const at = async (ms: number) => {
      await page.evaluate((time) => {
        for (const animation of document.getAnimations()) {
          if (!(animation.effect as KeyframeEffect).target?.matches("[data-testid=rotating-word]")) continue
          animation.pause()
          animation.currentTime = time
        }
      }, ms)
      return visibleHeadline(page)
    }
    expect(await at(100)).toBe("Small breaks, big benefits for your workday")
    expect(await at(2490)).toBe("Small breaks, big benefits for your workday")
    expect(await at(2510)).toBe("Small breaks, big benefits for your productivity")
    expect(await at(4990)).toBe("Small breaks, big benefits for your productivity")
    expect(await at(5010)).toBe("Small breaks, big benefits for your well-being")
    expect(await at(7510)).toBe("Small breaks, big benefits for your workday")
    expect(await at(10_010)).toBe("Small breaks, big benefits for your productivity")
    // Screen readers hear the sentence once, with all three words, not every 2.5 s.
    await expect(
      page.getByRole("heading", { level: 1, name: "Small breaks, big benefits for your workday, productivity and well-being" }),
    ).toBeVisible()
  })

  // The tests that install a clock have a page of their own: a clock outlives a navigation.
  test("reduced motion: the headline and carousel hold still", async ({ isolatedPage: page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    await page.clock.install()
    await open(page, "/")
    await pauseClockNow(page)
    await page.clock.runFor(10_000)
    const words = page.getByTestId("rotating-word")
    await expect(words.filter({ visible: true })).toHaveText(["workday"])
    expect(await words.evaluateAll((elements) => elements.flatMap((element) => element.getAnimations()).length)).toBe(0)
    expect(await scrollLeft(page)).toBe(0)
  })

  test("carousel: arrows, auto-advance every 3 s, hover pause, wrap-around", async ({ isolatedPage: page }) => {
    await page.clock.install()
    await open(page, "/")
    const region = page.getByRole("group", { name: "Respite in Action" })
    await region.scrollIntoViewIfNeeded()
    await expect(region.getByRole("button", { name: "Next screenshots" })).toBeVisible()
    // Each advance is a smooth scroll, which takes real time: the scroller counts the scrolls that
    // came to rest, so that a position is read only once the browser says the scroll has ended.
    await scroller(page).evaluate((el) => {
      el.dataset.rests = "0"
      el.addEventListener("scrollend", () => (el.dataset.rests = String(Number(el.dataset.rests) + 1)))
    })
    const scrollsTo = async (move: () => Promise<void>) => {
      const rests = Number(await scroller(page).getAttribute("data-rests"))
      await move()
      await expect.poll(async () => Number(await scroller(page).getAttribute("data-rests"))).toBeGreaterThan(rests)
      return scrollLeft(page)
    }
    // Hovering pauses the carousel; leaving starts a fresh 3 s interval at a known moment.
    await region.hover()
    await scroller(page).evaluate((el) => el.scrollTo({ left: 0 }))
    await expect.poll(() => scrollLeft(page)).toBe(0)
    await pauseClockNow(page)
    await page.clock.runFor(3 * AUTO_ADVANCE_MS)
    expect(await scrollLeft(page)).toBe(0)
    await expect(region.getByRole("button", { name: "Previous screenshots" })).toBeHidden()

    await page.mouse.move(5, 5)
    await nextFrame(page)
    await page.clock.runFor(AUTO_ADVANCE_MS - 100)
    expect(await scrollLeft(page)).toBe(0)
    expect(await scrollsTo(() => page.clock.runFor(100))).toBe(496)
    await expect(region.getByRole("button", { name: "Previous screenshots" })).toBeVisible()

    let wrapped = false
    let before = 496
    for (let i = 0; i <= CONTENT.screenshots && !wrapped; i++) {
      const after = await scrollsTo(() => page.clock.runFor(AUTO_ADVANCE_MS))
      expect(after).not.toBe(before)
      wrapped = after === 0
      before = after
    }
    expect(wrapped).toBe(true)
    await expect(region.getByRole("button", { name: "Next screenshots" })).toBeVisible()
  })

  test("carousel arrows step by one slide", async ({ page }) => {
    await open(page, "/")
    const region = page.getByRole("group", { name: "Respite in Action" })
    // Its arrows show once its island is live, which it is once seen.
    await region.scrollIntoViewIfNeeded()
    await awake(page, "carousel")
    await region.getByRole("button", { name: "Next screenshots" }).click()
    await expect.poll(() => scrollLeft(page)).toBe(496)
    await region.getByRole("button", { name: "Previous screenshots" }).click()
    await expect.poll(() => scrollLeft(page)).toBe(0)
  })

  test("screenshot overlay opens on click and closes on click, Escape and scroll", async ({ page }) => {
    await open(page, "/")
    const { shot, overlay, openOverlay } = screenshotOverlay(page)
    await shot.scrollIntoViewIfNeeded()
    await expect(shot).toHaveCSS("opacity", "1")
    await openOverlay()
    await page.mouse.click(20, 20)
    await expect(overlay).toBeHidden()

    await openOverlay()
    await page.keyboard.press("Escape")
    await expect(overlay).toBeHidden()

    await openOverlay()
    // A small scroll, once the page has moved, leaves the overlay open.
    const top = await page.evaluate(() => scrollY)
    await page.mouse.wheel(0, 30)
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(top)
    await expect(overlay).toBeVisible()
    await settled(page)
    await page.mouse.wheel(0, 80)
    await expect(overlay).toBeHidden()
  })

  test("reduced motion: the screenshot overlay opens and closes at once, on click and on Escape", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    await open(page, "/")
    const { shot, overlay, openOverlay } = screenshotOverlay(page)
    await shot.scrollIntoViewIfNeeded()
    await openOverlay()
    await page.mouse.click(20, 20)
    await expect(overlay).toBeHidden()
    await expect(shot).toBeVisible()

    await openOverlay()
    await page.keyboard.press("Escape")
    await expect(overlay).toBeHidden()
    await expect(shot).toBeVisible()
  })

  test("carousel pauses while the overlay is open", async ({ isolatedPage: page }) => {
    await page.clock.install()
    await open(page, "/")
    const { shot, openOverlay } = screenshotOverlay(page)
    await shot.scrollIntoViewIfNeeded()
    await openOverlay()
    const before = await scrollLeft(page)
    await page.mouse.move(5, 5)
    await pauseClockNow(page)
    await page.clock.runFor(3 * AUTO_ADVANCE_MS)
    expect(await scrollLeft(page)).toBe(before)
  })

  test("structured data: Organization and an FAQPage with every question", async ({ page }) => {
    await open(page, "/")
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const data = blocks.map((text) => JSON.parse(text))
    expect(data.find((d) => d["@type"] === "Organization")?.name).toBe("Respite")
    expect(data.find((d) => d["@type"] === "FAQPage")?.mainEntity).toHaveLength(CONTENT.faqItems)
  })
})

import { site } from "../src/config/site"
import { expect, nextFrame, pauseClockNow, settled, test } from "./fixtures"

/** The headline as a sighted visitor reads it: without the screen-reader-only text. */
const visibleHeadline = (page: import("@playwright/test").Page) =>
  page.getByRole("heading", { level: 1 }).evaluate((heading) => {
    const copy = heading.cloneNode(true) as HTMLElement
    copy.querySelectorAll(".visually-hidden").forEach((node) => node.remove())
    return copy.textContent?.replace(/\s+/g, " ").trim()
  })

const scrollLeft = (page: import("@playwright/test").Page) =>
  page.getByRole("group", { name: "Respite in Action" }).locator("ul").evaluate((el) => Math.round(el.scrollLeft))

test.describe("landing page", () => {
  test("has every section, in order, without console errors", async ({ page, consoleErrors }) => {
    await page.goto("/")
    const headings = await page.getByRole("heading", { level: 2 }).allTextContents()
    const expected = [
      "Long days at the screen add up",
      "Everything you need to take better breaks",
      "What our users say",
      "Respite in Action",
      "Easy 3 min setup",
      "Frequently asked questions",
      "Ready for a healthier workday?",
    ]
    const positions = expected.map((heading) => headings.indexOf(heading))
    positions.forEach((position, index) => expect(position, expected[index]).toBeGreaterThanOrEqual(0))
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
    await expect(page.locator("#features")).toBeAttached()
    await expect(page.locator("#download")).toBeAttached()
    await expect(page.getByRole("img", { name: "5 out of 5 stars" })).toHaveCount(3)
    await expect(page.locator("details")).toHaveCount(8)
    await expect(page.locator("[data-slide]")).toHaveCount(6)
    const download = page.getByRole("link", { name: /Download free trial/ }).first()
    await expect(download).toHaveAttribute("href", site.links.download)
    await expect(download).toHaveAttribute("target", "_blank")
    await expect(page.getByText("macOS 14.2 or later").first()).toBeVisible()
    await expect(page.getByText("No credit card").first()).toBeVisible()
    await page.waitForLoadState("networkidle")
    expect(consoleErrors).toEqual([])
  })

  test("the headline word rotates every 2.5 s, and each word completes a correct sentence", async ({ page }) => {
    // Start with motion reduced (rotation off), stop the clock, then allow motion: the 2.5 s
    // interval starts at a known moment.
    await page.emulateMedia({ reducedMotion: "reduce" })
    await page.clock.install()
    await page.goto("/")
    const word = page.getByTestId("rotating-word")
    await expect(word).toHaveText("workday")
    await pauseClockNow(page)
    await page.emulateMedia({ reducedMotion: "no-preference" })
    // The media-query change reaches the component through an event and a commit, then the effect
    // that starts the interval runs after the next frame: 20 ms into the 2.5 s.
    await page.waitForTimeout(300)
    await nextFrame(page)
    await page.clock.runFor(2400)
    await expect(word).toHaveText("workday")
    expect(await visibleHeadline(page)).toBe("Small breaks, big benefits for your workday")
    await page.clock.runFor(100)
    await expect(word).toHaveText("productivity")
    expect(await visibleHeadline(page)).toBe("Small breaks, big benefits for your productivity")
    await page.clock.runFor(2500)
    await expect(word).toHaveText("well-being")
    expect(await visibleHeadline(page)).toBe("Small breaks, big benefits for your well-being")
    await page.clock.runFor(2500)
    await expect(word).toHaveText("workday")
    // Screen readers hear the sentence once, with all three words, not every 2.5 s.
    await expect(
      page.getByRole("heading", { level: 1, name: "Small breaks, big benefits for your workday, productivity and well-being" }),
    ).toBeVisible()
  })

  test("reduced motion: the headline and carousel hold still", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    await page.clock.install()
    await page.goto("/")
    await pauseClockNow(page)
    await page.clock.runFor(10_000)
    await expect(page.getByTestId("rotating-word")).toHaveText("workday")
    expect(await scrollLeft(page)).toBe(0)
  })

  test("carousel: arrows, auto-advance every 3 s, hover pause, wrap-around", async ({ page }) => {
    await page.clock.install()
    await page.goto("/")
    const region = page.getByRole("group", { name: "Respite in Action" })
    await region.scrollIntoViewIfNeeded()
    await expect(region.getByRole("button", { name: "Next screenshots" })).toBeVisible()
    // Hovering pauses the carousel; leaving starts a fresh 3 s interval at a known moment.
    await region.hover()
    await page.evaluate(() => document.querySelector("[aria-roledescription=carousel] ul")?.scrollTo({ left: 0 }))
    await expect.poll(() => scrollLeft(page)).toBe(0)
    await pauseClockNow(page)
    await page.clock.runFor(9000)
    expect(await scrollLeft(page)).toBe(0)
    await expect(region.getByRole("button", { name: "Previous screenshots" })).toBeHidden()

    await page.mouse.move(5, 5)
    await nextFrame(page)
    await page.clock.runFor(2900)
    expect(await scrollLeft(page)).toBe(0)
    await page.clock.runFor(100)
    await expect.poll(() => scrollLeft(page)).toBe(496)
    await expect(region.getByRole("button", { name: "Previous screenshots" })).toBeVisible()

    // Smooth scrolling takes real time; read the position once it has stopped moving.
    const restingLeft = async () => {
      let previous = -1
      let current = await scrollLeft(page)
      while (current !== previous) {
        previous = current
        await page.waitForTimeout(200)
        current = await scrollLeft(page)
      }
      return current
    }
    let wrapped = false
    for (let i = 0; i < 8 && !wrapped; i++) {
      const before = await restingLeft()
      await page.clock.runFor(3000)
      const after = await restingLeft()
      expect(after).not.toBe(before)
      wrapped = after === 0
    }
    expect(wrapped).toBe(true)
    await expect(region.getByRole("button", { name: "Next screenshots" })).toBeVisible()
  })

  test("carousel arrows step by one slide", async ({ page }) => {
    await page.goto("/")
    const region = page.getByRole("group", { name: "Respite in Action" })
    await region.getByRole("button", { name: "Next screenshots" }).click()
    await expect.poll(() => scrollLeft(page)).toBe(496)
    await region.getByRole("button", { name: "Previous screenshots" }).click()
    await expect.poll(() => scrollLeft(page)).toBe(0)
  })

  test("screenshot overlay opens on click and closes on click, Escape and scroll", async ({ page }) => {
    await page.goto("/")
    const shot = page.locator("[data-slide] img").first()
    const overlay = page.locator(".medium-zoom-overlay")
    await shot.scrollIntoViewIfNeeded()
    await expect(shot).toHaveCSS("opacity", "1")
    await shot.click()
    await expect(overlay).toBeVisible()
    await settled(page)
    await page.mouse.click(20, 20)
    await expect(overlay).toBeHidden()

    await shot.click()
    await expect(overlay).toBeVisible()
    await settled(page)
    await page.keyboard.press("Escape")
    await expect(overlay).toBeHidden()

    await shot.click()
    await expect(overlay).toBeVisible()
    await settled(page)
    await page.mouse.wheel(0, 30)
    await page.waitForTimeout(300)
    await expect(overlay).toBeVisible()
    await settled(page)
    await page.mouse.wheel(0, 80)
    await expect(overlay).toBeHidden()
  })

  test("carousel pauses while the overlay is open", async ({ page }) => {
    await page.clock.install()
    await page.goto("/")
    const shot = page.locator("[data-slide] img").first()
    await shot.scrollIntoViewIfNeeded()
    await shot.click()
    await expect(page.locator(".medium-zoom-overlay")).toBeVisible()
    await settled(page)
    const before = await scrollLeft(page)
    await page.mouse.move(5, 5)
    await pauseClockNow(page)
    await page.clock.runFor(9000)
    expect(await scrollLeft(page)).toBe(before)
  })

  test("FAQ items open and close by click and keyboard", async ({ page }) => {
    await page.goto("/")
    const item = page.locator("details").filter({ hasText: "Is there a free trial?" })
    const summary = item.locator("summary")
    await expect(item).not.toHaveAttribute("open")
    await summary.click()
    await expect(item).toHaveAttribute("open")
    await expect(item.getByText("7-day free trial")).toBeVisible()
    await summary.click()
    await expect(item).not.toHaveAttribute("open")
    await summary.focus()
    await page.keyboard.press("Enter")
    await expect(item).toHaveAttribute("open")
    await page.keyboard.press("Space")
    await expect(item).not.toHaveAttribute("open")
  })

  test("structured data: Organization and an FAQPage with 8 questions", async ({ page }) => {
    await page.goto("/")
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const data = blocks.map((text) => JSON.parse(text))
    expect(data.find((d) => d["@type"] === "Organization")?.name).toBe("Respite")
    expect(data.find((d) => d["@type"] === "FAQPage")?.mainEntity).toHaveLength(8)
  })
})

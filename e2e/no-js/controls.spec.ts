import { site } from "../../src/config/site"
import { messages } from "../../src/lib/messages"
import { NOT_FOUND, PAGES, expect, test } from "../fixtures"
import { mobileMenu, openAndEscape } from "../mobile-menu"

// This project runs with JavaScript turned off (playwright.config.ts): what a visitor gets whose
// browser blocks it. Every control either works in HTML and CSS, or says what to do instead.

/** A note as a visitor reads it: the contact address in place of "{contact}". */
const note = (text: string) => text.replace("{contact}", site.contactEmail)

test.describe("without JavaScript", () => {
  test("pricing: the toggle switches the prices, badges and checkout links, by click and keyboard", async ({ page }) => {
    await page.goto("/pricing")
    const card = (tier: string) => page.getByRole("article", { name: tier })
    const price = (tier: string) => card(tier).getByTestId("price").filter({ visible: true })
    await expect(page.getByRole("radio", { name: "Lifetime" })).toBeChecked()
    await expect(price("2 Macs")).toHaveText("$39.99")
    await expect(card("2 Macs").getByText("Most Popular")).toBeVisible()
    await page.getByRole("radio", { name: "Subscription" }).click()
    await expect(price("1 Mac")).toHaveText("$9.99")
    await expect(price("2 Macs")).toHaveText("$15.99")
    await expect(price("5 Macs")).toHaveText("$34.99")
    await expect(card("2 Macs").getByText("Best Value")).toBeVisible()
    await expect(card("2 Macs").getByText("Most Popular")).toBeHidden()
    await expect(card("5 Macs").getByRole("link", { name: /Buy now/ })).toHaveAttribute("href", site.links.checkoutSubscription)
    await page.keyboard.press("ArrowRight")
    await expect(page.getByRole("radio", { name: "Lifetime" })).toBeChecked()
    await expect(price("5 Macs")).toHaveText("$74.99")
    await expect(card("5 Macs").getByRole("link", { name: /Buy now/ })).toHaveAttribute("href", site.links.checkoutLifetime)
  })

  test("headline: the word rotates by itself", async ({ page }) => {
    await page.goto("/")
    const shown = page.getByTestId("rotating-word").filter({ visible: true })
    await expect(shown).toHaveText(["workday"])
    await expect(shown).toHaveText(["productivity"], { timeout: 5000 })
    await expect(shown).toHaveText(["well-being"], { timeout: 5000 })
  })

  test("headline: reduced motion holds the first word", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    await page.goto("/")
    const words = page.getByTestId("rotating-word")
    await expect(words.filter({ visible: true })).toHaveText(["workday"])
    expect(await words.evaluateAll((elements) => elements.flatMap((element) => element.getAnimations()).length)).toBe(0)
  })

  test("FAQ items open and close", async ({ page }) => {
    await page.goto("/")
    const item = page.locator("details").filter({ hasText: "Is there a free trial?" })
    await item.locator("summary").click()
    await expect(item.getByText("7-day free trial")).toBeVisible()
    await item.locator("summary").click()
    await expect(item).not.toHaveAttribute("open")
  })

  test("carousel: the keyboard scrolls it, and the arrows, which need JavaScript, stay hidden", async ({ page }) => {
    await page.goto("/")
    const carousel = page.getByRole("group", { name: "Respite in Action" })
    const scroller = carousel.getByRole("region", { name: "Screenshots" })
    await expect(carousel.getByRole("button")).toHaveCount(0)
    await scroller.focus()
    await expect(scroller).toBeFocused()
    await page.keyboard.press("ArrowRight")
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
  })

  test("offer code: the code is there to select; the copy button gives way to a note", async ({ page }) => {
    await page.goto("/offers")
    await expect(page.getByText("RESPITE20", { exact: true })).toBeVisible()
    await expect(page.getByRole("button", { name: "Copy code" })).toBeHidden()
    await expect(page.getByText(messages.noScript.copyCode)).toBeVisible()
  })

  test("unsubscribe: no endless spinner; it says how to unsubscribe", async ({ page }) => {
    await page.goto("/newsletter-unsubscribe?unsubscribeHash=abc")
    await expect(page.getByText(messages.unsubscribe.processing)).toBeHidden()
    await expect(page.getByRole("main").getByText(note(messages.noScript.unsubscribe))).toBeVisible()
    await expect(page.getByRole("main").getByRole("link", { name: site.contactEmail })).toHaveAttribute(
      "href",
      `mailto:${site.contactEmail}`,
    )
  })

  for (const [path, text, field] of [
    ["/feedback", messages.noScript.feedback, "Message"],
    ["/manage-your-license", messages.noScript.licenseReset, "License key"],
  ] as const) {
    test(`${path}: the form says how to reach us instead of taking what would be lost`, async ({ page }) => {
      await page.goto(path)
      const form = page.getByRole("main").getByRole("form")
      await expect(form.getByText(note(text))).toBeVisible()
      await expect(form.getByRole("link", { name: site.contactEmail })).toHaveAttribute("href", `mailto:${site.contactEmail}`)
      await expect(form.getByLabel(field)).toBeHidden()
      await expect(form.getByRole("button")).toHaveCount(0)
    })
  }

  test("no page has a form that could be submitted: each newsletter form says how to join instead", async ({
    page,
    expectedConsoleErrors,
  }) => {
    expectedConsoleErrors.push(NOT_FOUND)
    for (const path of PAGES) {
      await page.goto(path)
      const forms = page.getByRole("form")
      for (const form of await forms.all()) {
        await expect(form, path).toHaveAttribute("method", "post")
        await expect(form.getByRole("textbox"), path).toHaveCount(0)
        await expect(form.getByRole("button"), path).toHaveCount(0)
      }
      const newsletter = page.getByRole("contentinfo").getByRole("form", { name: "Newsletter signup" })
      await expect(newsletter.getByText(note(messages.noScript.newsletter)), path).toBeVisible()
    }
  })

  test.describe("at 390 px", () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test("mobile menu: opens full screen with focus inside, closes on Escape and the close button, links work", async ({ page }) => {
      await page.goto("/blog")
      const { toggle, menu } = mobileMenu(page)
      await expect(menu).toBeHidden()
      await openAndEscape(page)
      await toggle.click()
      await page.getByRole("button", { name: "Close menu" }).click()
      await expect(menu).toBeHidden()
      await toggle.click()
      await menu.getByRole("link", { name: "Pricing" }).click()
      await expect(page).toHaveURL(/\/pricing$/)
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden()
    })
  })
})

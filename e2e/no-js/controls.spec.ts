import { site } from "../../src/config/site"
import { messages } from "../../src/lib/messages"
import { PAGES } from "../support/built-site"
import { NOT_FOUND, expect, open, test } from "../support/test"
import { controls } from "../support/scenarios/controls"
import { PHONE } from "../support/scenarios/phone"
import { playwrightVisitor } from "../support/visitor/playwright"

// This project runs with JavaScript turned off (playwright.config.ts): what a visitor gets whose
// browser blocks it. Every control either works in HTML and CSS, or says what to do instead.

/** A note as a visitor reads it: the contact address in place of "{contact}". */
const note = (text: string) => text.replace("{contact}", site.contactEmail)

test.describe("without JavaScript", () => {
  // The shared scenarios (e2e/support/scenarios/controls.ts), as in WebKit with JavaScript off.
  for (const scenario of controls.filter((each) => each.modes.includes("off"))) {
    test(scenario.name, async ({ page }) => {
      if (scenario.phone) await page.setViewportSize(PHONE)
      await scenario.run(playwrightVisitor(page, "off"))
    })
  }

  test("headline: reduced motion holds the first word", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    await open(page, "/")
    const words = page.getByTestId("rotating-word")
    await expect(words.filter({ visible: true })).toHaveText(["workday"])
    expect(await words.evaluateAll((elements) => elements.flatMap((element) => element.getAnimations()).length)).toBe(0)
  })

  test("no page has a form that could be submitted: each newsletter form says how to join instead", async ({
    page,
    expectedConsoleErrors,
  }) => {
    expectedConsoleErrors.push(NOT_FOUND)
    for (const path of PAGES) {
      await open(page, path)
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
})

import type { Locator, Page } from "@playwright/test"
import { expect } from "./fixtures"

/** The mobile menu's links (docs/spec/SITE-SPEC.md §2). */
const MENU_LINKS = ["Features", "Blog", "Pricing", "Feedback"]

/** The menu's button, the menu and its close button, as a visitor finds them. */
export const mobileMenu = (page: Page) => ({
  toggle: page.getByRole("button", { name: "Open menu" }),
  menu: page.getByRole("dialog", { name: "Menu" }),
  close: page.getByRole("button", { name: "Close menu" }),
})

/**
 * Opens the menu and checks it as a visitor meets it: over the whole window, focus on its close
 * button, every link there (and whatever `whileOpen` checks); then Escape closes it and focus goes back to the button that opened it.
 */
export async function openAndEscape(page: Page, whileOpen?: (menu: Locator) => Promise<void>) {
  const { toggle, menu, close } = mobileMenu(page)
  await toggle.click()
  await expect(menu).toBeVisible()
  expect(await menu.boundingBox()).toEqual({ x: 0, y: 0, ...page.viewportSize() })
  await expect(close).toBeFocused()
  for (const name of MENU_LINKS) await expect(menu.getByRole("link", { name, exact: true })).toBeVisible()
  await whileOpen?.(menu)
  await page.keyboard.press("Escape")
  await expect(menu).toBeHidden()
  await expect(toggle).toBeFocused()
}

/**
 * Opening the image overlay (src/hooks/use-image-zoom.ts, medium-zoom) and waiting until it takes a
 * click, Escape or scroll. medium-zoom ignores those until its opening transition has ended, and
 * says when with its own "medium-zoom:opened" event on the image (it does not bubble: heard while
 * capturing). Waiting for the page's transitions to end instead missed that moment on a busy
 * machine, twice in fresh clones (the overlay stayed open after the click meant to close it).
 */
import { expect, type Page } from "@playwright/test"

/** medium-zoom's overlay, while an image is enlarged. */
export const zoomOverlay = (page: Page) => page.locator(".medium-zoom-overlay")

/** Does `action` (a click, Enter on a focused image), then waits until the overlay is open and takes input. */
export async function openZoom(page: Page, action: () => Promise<void>): Promise<void> {
  await page.evaluate(() => {
    document.documentElement.removeAttribute("data-zoom-opened")
    const heard = () => document.documentElement.setAttribute("data-zoom-opened", "")
    document.addEventListener("medium-zoom:opened", heard, { capture: true, once: true })
  })
  await action()
  await expect(zoomOverlay(page)).toBeVisible()
  await expect(page.locator("html[data-zoom-opened]")).toHaveCount(1)
}

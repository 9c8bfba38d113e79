/** For tests that install Playwright's clock (on a page of their own: ./test.ts, isolatedPage). */
import type { Page } from "@playwright/test"

/**
 * Lets a state change made while the clock is paused reach its effects. Preact (the runtime in
 * the browser) runs effects after the next animation frame, and a paused clock gives frames only
 * when it moves; 20 ms covers one frame.
 */
export const nextFrame = (page: Page) => page.clock.runFor(20)

/** Stops the page clock where it is now (after the page has hydrated); timers then move only with runFor. */
export async function pauseClockNow(page: Page) {
  const now = await page.evaluate(() => Date.now())
  await page.clock.pauseAt(new Date(now + 1000))
}

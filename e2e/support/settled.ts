import type { Page } from "@playwright/test"

/**
 * Waits for the page's CSS transitions to end (the zoom overlay ignores clicks while it animates
 * open; axe reads colours once a colour change has ended).
 */
export const settled = (page: Page) =>
  page.evaluate(async () => {
    // Two frames let a just-triggered transition start; then wait for every running one to end
    // (not for endless animations, such as the headline's rotating word).
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    const ending = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)))
  })

import type { Page } from "@playwright/test"

/**
 * Waits for the page's CSS transitions to end (axe reads colours once a colour change has ended).
 * Not for the image overlay: it says itself when it takes input (./zoom.ts).
 */
export const settled = (page: Page) =>
  page.evaluate(async () => {
    // Two frames let a just-triggered transition start; then wait for every running one to end
    // (not for endless animations, such as the headline's rotating word).
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    const ending = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)))
  })

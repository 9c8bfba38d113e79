/**
 * axe-core in the page under test: put in once per page, then one axe.run per scan. (Playwright's
 * AxeBuilder put the whole library, about 550 KB, into the page twice for every scan, even in its
 * single-page mode: with a light and a dark scan of each page, four times; what that cost is in
 * docs/testing.md#where-the-time-goes.)
 */
import axe, { type AxeResults, type RunOptions } from "axe-core"
import type { Page } from "@playwright/test"

/** Puts axe-core into the page shown; a navigation takes it out again. */
export const injectAxe = (page: Page) => page.evaluate(axe.source)

/** One scan of the page's document (its main frame) with axe-core, already put in by injectAxe. */
export const runAxe = (page: Page, options: RunOptions): Promise<AxeResults> =>
  page.evaluate((runOptions) => (window as unknown as { axe: typeof axe }).axe.run(document, runOptions), options)

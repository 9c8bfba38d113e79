/**
 * The islands of a page (src/islands/island.ts), as the tests find them: an island by name, and
 * waiting until the one a test drives is live (src/islands/loader.ts marks it). There is no
 * page-wide marker: a page is a document, live from its first paint, and each island wakes on its
 * own moment (on load, on sight, on first use: docs/page-life.md).
 */
import type { Page } from "@playwright/test"
import { ISLAND, ISLAND_LIVE } from "../../src/islands/island"

/** The islands named `name`, as a CSS selector. */
export const islandSelector = (name: string) => `${ISLAND.tag}[${ISLAND.name}="${name}"]`

/** The first island named `name` once it is live, as a CSS selector. */
export const liveIslandSelector = (name: string) => `${islandSelector(name)}[${ISLAND.state}="${ISLAND_LIVE}"]`

/** Waits until the first island named `name` on the page is live. */
export const awake = (page: Page, name: string) => page.locator(liveIslandSelector(name)).first().waitFor({ state: "attached" })

/** Whether an island named `name` is live. */
export const isAwake = async (page: Page, name: string) => (await page.locator(liveIslandSelector(name)).count()) > 0

/**
 * Every stage (docs/page-life.md#the-marker-and-the-inline-scripts): the page's one piece of shared
 * state, and the only module that reads or writes it: whether the page shown is still the one the
 * browser loaded ("first load?"), and whether it is live (every part hydrated). Stages 3 to 5 ask
 * the first; tests and the WebDriver visitor wait on the second.
 */

/** On <html> once every part of the page is live; its value is "true". Tests wait on it. */
export const LIVE_ATTRIBUTE = "data-live"

/** The live document, as a CSS selector (Playwright and the WebDriver visitor use it). */
export const LIVE_SELECTOR = `html[${LIVE_ATTRIBUTE}]`

/** On the container of a part hydrated in turns (stage 4) once its turn has run: "true". */
export const PART_LIVE_ATTRIBUTE = "data-part-live"

let firstLoad = true

/**
 * True while the page shown is the one whose HTML the server sent: from the moment the browser
 * loads the bundle until the visitor moves to another page (gatsby-browser.tsx, onPreRouteUpdate).
 * Decided by where the visitor is, never by how far hydration has got: a page reached by
 * client-side navigation has no server HTML of its own, even if the first page's last part has not
 * had its turn yet and the first page's header (same id) is still in the document. False when
 * there is no document (server rendering).
 */
export const isFirstLoad = (): boolean => firstLoad && typeof document !== "undefined"

/** The visitor has moved to another page: from now on every page renders from its components. */
export function endFirstLoad(): void {
  firstLoad = false
}

/**
 * A new document starts as a first load (in the browser, by loading this module). Jest keeps one
 * module for a whole test file, so tests that play a fresh page load call this.
 */
export function startFirstLoad(): void {
  firstLoad = true
}

/** Marks the document live: called once, when the last part's turn has run (./go-live.ts). */
export function markLive(): void {
  document.documentElement.setAttribute(LIVE_ATTRIBUTE, "true")
}

/** Marks one part as hydrated (stage 4), for tests and for anything that needs that part alone. */
export function markPartLive(container: Element): void {
  container.setAttribute(PART_LIVE_ATTRIBUTE, "true")
}

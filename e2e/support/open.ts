/**
 * Opening a page of the site, as every test does. A page is complete HTML from the start, and each
 * island wakes at its own moment (docs/page-life.md): open() waits for the load event and, when the
 * test says which, for the island it drives; tests of the moment before say which moment they want.
 */
import { type Page } from "@playwright/test"
import { awake } from "./islands"
import { isHolding } from "./hold-bundles"

type When =
  /** Once the page has loaded; and, with `island`, once that island is live (it must wake by itself: on load, or on sight). */
  | { island?: string }
  /** As soon as the document is parsed, its islands' bundles held back by holdBundles(page) (./hold-bundles.ts). */
  | { held: true }
  /** At that moment of the navigation. */
  | { waitUntil: "commit" | "domcontentloaded" | "load" }

/** Goes to `path` (or a URL) and returns the response, once the page is as `when` says. */
export async function open(page: Page, path: string, when: When = {}) {
  if ("held" in when) {
    if (!isHolding(page)) throw new Error(`open(page, "${path}", { held: true }) needs holdBundles(page) first`)
    return page.goto(path, { waitUntil: "domcontentloaded" })
  }
  if ("waitUntil" in when) return page.goto(path, { waitUntil: when.waitUntil })
  const response = await page.goto(path)
  if (when.island) await awake(page, when.island)
  return response
}

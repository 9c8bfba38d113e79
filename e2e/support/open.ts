/**
 * Opening a page of the site, as every test does. Interactions are only meaningful once the
 * server-rendered page is live (src/page-life/marker.ts), so by default open() waits for that;
 * tests of the moment before (docs/page-life.md) say which moment they want.
 */
import { test, type Page } from "@playwright/test"
import { LIVE_SELECTOR } from "../../src/page-life/marker"
import { isHolding } from "./hold-bundles"

type When =
  /** Once the page is live: the load event, then the live marker (with JavaScript off, the load event). */
  | Record<string, never>
  /** As soon as the document is parsed, its bundles held back by holdBundles(page) (./hold-bundles.ts). */
  | { held: true }
  /** At that moment of the navigation, without waiting for the page to go live. */
  | { waitUntil: "commit" | "domcontentloaded" | "load" }

/** Goes to `path` (or a URL) and returns the response, once the page is as `when` says. */
export async function open(page: Page, path: string, when: When = {}) {
  if ("held" in when) {
    if (!isHolding(page)) throw new Error(`open(page, "${path}", { held: true }) needs holdBundles(page) first`)
    return page.goto(path, { waitUntil: "domcontentloaded" })
  }
  if ("waitUntil" in when) return page.goto(path, { waitUntil: when.waitUntil })
  const response = await page.goto(path)
  // With JavaScript off (the no-js project) the page stays as the server rendered it.
  if (test.info().project.use.javaScriptEnabled !== false) await page.locator(LIVE_SELECTOR).waitFor({ state: "attached" })
  return response
}

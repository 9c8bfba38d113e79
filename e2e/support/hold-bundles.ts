/**
 * Holds back the site's JavaScript bundles until the test releases them, so the test can act in
 * the window every visitor goes through: the page painted, in plain HTML, its bundles not yet run
 * (src/page-life/bundle-loader.ts requests them after the first paint). The inline scripts in the
 * HTML run as usual. Open the page with open(page, path, { held: true }) (./open.ts): the load
 * event waits for the bundles.
 */
import { test, type Page } from "@playwright/test"
import { LIVE_SELECTOR } from "../../src/page-life/marker"
import { routeForTest, untilTestEnds } from "./until-test-ends"

const holding = new WeakSet<Page>()

/** Whether the test holds `page`'s bundles back. */
export const isHolding = (page: Page) => holding.has(page)

export async function holdBundles(page: Page) {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  const held: string[] = []
  const site = new URL(test.info().project.use.baseURL ?? "").origin
  await routeForTest(
    page,
    (url) => url.origin === site && url.pathname.endsWith(".js"),
    async (route) => {
      held.push(new URL(route.request().url()).pathname)
      await released
      await route.continue()
    },
  )
  holding.add(page)
  untilTestEnds(page, { dispose: async () => void holding.delete(page) })
  return {
    /** The bundles the page has asked for so far (each waits until release). */
    held,
    /** Lets every held and later bundle through; the page then hydrates. */
    release: async () => {
      release()
      await page.locator(LIVE_SELECTOR).waitFor({ state: "attached" })
    },
  }
}

/** True until the bundles have run and the page is hydrated. */
export const isPlainHtml = async (page: Page) => (await page.locator(LIVE_SELECTOR).count()) === 0

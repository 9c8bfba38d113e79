/**
 * Holds back the islands' bundles until the test releases them, so the test can act in the moment
 * every visitor goes through: the page painted, in plain HTML, an island's code asked for but not
 * arrived. The inline scripts in the HTML run as usual. Open the page with open(page, path,
 * { held: true }) (./open.ts).
 */
import { test, type Page } from "@playwright/test"
import { awake } from "./islands"
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
    /** Lets every held and later bundle through; with `island`, waits until that island is live. */
    release: async (island?: string) => {
      release()
      if (island) await awake(page, island)
    },
  }
}

/**
 * What a test adds to a page (an answer to requests, an init script) lasts until the test ends:
 * `test`'s page is shared by the tests of a worker (./test.ts), and the next test must find it as
 * a new page. Tests add them through these helpers, never through page.route or page.addInitScript
 * (eslint.config.mjs refuses those in spec files); ./test.ts removes what they added when the test
 * ends, and e2e/shared-page.spec.ts checks that the next test sees none of it.
 */
import type { Disposable, Page, Request, Route } from "@playwright/test"

/** What a test added, as Playwright's Disposable removes it. */
type Removable = Pick<Disposable, "dispose">

const added = new WeakMap<Page, Removable[]>()

/** Keeps `disposable` to be disposed of when the test that made it ends. */
export function untilTestEnds<Kept extends Removable>(page: Page, disposable: Kept): Kept {
  added.set(page, [...(added.get(page) ?? []), disposable])
  return disposable
}

/** Disposes of what the test added to `page` (./test.ts calls it when the test ends). */
export async function removeWhatTheTestAdded(page: Page): Promise<void> {
  const disposables = added.get(page) ?? []
  added.delete(page)
  for (const each of disposables) await each.dispose()
}

/** page.route for the rest of the test: `handler` answers the requests `url` matches. */
export const routeForTest = async (
  page: Page,
  url: Parameters<Page["route"]>[0],
  handler: (route: Route, request: Request) => Promise<unknown> | unknown,
) => untilTestEnds(page, await page.route(url, handler))

/**
 * page.addInitScript for the rest of the test: `script` runs in every document the page opens,
 * before the page's own, given `arg` (plain JSON).
 */
export const initScriptForTest = async <Arg>(page: Page, script: (arg: Arg) => unknown, arg?: Arg) =>
  untilTestEnds(page, await page.addInitScript(script as Parameters<Page["addInitScript"]>[0], arg))

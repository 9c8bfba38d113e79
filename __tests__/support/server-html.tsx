import { format } from "node:util"
import type { ReactElement } from "react"
import { renderToString } from "react-dom/server"
import { act, render } from "@testing-library/react"
import { FIRST_SIGHT } from "../../src/page-life/first-sight"
import { HELD_SUBMIT } from "../../src/page-life/held-submits"
import { endFirstLoad } from "../../src/page-life/marker"

/**
 * The server's HTML of a component, and its hydration, without the development warnings that only
 * this setup causes; any other warning fails the test.
 * - renderToString under jsdom: `window` exists there, so hooks that use layout effects only in the
 *   browser use them, and React warns that the server cannot run them.
 * - Hydrating HTML that an inline script of src/page-life/ marked before the JavaScript ran:
 *   the marks are meant to be there (Preact, which hydrates in the browser, says nothing of them).
 */
const SERVER_RENDER = /useLayoutEffect does nothing on the server/
const MARKED_BEFORE_HYDRATION = new RegExp(
  `Extra attributes from the server: (${[HELD_SUBMIT.held, HELD_SUBMIT.failed, HELD_SUBMIT.cannotSend, FIRST_SIGHT.seenAt].join("|")})$`,
  "m",
)

function saying<T>(expected: RegExp, run: () => T): T {
  const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined)
  const judge = () => {
    const said = consoleError.mock.calls.map((call) => format(...call))
    consoleError.mockRestore()
    expect(said.filter((message) => !expected.test(message))).toEqual([])
  }
  let result: T
  try {
    result = run()
  } catch (error) {
    consoleError.mockRestore()
    throw error
  }
  // act() answers with a thenable, not a Promise.
  if (typeof (result as { then?: unknown } | undefined)?.then === "function") return Promise.resolve(result).finally(judge) as T
  judge()
  return result
}

/** What the server sends for `ui`. */
export const serverHtml = (ui: ReactElement) => saying(SERVER_RENDER, () => renderToString(ui))

/** Hydrates `container`, which holds the server's HTML of `ui` (perhaps marked by an inline script). */
export const hydrate = (ui: ReactElement, container: HTMLElement) =>
  saying(MARKED_BEFORE_HYDRATION, () => render(ui, { container, hydrate: true }))

/**
 * Lets the parts of a hydrated page that take their turns later (src/page-life/hydration-queue.ts)
 * hydrate, with the same warnings allowed as hydrate().
 */
export const partsTakeTheirTurns = () =>
  saying(MARKED_BEFORE_HYDRATION, () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20))))

/**
 * Renders `next` as a page reached by client-side navigation: the document still holds the HTML the
 * server sent for `sent` (the first page), but the page shown is no longer that one.
 */
export function renderAfterNavigation(sent: ReactElement, next: ReactElement) {
  document.body.innerHTML = serverHtml(sent)
  endFirstLoad()
  return render(next)
}

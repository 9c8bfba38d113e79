import { format } from "node:util"
import type { ReactElement } from "react"
import { renderToString } from "react-dom/server"
import { render } from "@testing-library/react"
import { HELD_SUBMIT } from "../../src/head-scripts/held-submits"
import { ISLAND } from "../../src/islands/island"

/**
 * The server's HTML of a component, and its hydration, without the development warnings that only
 * this setup causes; any other warning fails the test.
 * - renderToString under jsdom: `window` exists there, so hooks that use layout effects only in the
 *   browser use them, and React warns that the server cannot run them.
 * - Hydrating HTML that an inline script marked before the island woke (src/head-scripts/held-submits.ts,
 *   src/islands/loader.ts): the marks are meant to be there (Preact, which hydrates in the browser,
 *   says nothing of them).
 */
const SERVER_RENDER = /useLayoutEffect does nothing on the server/
const MARKED_BEFORE_HYDRATION = new RegExp(
  `Extra attributes from the server: (${[HELD_SUBMIT.held, HELD_SUBMIT.failed, HELD_SUBMIT.cannotSend, HELD_SUBMIT.idleLabel, HELD_SUBMIT.wasDisabled, ISLAND.seenAt, ISLAND.state].join("|")})$`,
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

/**
 * Typing while a form's island wakes, in the runtime its bundle ships (src/islands/wake.ts, as
 * ./runtime-contract.test.tsx loads it; today Preact's). Preact runs plain effects after the next
 * paint, and its hydration empties a textarea until the component's state has caught up: what the
 * visitor typed before, and the keys pressed meanwhile, must all stay (docs/upgrade-surface.md). A
 * fresh clone's WebKit run once lost the second "c" of "licence" so.
 */
jest.mock("react", () => jest.requireActual(jest.requireActual("../support/in-browser").inBrowser("react")))
jest.mock("react/jsx-runtime", () => jest.requireActual(jest.requireActual("../support/in-browser").inBrowser("react/jsx-runtime")))

import React from "react"
import { wake } from "../../src/islands/wake"
import { defineIsland } from "../../src/islands/island"
import { useFieldState } from "../../src/hooks/use-field-state"
import { inBrowser } from "../support/in-browser"

const runtime = `${inBrowser("react")} (react in the islands' bundles) with preact's hydrate`

function Field() {
  const [value, setValue] = useFieldState("query")
  return <input id="query" aria-label="Search" value={value} onChange={(event) => setValue(event.currentTarget.value)} />
}

function Message() {
  const [value, setValue] = useFieldState("message")
  return <textarea id="message" aria-label="Message" value={value} onChange={(event) => setValue(event.currentTarget.value)} />
}

/**
 * A key pressed in the field as a browser does, in a task of its own (after the tasks queued so far,
 * before the runtime's after-paint effects): the value changes, then an input event.
 */
async function press(field: HTMLInputElement | HTMLTextAreaElement, key: string) {
  await new Promise((resolve) => setTimeout(resolve, 0))
  field.value += key
  field.dispatchEvent(new Event("input", { bubbles: true }))
}

/** Long enough for after-paint effects (a frame, or Preact's 100 ms fallback) and the renders they cause. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 250))

function expectValue(field: HTMLInputElement | HTMLTextAreaElement, expected: string, when: string) {
  if (field.value !== expected)
    throw new Error(
      `${runtime}: the field holds "${field.value}", not "${expected}", ${when}. useFieldState must apply what was typed ` +
        `before hydration in the same task as hydration (a layout effect), never later over newer keys; see docs/upgrade-surface.md.`,
    )
}

describe(`typing while a form hydrates, in ${runtime}`, () => {
  let container: HTMLElement
  beforeEach(() => {
    container = document.createElement("site-island")
    document.body.append(container)
  })
  afterEach(() => container.remove())

  /** The server's field, typed into before its island woke, then hydrated by its component. */
  function typedThenHydrated(html: string, typed: string, Component: () => React.ReactElement) {
    container.innerHTML = html
    const field = container.firstElementChild as HTMLInputElement & HTMLTextAreaElement
    field.value = typed
    wake(defineIsland("test", Component, "on-use") as never, container, {})
    return field
  }
  const searchBox = () => typedThenHydrated('<input id="query" aria-label="Search" value="">', "licen", Field)

  it("keeps what was typed before hydration, a key pressed before the next paint, and one after it", async () => {
    const field = searchBox()
    await press(field, "c")
    await settle()
    expectValue(field, "licenc", "after a key pressed between hydration and the first paint that followed it")
    await press(field, "e")
    await settle()
    expectValue(field, "licence", "after one more key")
  })

  it("leaves a field the visitor emptied before the next paint empty", async () => {
    const field = searchBox()
    await new Promise((resolve) => setTimeout(resolve, 0))
    field.value = ""
    field.dispatchEvent(new Event("input", { bubbles: true }))
    await settle()
    expectValue(field, "", "after the visitor emptied it")
  })

  it("keeps a message typed before hydration, though hydration empties a textarea, and the keys after it", async () => {
    const message = typedThenHydrated('<textarea id="message" aria-label="Message"></textarea>', "Typed on a slow", Message)
    for (const key of " connection") await press(message, key)
    await settle()
    expectValue(message, "Typed on a slow connection", "after hydration and eleven keys")
  })
})

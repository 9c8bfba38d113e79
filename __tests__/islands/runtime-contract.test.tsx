/**
 * What waking an island relies on in the runtime its bundle ships (src/islands/wake.ts: Preact's
 * hydrate, and React's packages resolved as src/islands/preact-runtime.ts resolves them). Moving
 * the islands to another runtime (React 19, say) changes what these load, and each check fails with
 * a message that names what broke (docs/upgrade-surface.md).
 */
jest.mock("react", () => jest.requireActual(jest.requireActual("../support/in-browser").inBrowser("react")))
jest.mock("react/jsx-runtime", () => jest.requireActual(jest.requireActual("../support/in-browser").inBrowser("react/jsx-runtime")))

import React, { useLayoutEffect, useState } from "react"
import { wake } from "../../src/islands/wake"
import { defineIsland } from "../../src/islands/island"
import { inBrowser } from "../support/in-browser"

const runtime = `${inBrowser("react")} (react in the islands' bundles) with preact's hydrate`

/** An island's element holding the server's HTML of <Counter label="Clicks" />, as React's server render writes it. */
function serverIsland() {
  const island = document.createElement("site-island")
  island.innerHTML = `<section><h2>Clicks</h2><button type="button">0</button></section>`
  document.body.replaceChildren(island)
  return { island, sent: Array.from(island.querySelectorAll("*")) }
}

const laidOut: string[] = []

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0)
  useLayoutEffect(() => void laidOut.push(label), [label])
  return (
    <section>
      <h2>{label}</h2>
      <button type="button" onClick={() => setCount(count + 1)}>
        {count}
      </button>
    </section>
  )
}

function Broken(): React.ReactElement {
  throw new Error("a component that fails as it renders")
}

describe(`waking an island in ${runtime}`, () => {
  afterEach(() => {
    laidOut.length = 0
    document.body.replaceChildren()
  })

  it("hydrates the server's HTML in place: the same elements, their handlers and layout effects in place when wake() returns", () => {
    const { island, sent } = serverIsland()
    wake(defineIsland("test", Counter, "on-use") as never, island, { label: "Clicks" })
    const kept = sent.filter((element) => element.isConnected).length
    if (kept !== sent.length) {
      throw new Error(
        `${runtime} replaced ${sent.length - kept} of the ${sent.length} elements the server sent: what a visitor had typed, ` +
          "focused or scrolled in an island would be lost as it wakes (docs/upgrade-surface.md).",
      )
    }
    if (laidOut.length !== 1) {
      throw new Error(
        `${runtime} had not run the island's layout effects when hydrate returned: a form's island takes a held submit over ` +
          "in one (src/hooks/use-held-submit.ts), and the loader marks the island live right after (docs/upgrade-surface.md).",
      )
    }
    island.querySelector("button")!.dispatchEvent(new MouseEvent("click", { bubbles: true }))
    return new Promise<void>((resolve) => setTimeout(resolve, 20)).then(() => expect(island.querySelector("button")).toHaveTextContent("1"))
  })

  it("throws from wake() when a component fails as it hydrates, for the loader to put the server's HTML back", () => {
    const { island } = serverIsland()
    const quiet = jest.spyOn(console, "error").mockImplementation(() => undefined)
    try {
      expect(() => wake(defineIsland("test", Broken, "on-use") as never, island, {})).toThrow(/fails as it renders/)
    } finally {
      quiet.mockRestore()
    }
  })
})

/**
 * A part whose component throws while it hydrates, in the runtime the browser build ships (found as
 * __tests__/page-life/runtime-contract.test.ts finds it): the runtime removes the server's nodes from
 * the point of the error, and recordChildLists().undo() (src/page-life/undo-mutations.ts) puts the
 * very same nodes back, what was typed in them included, as src/page-life/hydrate-later.tsx does.
 */
import { recordChildLists } from "../../src/page-life/undo-mutations"
import { browserBuildConfig } from "../support/browser-webpack"

const aliases = browserBuildConfig().resolve?.alias ?? {}
const inBrowser = (name: string) => aliases[`${name}$`] ?? name

type Runtime = {
  createElement: (type: unknown, props: object | null, ...children: unknown[]) => unknown
  Component: new (props: object) => { props: { children?: unknown }; state: object }
  hydrateRoot: (container: Element, element: unknown) => { unmount: () => void }
}
const { createElement: h, Component } = require(inBrowser("react")) as Runtime
const { hydrateRoot } = require(inBrowser("react-dom/client")) as Runtime

const SERVER_HTML =
  '<footer><p>Before</p><form aria-label="Newsletter signup"><input id="email" name="email"><button>Join</button></form><p>After</p></footer>'

class Boundary extends Component {
  state = { failed: false }
  static getDerivedStateFromError = () => ({ failed: true })
  componentDidCatch() {}
  render() {
    return (this.state as { failed: boolean }).failed ? null : this.props.children
  }
}

function Form(): never {
  throw new Error("the form fails to hydrate")
}

describe("recordChildLists", () => {
  afterEach(() => document.body.replaceChildren())

  it("puts back the server's nodes that the runtime removed when a component threw while hydrating", () => {
    const container = document.createElement("div")
    container.innerHTML = SERVER_HTML
    document.body.append(container)
    const sent = Array.from(container.querySelectorAll("*"))
    const field = container.querySelector("input")!
    field.value = "typed before the part's turn"

    const changes = recordChildLists(container)
    const root = hydrateRoot(container, h(Boundary, null, h("footer", null, h("p", null, "Before"), h(Form, null), h("p", null, "After"))))
    // Why the undo is needed: the form went with the error (if the runtime ever keeps it, the undo is harmless).
    expect(container.querySelector("form")).toBeNull()
    root.unmount()
    changes.undo()

    expect(container.innerHTML).toBe(SERVER_HTML)
    expect(Array.from(container.querySelectorAll("*"))).toEqual(sent)
    expect(sent.every((element) => element.isConnected)).toBe(true)
    expect(container.querySelector("input")).toBe(field)
    expect(field.value).toBe("typed before the part's turn")
  })

  it("records nothing once stopped", () => {
    const container = document.createElement("div")
    container.innerHTML = "<p>Sent</p>"
    const changes = recordChildLists(container)
    changes.stop()
    container.append(document.createElement("span"))
    changes.undo()
    expect(container.innerHTML).toBe("<p>Sent</p><span></span>")
  })
})

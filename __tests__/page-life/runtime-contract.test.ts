/**
 * What the page's life relies on in the runtime the browser build ships (docs/upgrade-surface.md).
 * The runtime is found the way the browser build finds it: through the aliases that
 * src/gatsby-node/webpack.ts gives webpack's build-javascript stage (today Preact's compat layer
 * for React). Moving the browser to another runtime (React 19, say) changes what these load, and
 * each check fails with a message that names what broke.
 */
import { AS_SENT } from "../../src/page-life/kept-as-sent"
import { browserBuildConfig } from "../support/browser-webpack"

const aliases = browserBuildConfig().resolve?.alias ?? {}
/** A module as the browser build resolves it. */
const inBrowser = (name: string) => aliases[`${name}$`] ?? name
const runtime = `${inBrowser("react-dom/client")} (react-dom/client in the browser build)`

type Runtime = {
  createElement: (type: string, props: object | null, ...children: unknown[]) => unknown
  hydrateRoot: (container: Element, element: unknown) => { render: (element: unknown) => void; unmount: () => void }
}
const { createElement: h } = require(inBrowser("react")) as Runtime
const { hydrateRoot } = require(inBrowser("react-dom/client")) as Runtime

/** Server HTML with a section that the page keeps as sent (StaticHtml, HydrateLater). */
function serverPage() {
  const container = document.createElement("div")
  container.innerHTML = `<main><h1>Page</h1><div id="kept"><section><h2>Sent by the server</h2><p>Never hydrated</p></section></div></main>`
  document.body.replaceChildren(container)
  return { container, sent: Array.from(container.querySelectorAll("#kept *")) }
}

const page = () =>
  h("main", null, h("h1", null, "Page"), h("div", { id: "kept", dangerouslySetInnerHTML: AS_SENT, suppressHydrationWarning: true }))

const afterTasks = () => new Promise((resolve) => setTimeout(resolve, 20))

function expectKept(container: HTMLElement, sent: Element[], when: string) {
  const kept = sent.filter((element) => element.isConnected).length
  if (kept !== sent.length || !container.querySelector("#kept h2")) {
    throw new Error(
      `${runtime} did not keep the server's HTML of an element hydrated with an empty dangerouslySetInnerHTML (AS_SENT) ${when}: ` +
        `${kept} of ${sent.length} elements left. Every section the page keeps as sent (StaticHtml) and every part hydrated later ` +
        `(HydrateLater) would be blank until rendered again. React 19 does this; see docs/upgrade-surface.md.`,
    )
  }
}

describe(`the browser's runtime: ${runtime}`, () => {
  afterEach(() => document.body.replaceChildren())

  it("keeps an element's server HTML when it hydrates it with AS_SENT, and when it renders it again", async () => {
    const { container, sent } = serverPage()
    const root = hydrateRoot(container, page())
    await afterTasks()
    expectKept(container, sent, "at hydration")
    root.render(page())
    await afterTasks()
    expectKept(container, sent, "on a later render")
    root.unmount()
  })

  it("hydrates within the hydrateRoot call (HydrateLater marks a part live right after it)", () => {
    const { container } = serverPage()
    const clicks: string[] = []
    const live = () =>
      h(
        "main",
        null,
        h("h1", { onClick: () => clicks.push("clicked") }, "Page"),
        h("div", { id: "kept", dangerouslySetInnerHTML: AS_SENT }),
      )
    const root = hydrateRoot(container, live())
    container.querySelector("h1")!.dispatchEvent(new MouseEvent("click", { bubbles: true }))
    if (clicks.length !== 1) {
      throw new Error(
        `${runtime} did not answer a click on hydrated HTML right after hydrateRoot returned: src/page-life/hydrate-later.tsx ` +
          `marks a part live (and the page, after the last part) right after the call, so a visitor or a test acting on the ` +
          `marker would find the part dead. Mark parts live from an effect of the part instead; see docs/upgrade-surface.md.`,
      )
    }
    root.unmount()
  })
})

/**
 * What every page's <head> carries before Gatsby writes it (gatsby-ssr.tsx): the inline scripts of
 * stage 1 (src/head-scripts/), and none of gatsby-plugin-image's own inline style and script,
 * which the site never needs. That plugin's head components are found by their React keys, an
 * internal of the plugin (docs/upgrade-surface.md): this asks the installed plugin for them.
 */
import type { ReactElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { onPreRenderHTML, onRenderBody } from "../gatsby-ssr"

type Args = Record<string, unknown>

/** The head components gatsby-ssr.tsx and gatsby-plugin-image add, as Gatsby collects them. */
function headComponents(): ReactElement[] {
  const head: ReactElement[] = []
  const collect = { setHeadComponents: (components: ReactElement[]) => head.push(...components), setHtmlAttributes: () => undefined }
  require("gatsby-plugin-image/gatsby-ssr").onRenderBody(collect)
  onRenderBody!(collect as unknown as Args as never, {} as never)
  return head
}

function afterPreRender(): string {
  let kept: ReactElement[] = []
  const components = headComponents()
  onPreRenderHTML!(
    { getHeadComponents: () => components, replaceHeadComponents: (next: ReactElement[]) => (kept = next) } as never,
    {} as never,
  )
  return kept.map((component) => renderToStaticMarkup(component)).join("\n")
}

describe("every page's <head>", () => {
  it("carries the scripts every page runs from the start: held submits, section arrival, the search shortcut, and the Speculation Rules", () => {
    const head = afterPreRender()
    expect(head).toContain('<script id="held-submits">')
    expect(head).toContain('<script id="section-arrival">')
    expect(head).toContain('<script id="search-shortcut">')
    expect(head).toContain('<script type="speculationrules">')
  })

  it("carries none of gatsby-plugin-image's inline code (found by its keys: if this fails, the plugin renamed them)", () => {
    expect(
      headComponents()
        .map((component) => renderToStaticMarkup(component))
        .join(),
    ).toContain("gatsby-image-wrapper")
    expect(afterPreRender()).not.toContain("gatsby-image")
  })
})

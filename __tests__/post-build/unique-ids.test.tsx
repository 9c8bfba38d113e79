import React from "react"
import { Layout } from "../../src/components/layout/layout"
import { rehypeHeadingIds } from "../../src/gatsby-node/rehype-heading-ids"
import { slugify } from "../../src/lib/slugify"
import { checkUniqueIds, sharedIds } from "../../src/post-build/unique-ids"
import { serverHtml } from "../support/server-html"

// Content cannot take an id the page's own parts use (issue 40): the post-build finds any id on two
// elements of a finished page (src/post-build/unique-ids.ts). Here, an article's headings, given their
// ids as the build gives them, on a page with the site's real header and footer.

type Node = { type: string; tagName?: string; properties?: Record<string, unknown>; children?: Node[]; value?: string }

/** An article body of h2 headings, with the ids the build's rehype plugin gives them, as HTML. */
function articleHtml(headings: string[]): string {
  const tree: Node = {
    type: "root",
    children: headings.map((text) => ({ type: "element", tagName: "h2", properties: {}, children: [{ type: "text", value: text }] })),
  }
  rehypeHeadingIds()(tree)
  return tree.children!.map((node) => `<h2 id="${String(node.properties!.id)}">${node.children![0].value}</h2>`).join("")
}

const page = (body: string) =>
  serverHtml(
    <Layout>
      <article dangerouslySetInnerHTML={{ __html: body }} />
    </Layout>,
  )

describe("ids on a finished page", () => {
  it("stop the build when a heading called 'Footer newsletter email' takes the footer's email field's id", () => {
    expect(() => checkUniqueIds(page(articleHtml(["Why breaks matter", "Footer newsletter email"])))).toThrow(
      /^the id "footer-newsletter-email" is on 2 elements \(<h2>, <input>\), and an id names one/,
    )
  })

  it("stop the build on a heading that takes any id the header and footer render, read from what they render", () => {
    // Every id a heading's words can give (the logo's, from useId, has capitals no heading id has).
    const own = [...page("").matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]).filter((id) => slugify(id) === id)
    expect(own.length).toBeGreaterThan(10)
    for (const id of own) {
      expect(() => checkUniqueIds(page(articleHtml([id.replace(/-/g, " ")])))).toThrow(`the id "${id}" is on 2 elements`)
    }
  })

  it("leave a page alone whose headings take none, a heading repeated in an article included", () => {
    expect(() => checkUniqueIds(page(articleHtml(["Meeting detection", "Meeting detection", "Working hours"])))).not.toThrow()
  })

  it("are read from elements only: not from comments, a script's text or another attribute", () => {
    const html =
      '<!-- slice-start id="_gatsby-scripts-1" --><div id="a" data-id="b"></div><script>x = \'<p id="a">\'</script>' +
      '<label for="a"></label><!-- slice-end id="_gatsby-scripts-1" --><p id="b"></p>'
    expect(sharedIds(html)).toEqual(new Map())
    expect(sharedIds(`${html}<h2 id="a"></h2>`)).toEqual(new Map([["a", ["div", "h2"]]]))
  })
})

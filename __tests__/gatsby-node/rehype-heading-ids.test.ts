import { headingsOf, rehypeHeadingIds } from "../../src/gatsby-node/rehype-heading-ids"

type Node = { type: string; tagName?: string; properties?: Record<string, unknown>; value?: string; children?: Node[] }
const heading = (tagName: string, text: string, properties: Record<string, unknown> = {}): Node => ({
  type: "element",
  tagName,
  properties,
  children: [{ type: "text", value: text }],
})

describe("heading ids for an article's contents", () => {
  it("gives every h2 and h3 an id from its text, unique in the article, keeping any an editor set", () => {
    const tree: Node = {
      type: "root",
      children: [
        heading("h2", "Meeting detection"),
        heading("h3", "If it gets a call wrong: 3 fixes!"),
        heading("h2", "Meeting detection"),
        heading("h2", "Already named", { id: "kept" }),
        heading("h4", "Not in the contents"),
        heading("h2", "20-20-20 Regel für Augen"),
      ],
    }
    rehypeHeadingIds()(tree)
    expect(tree.children!.map((node) => node.properties?.id)).toEqual([
      "meeting-detection",
      "if-it-gets-a-call-wrong-3-fixes",
      "meeting-detection-1",
      "kept",
      undefined,
      "20-20-20-regel-fur-augen",
    ])
  })

  it("reads the headings back from the rendered HTML, as readers see their text", () => {
    const html =
      '<p>Intro</p><h2 id="why">Why it&#x27;s <em>worth</em> it</h2><p>x</p><h3 id="how">How &amp; when</h3><h4 id="no">Skipped</h4>'
    expect(headingsOf(html)).toEqual([
      { id: "why", text: "Why it's worth it", depth: 2 },
      { id: "how", text: "How & when", depth: 3 },
    ])
  })
})

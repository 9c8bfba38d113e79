/**
 * The structured data every page carries in <head>: a data block no text can close. A post title,
 * an excerpt or an FAQ question ends up inside <script type="application/ld+json">, which an HTML
 * parser ends at the first "</script"; react-helmet writes the block's text as it is given.
 */
import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { Helmet } from "react-helmet"
import { parse, type DefaultTreeAdapterMap } from "parse5"
import { Seo } from "../../../src/components/seo/seo"
import { toJsonLd } from "../../../src/lib/structured-data"

const HOSTILE = "Breaks </script><script>document.documentElement.dataset.x='1'</script> & more \u2028<!--"

type Element = DefaultTreeAdapterMap["element"]
type Node = DefaultTreeAdapterMap["node"]

/** The <script> elements of the <head> react-helmet writes for a page at build time, parsed as a browser parses a document (parse5). */
function headScripts(element: React.ReactElement) {
  renderToStaticMarkup(element)
  const doc = parse(`<!DOCTYPE html><html><head>${Helmet.renderStatic().script.toString()}</head><body></body></html>`)
  const scripts: Element[] = []
  const visit = (node: Node) => {
    if ("tagName" in node && node.tagName === "script") scripts.push(node)
    if ("childNodes" in node) node.childNodes.forEach(visit)
  }
  visit(doc)
  return scripts.map((script) => ({
    type: script.attrs.find((attribute) => attribute.name === "type")?.value,
    text: script.childNodes.map((child) => ("value" in child ? child.value : "")).join(""),
  }))
}

// What the build does (gatsby-plugin-react-helmet): render the page, then take the head tags as HTML.
beforeAll(() => {
  Helmet.canUseDOM = false
})

describe("the page's structured data (JSON-LD)", () => {
  it("stays one data block, whatever its text holds, and reads back as the data it was given", () => {
    const data = { "@context": "https://schema.org", "@type": "TechArticle", headline: HOSTILE, description: "a > b" }
    const scripts = headScripts(<Seo title="Hostile" path="/help/hostile" jsonLd={toJsonLd(data)} />)
    expect(scripts).toHaveLength(1)
    expect(scripts[0].type).toBe("application/ld+json")
    expect(scripts[0].text).not.toMatch(/[<>&\u2028\u2029]/)
    expect(JSON.parse(scripts[0].text)).toEqual(data)
  })
})

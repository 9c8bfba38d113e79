/**
 * The inline code a built page's policy allows, as CSP hashes, read from the page's final HTML as a
 * browser parses it (parse5 follows the HTML standard's parser, which browsers implement):
 *
 * - scripts: only those the site wrote (./known-scripts.ts), by the hash of their exact text. Any
 *   other inline script stops the build, naming the page and its first characters: a policy that
 *   listed whatever it found would allow whatever reached the page. Data blocks
 *   (<script type="application/ld+json">) never run and need no hash; each must be JSON that
 *   nothing closed early (src/lib/structured-data.ts writes them).
 * - styles and style attributes: every one, as before (Gatsby inlines the stylesheet, and
 *   gatsby-plugin-image and components write style attributes); a style cannot run code.
 *
 * The same walk stops the build on markup no page may carry (./page-safety.ts), also inside
 * <noscript>, which a browser reads as markup when JavaScript is off.
 */
import { createHash } from "crypto"
import { parse, serializeOuter, type DefaultTreeAdapterMap } from "parse5"
import { elementProblem } from "./page-safety"

export type InlineSources = {
  /** Inline scripts the site wrote (data blocks excluded). */
  scripts: string[]
  /** <style> elements. */
  styles: string[]
  /** style="..." attributes, allowed with 'unsafe-hashes' (CSP Level 3). */
  styleAttributes: string[]
}

type Node = DefaultTreeAdapterMap["node"]
type Element = DefaultTreeAdapterMap["element"]

export const cspHash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`

const HTML = "http://www.w3.org/1999/xhtml"
const SVG = "http://www.w3.org/2000/svg"

/**
 * What a script's type attribute makes it: code the policy's script-src governs ("javascript": a
 * script that runs, or a Speculation Rules set, which a policy allows by its hash like a script), a
 * JSON-LD data block, or anything else. Also how scripts/check-live.mjs tells a deployed page's code
 * from its data blocks.
 */
export function scriptTypeKind(typeAttribute: string | undefined): "javascript" | "json-ld" | "other" {
  const type = typeAttribute?.trim().toLowerCase() ?? ""
  if (type === "" || type === "text/javascript" || type === "module" || type === "speculationrules") return "javascript"
  return type === "application/ld+json" ? "json-ld" : "other"
}

const scriptKind = (element: Element) => scriptTypeKind(element.attrs.find((attribute) => attribute.name === "type")?.value)

const textOf = (element: Element) =>
  (element.nodeName === "template" ? [] : element.childNodes)
    .map((child) => (child.nodeName === "#text" ? (child as { value: string }).value : ""))
    .join("")

/** The first characters of an element as it stands in the page, for a message. */
const snippet = (element: Element) => {
  const html = serializeOuter(element).replace(/\s+/g, " ")
  return JSON.stringify(html.length > 120 ? `${html.slice(0, 120)}...` : html)
}

const childrenOf = (node: Node): Node[] => [
  ...("childNodes" in node ? node.childNodes : []),
  ...(node.nodeName === "template" ? (node as DefaultTreeAdapterMap["template"]).content.childNodes : []),
]

/** Every element of a document, in document order. */
function* elements(node: Node): Generator<Element> {
  if ("tagName" in node) yield node
  for (const child of childrenOf(node)) yield* elements(child)
}

/**
 * The hashes a page's policy lists for its inline code. Throws, naming what was found, on an
 * inline script that is not one of `known` (text -> what it is), on a data block that is not
 * JSON, and on anything ./page-safety.ts refuses.
 */
export function inlineSources(html: string, pagePath: string, known: ReadonlyMap<string, string>): InlineSources {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  const styleAttributes = new Set<string>()
  const fail = (what: string, element: Element): never => {
    throw new Error(`${what}, which no page may carry: ${snippet(element)}`)
  }
  // As a browser with JavaScript on reads it: <noscript> is text.
  for (const element of elements(parse(html))) {
    const foreign = element.namespaceURI !== HTML
    const problem = elementProblem(element.tagName, element.attrs, pagePath, foreign)
    if (problem) fail(problem, element)
    const style = element.attrs.find((attribute) => attribute.name === "style")
    if (style) styleAttributes.add(cspHash(style.value))
    if (element.tagName === "style" && (element.namespaceURI === HTML || element.namespaceURI === SVG)) styles.add(cspHash(textOf(element)))
    if (element.tagName !== "script") continue
    if (element.attrs.some((attribute) => attribute.name === "src"))
      fail("a script from an address (the island loader imports the islands' bundles)", element)
    const kind = scriptKind(element)
    const text = textOf(element)
    if (kind === "other") fail("a script of an unknown type", element)
    if (kind === "json-ld") {
      let json = true
      try {
        JSON.parse(text)
      } catch {
        json = false
      }
      if (!json || text.includes("<"))
        fail("a JSON-LD data block that is not JSON written by jsonLdText (src/lib/structured-data.ts)", element)
      continue
    }
    if (!known.has(text)) fail("an inline script the site did not write (src/post-build/known-scripts.ts lists those it did)", element)
    scripts.add(cspHash(text))
  }
  // As a browser with JavaScript off reads it: what <noscript> holds is markup, shown, and followed.
  if (/<noscript/i.test(html)) {
    for (const element of elements(parse(html, { scriptingEnabled: false }))) {
      const problem = elementProblem(element.tagName, element.attrs, pagePath, element.namespaceURI !== HTML)
      if (problem) fail(`${problem} (read with JavaScript off)`, element)
    }
  }
  return { scripts: [...scripts], styles: [...styles], styleAttributes: [...styleAttributes] }
}

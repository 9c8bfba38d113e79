/**
 * The inline code a built page carries, as CSP hashes: what its Content-Security-Policy must
 * allow by hash instead of 'unsafe-inline'. Read from the final HTML, so whatever Gatsby,
 * react-helmet or a component put inline is covered, and a rebuild re-reads it.
 */
import { createHash } from "crypto"
import { Parser } from "htmlparser2"

export type InlineSources = {
  /** <script> elements without src (JSON-LD included: harmless, and checkers expect it). */
  scripts: string[]
  /** <style> elements. */
  styles: string[]
  /** style="..." attributes, allowed with 'unsafe-hashes' (CSP Level 3). */
  styleAttributes: string[]
}

export const cspHash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`

export function inlineSources(html: string): InlineSources {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  const styleAttributes = new Set<string>()
  let collecting: "script" | "style" | null = null
  let text = ""
  // With scripting on, a browser reads <noscript> as plain text: nothing inside it runs or styles.
  let noscriptDepth = 0
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "noscript") noscriptDepth++
        if (noscriptDepth > 0) return
        if (attributes.style !== undefined) styleAttributes.add(cspHash(attributes.style))
        if ((name === "script" && attributes.src === undefined) || name === "style") {
          collecting = name
          text = ""
        }
      },
      ontext(chunk) {
        if (collecting) text += chunk
      },
      onclosetag(name) {
        if (name === "noscript") noscriptDepth--
        if (collecting && name === collecting) {
          ;(collecting === "script" ? scripts : styles).add(cspHash(text))
          collecting = null
        }
      },
    },
    // Script and style contents are raw text (never entity-decoded); attribute values are decoded,
    // as a browser does before it hashes them.
    { decodeEntities: true },
  )
  parser.write(html)
  parser.end()
  return { scripts: [...scripts], styles: [...styles], styleAttributes: [...styleAttributes] }
}

/**
 * `<Fact name="..." />` and `<ContactEmail />` in text that is not MDX (a data file's field, a
 * frontmatter field), filled at build time from src/config/app-facts.ts: the same tags an article's
 * body renders with its editor components (src/components/mdx/fact.tsx), so an editor writes a fact
 * the same way everywhere. The attribute may be quoted either way: frontmatter in double quotes
 * needs `name='...'`.
 */
import { appFacts, FACT_NAMES } from "../config/app-facts"
import { site } from "../config/site"

const FACT = /<Fact\s+name=(["'])([^"']*)\1\s*\/>/g
const CONTACT = /<ContactEmail\s*\/>/g

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

/** The fact names a text asks for that do not exist. */
export const unknownFacts = (text: string): string[] =>
  [...text.matchAll(FACT)].map((match) => match[2]).filter((name) => !FACT_NAMES.includes(name))

/** How an unknown fact is reported: the name and the ones there are. */
export const unknownFactMessage = (name: string) => `unknown fact <Fact name="${name}" /> (allowed: ${FACT_NAMES.join(", ")})`

/**
 * The text with its facts filled in: as plain text, or as HTML (the contact address a mailto link,
 * fact texts escaped). An unknown name throws: the content checks (src/gatsby-node/content-nodes.ts)
 * report it with its file and line before anything is filled.
 */
export function fillFacts(text: string, format: "text" | "html"): string {
  const filled = text.replace(FACT, (_tag, _quote, name: string) => {
    const fact = appFacts[name]
    if (!fact) throw new Error(unknownFactMessage(name))
    return format === "html" ? escapeHtml(fact.text) : fact.text
  })
  const address = format === "html" ? `<a href="mailto:${site.contactEmail}">${escapeHtml(site.contactEmail)}</a>` : site.contactEmail
  return filled.replace(CONTACT, address)
}

/**
 * The text as a page will read it, its facts filled in as plain text (an unknown one, which stops the
 * build on its own, left out): what a plain-text field's markup check reads (src/schema/fields.ts),
 * since the tags never reach a page as written, and a "<" before one is a tag once it is filled.
 */
export const filledText = (text: string) =>
  fillFacts(
    text.replace(FACT, (tag, _quote, name: string) => (appFacts[name] ? tag : "")),
    "text",
  )

/** A value with the facts of its texts filled in as plain text: a text, a list of texts, anything else as it is. */
export const fillFactsIn = (value: unknown): unknown =>
  typeof value === "string" ? fillFacts(value, "text") : Array.isArray(value) ? value.map(fillFactsIn) : value

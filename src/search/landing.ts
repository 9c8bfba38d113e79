/**
 * Where opening a search result lands: on the words searched, not at the top of the page, with the
 * section they are in named in the address (its heading's id: Pagefind's sub-results), so that the
 * address says where the visitor is and a keyboard's next Tab continues from that section
 * (src/head-scripts/section-arrival.ts focuses it). Where the browser supports text fragments
 * (document.fragmentDirective), a result's link also carries one (#id:~:text=...) for the first
 * word marked in its excerpt: the browser finds that word and highlights it, as the page spells it
 * (the excerpt is the page's own text). Elsewhere the link goes to the section's heading alone. An
 * FAQ answer's link keeps its question's anchor, which opens the question on the landing page.
 *
 * The word is pinned down by the words around it in the page's indexed text, so that the browser
 * does not stop at an earlier "license" in the header: the word with the one before and the one
 * after it, then with only one of them, in that order; the browser lands on the first that matches,
 * and opens the page at its section if none does. Pagefind ends a heading or a list item that has no
 * full stop with one of its own, which the page does not have: a word around the match that ends
 * with one is tried with it, then without it.
 */
import type { PagefindResult, PagefindSubResult } from "./pagefind"

/** Where a result's title leads, and each of its section links. */
export type Landing = { url: string; sections: Array<{ title: string; url: string }> }

/** Whether this browser follows text fragments (#:~:text=...). */
export const supportsTextFragments = () => typeof document !== "undefined" && "fragmentDirective" in document

/** The page's indexed text as Pagefind counts its words (locations index into this). */
const wordsOf = (text: string) => text.split(/[\r\n\s]+/g)

/** An excerpt's word as the page's text has it: Pagefind escapes < and > and marks the matches. */
const plain = (word: string) =>
  word
    .replace(/<\/?mark>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")

/**
 * Where the first word marked in `excerpt` is in `words`: the match location at which the whole
 * excerpt lines up with the page's text; -1 if none does.
 */
export function firstMarked(words: readonly string[], excerpt: string, locations: readonly number[]): number {
  const shown = wordsOf(excerpt.trim())
  const marked = shown.findIndex((word) => word.startsWith("<mark>"))
  if (marked < 0) return -1
  const text = shown.map(plain)
  const fits = (at: number) => at >= marked && text.every((word, index) => words[at - marked + index] === word)
  return [...locations].sort((a, b) => a - b).find(fits) ?? -1
}

/** A text directive's term: percent-encoded, with the characters its syntax uses ("-", ",", "&") encoded too. */
const term = (text: string) => encodeURIComponent(text).replace(/-/g, "%2D")

/** A word's leading and trailing punctuation, and the word between. */
function parts(word: string) {
  const lead = /^[^\p{L}\p{N}]*/u.exec(word)![0]
  const rest = word.slice(lead.length)
  const trail = /[^\p{L}\p{N}]*$/u.exec(rest)![0]
  return { lead, core: rest.slice(0, rest.length - trail.length), trail }
}

/** Without a full stop at the end (which may be Pagefind's, not the page's). */
const stopless = (text: string) => text.replace(/\.$/, "")

const unique = (texts: string[]) => [...new Set(texts.map((text) => text.trim()).filter(Boolean))]

/**
 * The fragment directive (":~:text=...") for the word at `at` in `words`, or null if it has no
 * letter or digit to land on.
 */
export function textDirective(words: readonly string[], at: number): string | null {
  const { lead, core, trail } = parts(words[at] ?? "")
  if (!core) return null
  const previous = words[at - 1]
  const next = words[at + 1]
  const befores = previous === undefined ? [lead] : [`${previous} ${lead}`, `${stopless(previous)} ${lead}`]
  const afters = next === undefined ? [trail] : [`${trail} ${next}`, `${stopless(trail)} ${stopless(next)}`]
  const prefixes = unique(befores).map((before) => `${term(before)}-,`)
  const suffixes = unique(afters).map((after) => `,-${term(after)}`)
  const word = term(core)
  const both = prefixes.flatMap((prefix) => suffixes.map((suffix) => `${prefix}${word}${suffix}`))
  const either = [...prefixes.map((prefix) => `${prefix}${word}`), ...suffixes.map((suffix) => `${word}${suffix}`)]
  const directives = both.length > 0 ? [...both, ...either] : either.length > 0 ? either : [word]
  return `:~:${directives.map((directive) => `text=${directive}`).join("&")}`
}

/** The address of the part of `result` (the page before its first heading, or a heading's section) that has the word at `at`. */
const sectionOf = (result: PagefindResult, at: number) => result.sub_results.find((part) => part.locations.includes(at))?.url

/** The link to one part of a result: its section with the text fragment of its first marked word, else `fallback`. */
function landingUrl(result: PagefindResult, words: readonly string[], excerpt: string, fallback: string, textFragments: boolean): string {
  if (!textFragments) return fallback
  const at = firstMarked(words, excerpt, result.locations)
  const directive = at < 0 ? null : textDirective(words, at)
  if (!directive) return fallback
  const section = sectionOf(result, at) ?? result.url
  return `${section}${section.includes("#") ? "" : "#"}${directive}`
}

/** The sections (headings with an id) of a long page where the words were found, up to three. */
const sectionsOf = (result: PagefindResult): PagefindSubResult[] =>
  result.sub_results.filter((section) => section.url.includes("#")).slice(0, 3)

/** Where a result's title and its section links lead. */
export function landing(result: PagefindResult, textFragments = supportsTextFragments()): Landing {
  // An FAQ answer: its own record, whose address is its question's anchor.
  if (result.url.includes("#")) return { url: result.url, sections: [] }
  const words = wordsOf(result.content)
  return {
    // Without text fragments, the first part of the page with a match (the page itself, or its section).
    url: landingUrl(result, words, result.excerpt, result.sub_results[0]?.url ?? result.url, textFragments),
    sections: sectionsOf(result).map((section) => ({
      title: section.title,
      url: landingUrl(result, words, section.excerpt, section.url, textFragments),
    })),
  }
}

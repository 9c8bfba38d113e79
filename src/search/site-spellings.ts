/**
 * The site's own spelling of the words it uses that British and American English spell apart
 * (license/licence, color/colour, center/centre...), worked out after each build from the text of
 * the pages the search indexes (./build-index.ts). Pagefind matches words, not spellings: the
 * search page rewrites each word of a query that the site spells the other way into the site's
 * spelling (./spelling.ts) before it searches, so "licence" finds the license articles and the
 * words marked and landed on are the page's own.
 *
 * The pairs come from american-british-english-translator's lists (MIT), one per direction. Only
 * pairs of which the site uses exactly one form are kept: a word the site spells both ways already
 * finds its own pages either way, and the list stays as small as the site's vocabulary.
 */
import americanToBritish from "american-british-english-translator/data/american_spellings.json"
import britishToAmerican from "american-british-english-translator/data/british_spellings.json"
import { version as pairsVersion } from "american-british-english-translator/package.json"

/** Another spelling of a word, lower case, -> the site's spelling of it. */
export type Spellings = Record<string, string>

/** What the list depends on besides the pages: a new version of the pairs makes a new list. */
export const SPELLING_PAIRS_VERSION = pairsVersion

type Pair = readonly [string, string]

const allPairs = (): Pair[] => [
  ...Object.entries(americanToBritish as Record<string, string>),
  ...Object.entries(britishToAmerican as Record<string, string>),
]

/** A page's `<script>` and `<style>` elements, each with what it holds: code, not words. */
export const SCRIPTS_AND_STYLES = /<(script|style)(?=[\s>])[\s\S]*?<\/\1\s*>/gi

/** The words of a built page's text (letters and digits), lower case: its tags, scripts and styles left out. */
export function wordsOf(html: string): string[] {
  const text = html
    .replace(SCRIPTS_AND_STYLES, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z]+;|&#\d+;|&#x[0-9a-f]+;/gi, " ")
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
}

/**
 * For every pair of spellings of which the site uses one form and not the other, the other -> the
 * one it uses.
 */
export function siteSpellings(used: ReadonlySet<string>, pairs: readonly Pair[] = allPairs()): Spellings {
  const spellings: Spellings = {}
  for (const [one, other] of pairs) {
    if (used.has(one) && !used.has(other)) spellings[other] = one
    else if (used.has(other) && !used.has(one)) spellings[one] = other
  }
  return Object.fromEntries(Object.entries(spellings).sort(([a], [b]) => a.localeCompare(b)))
}

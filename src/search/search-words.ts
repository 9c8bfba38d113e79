/**
 * The words the search page reads a query with (./query.ts), worked out after each build from the
 * words of the pages the search indexes and written beside the index (./build-index.ts): the site's
 * spellings (./site-spellings.ts), the site's synonyms (./synonyms.json, which editors add to:
 * docs/editing.md#search) and the words that carry no meaning for this site (./stop-words.json).
 *
 * A synonym leads a visitor's word to the site's words for it; one whose site's words are on no
 * page would lead nowhere, so the build leaves it out and says so (an article was reworded, or the
 * entry misspells the site's word). Only the search page loads the list, with the first query.
 */
import synonymEntries from "./synonyms.json"
import stopWords from "./stop-words.json"
import { wordsIn, type SearchWords } from "./query"
import { siteSpellings } from "./site-spellings"
import { inSiteSpelling } from "./spelling"

/** An entry of ./synonyms.json: what it is about (for editors), the site's words, and the words visitors use for them. */
export type SynonymEntry = { about: string; site: string[]; visitors: string[] }

/** The entries of ./synonyms.json, with what depends on them (a changed file makes a new index). */
export const SYNONYM_ENTRIES: readonly SynonymEntry[] = synonymEntries

/** A site's word of a synonym that no indexed page has: where it is, for the build's report. */
export type Unused = { about: string; site: string }

/** Whether every part of `phrase` is among `used` (a hyphenated word, "20-20-20", in its parts as well). */
const onSite = (phrase: string, used: ReadonlySet<string>) =>
  wordsIn(phrase).every((word) => word.split(/[-.]/).every((part) => used.has(part)))

/**
 * What the search page needs, from the words `used` on the indexed pages (lower case, as
 * ./site-spellings.ts reads a page): the spellings; each visitor's phrase with the site's words of
 * every entry it is in that are on the site; the stop words. `unused` lists the site's words of the
 * entries that are on no page.
 */
export function searchWords(
  used: ReadonlySet<string>,
  entries: readonly SynonymEntry[] = SYNONYM_ENTRIES,
): { words: SearchWords; unused: Unused[] } {
  const spellings = siteSpellings(used)
  const synonyms: Record<string, string[]> = {}
  const unused: Unused[] = []
  for (const entry of entries) {
    const site = entry.site.filter((phrase) => onSite(phrase, used))
    unused.push(...entry.site.filter((phrase) => !site.includes(phrase)).map((phrase) => ({ about: entry.about, site: phrase })))
    if (site.length === 0) continue
    for (const visitor of entry.visitors) {
      // The visitor's phrase as the search page reads a query: in the site's spelling.
      const phrase = wordsIn(inSiteSpelling(visitor, spellings)).join(" ")
      if (!phrase) continue
      synonyms[phrase] = [...new Set([...(synonyms[phrase] ?? []), ...site])]
    }
  }
  return { words: { spellings, synonyms, stopWords }, unused }
}

/**
 * A query in the site's spelling: each word the site spells the other way (British or American,
 * from the list the build writes beside the index: ./site-spellings.ts) is replaced by the site's
 * form, the rest is left as typed. Pagefind lower-cases the query itself.
 */
import type { Spellings } from "./site-spellings"

const own = (spellings: Readonly<Spellings>, word: string) => Object.prototype.hasOwnProperty.call(spellings, word)

export function inSiteSpelling(query: string, spellings: Readonly<Spellings>): string {
  return query.replace(/\p{L}+/gu, (word) => (own(spellings, word.toLowerCase()) ? spellings[word.toLowerCase()] : word))
}

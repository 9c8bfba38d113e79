/**
 * A visitor's query, read as the search understands it: its words in the site's spelling
 * (./spelling.ts), each with the site's own words for it (./synonyms.json: "zoom" also finds
 * "meeting" and "video call"), and which of them carry no meaning for this site (./stop-words.json:
 * "how", "do", "my"). What is searched with it, and how the search relaxes when a whole question
 * matches nothing, is ./relax.ts. The build writes the words this needs beside the index
 * (./search-words.ts); the words are compared as the build wrote them, so both read them with
 * `wordsIn`.
 */
import type { Spellings } from "./site-spellings"
import { inSiteSpelling } from "./spelling"

/** What the build writes beside the index for the search page (./search-words.ts). */
export type SearchWords = {
  spellings: Spellings
  /** A visitor's word or phrase (its words joined by spaces, as `wordsIn` reads them) -> the site's words for it, each a phrase. */
  synonyms: Record<string, string[]>
  /** Words that carry no meaning for this site, as `wordsIn` reads them. */
  stopWords: string[]
}

/**
 * One thing the query asks for: a word, or a phrase a synonym names, found by any of its
 * alternatives (each a list of words a page must all have): the words as typed first, then the
 * site's words for them, each without its stop words.
 */
export type Concept = { text: string; alternatives: string[][]; stop: boolean }

/**
 * The words of a text, lower case, as the search compares them: letters and digits, with the
 * apostrophes inside a word left out ("isn't" -> "isnt", as Pagefind reads it) and the hyphens and
 * full stops inside a word kept ("20-20-20", "14.2": Pagefind indexes such a word whole and in parts).
 */
export const wordsIn = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/(?<=[\p{L}\p{N}])['’](?=[\p{L}\p{N}])/gu, "")
    .match(/[\p{L}\p{N}]+(?:[-.][\p{L}\p{N}]+)*/gu) ?? []

/** A query's word without a plural's "s" ("zoom calls" meets the phrase "zoom call"); a phrase's own words are kept as written ("emails" is not "email"). */
const singular = (word: string) => (word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word)

/** A visitor's phrase of the synonyms: its words, and the site's words for it. */
type Phrase = { words: string[]; site: string[][] }

/** The visitors' phrases by their first word. */
function phrasesOf(synonyms: SearchWords["synonyms"]): Map<string, Phrase[]> {
  const byFirst = new Map<string, Phrase[]>()
  for (const [phrase, site] of Object.entries(synonyms)) {
    const words = wordsIn(phrase)
    if (words.length === 0) continue
    byFirst.set(words[0], [...(byFirst.get(words[0]) ?? []), { words, site: site.map(wordsIn).filter((each) => each.length > 0) }])
  }
  return byFirst
}

/**
 * Where `phrase` ends in `words` when it starts at `at` (the index after its last word), or -1:
 * each of its words as typed or in the singular, in order, with only stop words of the query
 * between them ("open Respite automatically" is "open automatically").
 */
function phraseEnd(words: readonly string[], at: number, phrase: readonly string[], stop: ReadonlySet<string>): number {
  const is = (index: number, word: string) => words[index] === word || singular(words[index] ?? "") === word
  let index = at
  for (const [position, word] of phrase.entries()) {
    if (position > 0) while (index < words.length && !is(index, word) && stop.has(words[index])) index++
    if (!is(index, word)) return -1
    index++
  }
  return index
}

const unique = (alternatives: string[][]) => {
  const seen = new Set<string>()
  return alternatives.filter((words) => !seen.has(words.join(" ")) && Boolean(seen.add(words.join(" "))))
}

/**
 * What `query` asks for, word by word from the left: where the words that follow make a visitor's
 * phrase of the synonyms (the longest there is), that phrase is one concept, found by its own words
 * or by the site's; any other word is a concept of its own, a stop word or not.
 */
export function conceptsOf(query: string, { spellings, synonyms, stopWords }: SearchWords): Concept[] {
  const words = wordsIn(inSiteSpelling(query, spellings))
  const phrases = phrasesOf(synonyms)
  const stop = new Set(stopWords)
  /** The words that carry meaning of each alternative; an alternative that has none ("how much", as typed) finds nothing by itself. */
  const meaningful = (alternatives: string[][]) =>
    unique(alternatives.map((each) => each.filter((word) => !stop.has(word))).filter((each) => each.length > 0))
  const concepts: Concept[] = []
  for (let at = 0; at < words.length;) {
    const starting = new Set([...(phrases.get(words[at]) ?? []), ...(phrases.get(singular(words[at])) ?? [])])
    const phrase = [...starting]
      .sort((a, b) => b.words.length - a.words.length)
      .map((each) => ({ ...each, end: phraseEnd(words, at, each.words, stop) }))
      .find((each) => each.end > 0)
    if (phrase) {
      const typed = words.slice(at, phrase.end)
      const alternatives = meaningful([typed, ...phrase.site])
      // A phrase with no word that carries meaning, in the visitor's words or the site's, is asked for as a stop word is.
      concepts.push({
        text: typed.join(" "),
        alternatives: alternatives.length > 0 ? alternatives : [typed],
        stop: alternatives.length === 0,
      })
      at = phrase.end
    } else {
      concepts.push({ text: words[at], alternatives: [[words[at]]], stop: stop.has(words[at]) })
      at += 1
    }
  }
  // A word asked twice ("how long is a long break") is one thing asked for.
  return concepts.filter((concept, index) => concepts.findIndex((each) => each.text === concept.text) === index)
}

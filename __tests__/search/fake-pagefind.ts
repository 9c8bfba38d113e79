/**
 * Pagefind's script (/pagefind/pagefind.js), as the search page meets it at its edge, over a few
 * pages held here: the calls src/search/pagefind.ts makes, answered as Pagefind 1.6 answers them
 * (its search: node_modules' pagefind.js and pagefind_web/src/search.rs): a page matches a word when
 * one of its words starts with the word, each stemmed (roughly, as its stemmer does);
 * a query of several words finds the pages that have them all, a word that no page has being
 * left out of the query; no query lists every page the filters allow. A word in the title scores
 * more, and says so in `matchedMetaFields`. e2e/search.spec.ts and e2e/search-questions.spec.ts
 * search the real index.
 */
import type { PagefindResult } from "../../src/search/pagefind"
import type { SearchKind } from "../../src/search/kinds"

/** A page of the fake index: where it is (its kind meta), its text, and its sections (headings with an id). */
export type FakePage = {
  url: string
  title: string
  kind: SearchKind
  where: string
  text: string
  sections?: Array<{ id: string; title: string }>
}

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
/** A stemmer's rough likeness: "moving" and "move", "breaks" and "break" meet. */
const stem = (word: string) => (word.length > 3 ? word.replace(/(ing|ed|es|s)$/, "").replace(/e$/, "") : word)

export function fakePagefind(pages: readonly FakePage[]) {
  /** Every term it was asked for, in order (null: every page of a kind). */
  const asked: Array<string | null> = []
  const failing = { now: false }
  const indexed = pages.map((page, index) => {
    const content = `${page.title}. ${page.text}`
    // Its words as Pagefind counts them for the locations: the text split at white space.
    const words = content.split(/\s+/).map((word) => word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, ""))
    return { page, id: `en_${index}`, content, words, title: wordsOf(page.title) }
  })
  const matches = (word: string, term: string) => stem(word).startsWith(stem(term))
  const has = (words: readonly string[], term: string) => words.some((word) => matches(word, term))
  const result = (entry: (typeof indexed)[number], terms: readonly string[]) => {
    const locations = entry.words.flatMap((word, index) => (terms.some((term) => matches(word, term)) ? [index] : []))
    const shown = entry.content.split(/\s+/)
    const excerpt = shown.map((word, index) => (locations.includes(index) ? `<mark>${word}</mark>` : word)).join(" ")
    const inTitle = terms.length > 0 && terms.every((term) => has(entry.title, term))
    return {
      id: entry.id,
      score: locations.length + (inTitle ? 5 : 0),
      matchedMetaFields: inTitle ? ["title"] : undefined,
      data: async (): Promise<PagefindResult> => ({
        url: entry.page.url,
        excerpt,
        meta: { title: entry.page.title, kind: entry.page.where },
        content: entry.content,
        locations,
        sub_results: [
          { title: entry.page.title, url: entry.page.url, excerpt, locations },
          ...(entry.page.sections ?? []).map(({ id, title }) => ({
            title,
            url: `${entry.page.url}#${id}`,
            excerpt: title,
            locations: [],
            anchor: { id },
          })),
        ],
      }),
    }
  }
  return {
    asked,
    /** Makes every search fail until called with false, as when the index's files cannot be fetched. */
    fail: (now: boolean) => (failing.now = now),
    module: {
      options: async () => undefined,
      init: async () => undefined,
      search: async (term: string | null, options: { filters?: Record<string, string> } = {}) => {
        asked.push(term)
        if (failing.now) throw new Error("Failed to fetch")
        const kind = options.filters?.kind
        const known = term === null ? [] : wordsOf(term).filter((word) => indexed.some((entry) => has(entry.words, word)))
        if (term !== null && known.length === 0) return { results: [] }
        const found = indexed.filter((entry) => (!kind || entry.page.kind === kind) && known.every((word) => has(entry.words, word)))
        return { results: found.map((entry) => result(entry, known)).sort((a, b) => b.score - a.score) }
      },
    },
  }
}

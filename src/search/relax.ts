/**
 * How the search answers a whole question (issue 51): the pages that have every word of it that
 * carries meaning for this site (each by any of its alternatives: ./query.ts); when none has, the
 * pages that have any of those words, the pages with more of them first. Nothing only when no such
 * word of the question is on the site at all. The stop words never leave a page out (a question of
 * nothing else is searched by them): requiring them first, as issue 51 proposed, let the one page that
 * happens to say "no", "during" and "my" answer "no breaks during my zoom call"
 * (docs/performance.md#search-that-answers-questions: 24 of 40 questions answered first that way, 39 this way).
 *
 * The index is asked one word at a time (Pagefind matches every word of a query, and knows no
 * "or"): a page's score for a concept is the best of its alternatives (the sum of Pagefind's scores
 * for their words, which weigh a word in a title or a heading above one in the text), and a page's
 * score the sum over the concepts it matched that carry meaning, weighed by its kind (./kinds.ts:
 * a help article above a post for the same words).
 */
import type { Concept } from "./query"
import type { SearchKind } from "./kinds"

/** A page that has a word, as the index answers: its id, Pagefind's score for the word there, its kind, and whether its title has the word. */
export type Hit = { id: string; score: number; kind: SearchKind; inTitle: boolean }

/** The index, asked for one word. */
export type WordSearch = (word: string) => Promise<readonly Hit[]>

/** Which step found the pages: every word that carries meaning, or any of them; none when nothing did. */
export type Stage = "all" | "any" | "none"

/** A page found: its score, how many of the concepts it matched, and the words it matched them with (what its excerpt marks). */
export type Ranked = { id: string; kind: SearchKind; score: number; matched: number; words: string[] }

type Match = { score: number; words: string[]; inTitle: boolean }

/** How much a page of each kind counts against another with the same score. */
export type KindWeights = Readonly<Record<SearchKind, number>>

/** The best alternative of `concept` on each page that has one: its words and the sum of their scores. */
function matchesOf(concept: Concept, hits: ReadonlyMap<string, ReadonlyMap<string, Hit>>): Map<string, Match> {
  const best = new Map<string, Match>()
  for (const words of concept.alternatives) {
    const [first, ...rest] = words.map((word) => hits.get(word)!)
    for (const [id, hit] of first) {
      if (!rest.every((each) => each.has(id))) continue
      const score = hit.score + rest.reduce((sum, each) => sum + each.get(id)!.score, 0)
      if (score > (best.get(id)?.score ?? -1))
        best.set(id, { score, words, inTitle: hit.inTitle && rest.every((each) => each.get(id)!.inTitle) })
    }
  }
  return best
}

/**
 * The pages that answer `concepts`, best first, and the step that found them. Each word is asked of
 * `search` once, all at once.
 */
export async function relax(
  concepts: readonly Concept[],
  search: WordSearch,
  weights: KindWeights,
): Promise<{ stage: Stage; pages: Ranked[] }> {
  // The stop words are not asked for: they decide nothing, unless the question has no other word.
  const meaningful = concepts.filter((concept) => !concept.stop)
  const counted = meaningful.length > 0 ? meaningful : concepts
  const words = [...new Set(counted.flatMap((concept) => concept.alternatives.flat()))]
  const answers = await Promise.all(words.map((word) => search(word)))
  const hits = new Map(words.map((word, index) => [word, new Map(answers[index].map((hit) => [hit.id, hit]))]))
  const kinds = new Map(answers.flat().map((hit) => [hit.id, hit.kind]))
  const matches = counted.map((concept) => matchesOf(concept, hits))

  /** The pages in `ids`, each scored by the concepts it matched. */
  const ranked = (ids: Iterable<string>): Ranked[] =>
    [...ids].map((id) => {
      const found = matches.map((match) => match.get(id)).filter((match): match is Match => Boolean(match))
      const kind = kinds.get(id)!
      // A page whose title has every word asked for is an answer whatever its kind.
      const titled = found.length === counted.length && found.every((match) => match.inTitle)
      return {
        id,
        kind,
        score: found.reduce((sum, match) => sum + match.score, 0) * (titled ? 1 : weights[kind]),
        matched: found.length,
        words: [...new Set(found.flatMap((match) => match.words))],
      }
    })
  const byScore = (a: Ranked, b: Ranked) => b.score - a.score || a.id.localeCompare(b.id)

  const every = [...kinds.keys()].filter((id) => matches.every((match) => match.has(id)))
  if (every.length > 0) return { stage: "all", pages: ranked(every).sort(byScore) }
  const any = ranked(kinds.keys()).filter((page) => page.matched > 0)
  if (any.length === 0) return { stage: "none", pages: [] }
  return { stage: "any", pages: any.sort((a, b) => b.matched - a.matched || byScore(a, b)) }
}

/**
 * How the search answers a whole question (src/search/relax.ts), over an index that answers one word
 * at a time with each page's score for it, as src/search/pagefind.ts asks Pagefind: every word that
 * carries meaning, else any of them, the pages with more first; nothing only when none is on the site.
 */
import type { Concept } from "../../src/search/query"
import { relax, type Hit, type KindWeights } from "../../src/search/relax"

/** Each word's pages: id -> [score, kind, whether its title has the word]. */
type Index = Record<string, Record<string, [number, Hit["kind"], boolean?]>>

const index: Index = {
  how: { post: [1, "blog"], contact: [1, "help"] },
  move: { move: [3, "help", true], contact: [1, "help"] },
  license: { move: [3, "help", true], pricing: [2, "pages"], contact: [1, "help"], post: [1, "blog"] },
  meeting: { meeting: [4, "help", true], release: [4, "blog", true] },
  video: { meeting: [3, "help"], release: [2, "blog"] },
  call: { meeting: [2, "help"], contact: [1, "help"] },
  zoom: {},
  break: { post: [3, "blog"], schedule: [2, "help"] },
}

const asked: string[] = []
const search = async (word: string): Promise<Hit[]> => {
  asked.push(word)
  return Object.entries(index[word] ?? {}).map(([id, [score, kind, inTitle]]) => ({ id, score, kind, inTitle: Boolean(inTitle) }))
}

const even: KindWeights = { help: 1, faq: 1, pages: 1, blog: 1 }
const word = (text: string, stop = false): Concept => ({ text, alternatives: [[text]], stop })
const ids = async (concepts: Concept[], weights = even) => {
  const { stage, pages } = await relax(concepts, search, weights)
  return { stage, ids: pages.map((page) => page.id) }
}

beforeEach(() => (asked.length = 0))

describe("a question's answer", () => {
  it("is the pages that have every word, by the sum of their scores; each word is asked once", async () => {
    expect(await ids([word("move"), word("license")])).toEqual({ stage: "all", ids: ["move", "contact"] })
    expect(asked.sort()).toEqual(["license", "move"])
  })

  it("never leaves out a page for lacking a word that carries no meaning for the site", async () => {
    // "contact" has "how"; "move" does not, and answers best. The stop word is not even asked for.
    expect(await ids([word("how", true), word("move"), word("license")])).toEqual({ stage: "all", ids: ["move", "contact"] })
    expect(asked).not.toContain("how")
  })

  it("finds a word by any of its alternatives, an alternative of several words on a page that has them all", async () => {
    const zoom: Concept = { text: "zoom", alternatives: [["zoom"], ["meeting"], ["video", "call"]], stop: false }
    expect(await ids([zoom])).toEqual({ stage: "all", ids: ["meeting", "release"] })
    const { pages } = await relax([zoom], search, even)
    // The best alternative on each page is what its excerpt marks: "meeting" (4) on both, before "video call" (5 on one).
    expect(pages.map(({ id, words, score }) => ({ id, words, score }))).toEqual([
      { id: "meeting", words: ["video", "call"], score: 5 },
      { id: "release", words: ["meeting"], score: 4 },
    ])
  })

  it("when no page has every word, is the pages with any of them, those with more first, then by score", async () => {
    expect(await ids([word("meeting"), word("license"), word("move")])).toEqual({
      stage: "any",
      ids: ["move", "contact", "meeting", "release", "pricing", "post"],
    })
  })

  it("is nothing when no word that carries meaning is on the site, though its other words are", async () => {
    expect(await ids([word("how", true), word("zoom")])).toEqual({ stage: "none", ids: [] })
    expect(await ids([])).toEqual({ stage: "none", ids: [] })
  })

  it("of words that all carry no meaning, is found by those words", async () => {
    expect(await ids([word("how", true)])).toEqual({ stage: "all", ids: ["contact", "post"] })
  })

  it("weighs a page by its kind, unless its title has every word asked for", async () => {
    const posts: KindWeights = { ...even, blog: 0.5 }
    // The post scores more for "break", and its title does not have the word: its kind counts.
    expect((await ids([word("break")])).ids).toEqual(["post", "schedule"])
    expect((await ids([word("break")], posts)).ids).toEqual(["schedule", "post"])
    // Both titles have "meeting": kind does not count, the scores decide (a tie, by id).
    const titled = await relax([word("meeting")], search, posts)
    expect(titled.pages.map(({ id, score }) => ({ id, score }))).toEqual([
      { id: "meeting", score: 4 },
      { id: "release", score: 4 },
    ])
  })
})

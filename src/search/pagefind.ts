/**
 * The search, in the browser: Pagefind's own script and index, written into public/pagefind/ after
 * the build (./build-index.ts), loaded only by the search page's island, with the first query. Pagefind
 * fetches the parts of the index a query needs and runs its WebAssembly in the page, not in its worker
 * (`noWorker`): a worker is started from a plain address, which a page requiring Trusted Types lets
 * through only with a default policy, and no page has one (src/lib/trusted-types.ts). The search
 * page's policy allows WebAssembly (src/post-build/security-headers.ts).
 *
 * A query is read with the site's words (./query.ts: its spellings, synonyms and stop words, from
 * the list the build writes beside the index) and answered by ./relax.ts, which asks Pagefind one
 * word at a time: each word's pages are kept for the page's life, so the next keystroke asks only
 * for the words it adds. What is shown is narrowed by the result's kind (./kinds.ts), known for every
 * page from Pagefind's own "kind" filter when the index loads. Only the results shown are fetched
 * (each is a small file of its own), with the words each matched marked in its excerpt.
 */
import { KIND_FILTER, KIND_WEIGHTS, SEARCH_KINDS, type SearchKind } from "./kinds"
import { conceptsOf, type SearchWords } from "./query"
import { relax, type Hit, type Ranked, type Stage } from "./relax"
import { SEARCH_INDEX_DIR, SEARCH_WORDS_FILE } from "./search-index-dir"

/** A part of a result's page where the words were found: the page itself, or a heading with an id. */
export type PagefindSubResult = { title: string; url: string; excerpt: string; locations: number[]; anchor?: { id: string } }

/** What Pagefind gives for a result (the fields the search page uses). */
export type PagefindResult = {
  url: string
  /** Plain text with the matching words in <mark>, escaped by Pagefind. */
  excerpt: string
  /** `kind`: where the result is, its parts joined by " · " ("Help · Getting started"). */
  meta: { title?: string; kind?: string }
  /** The page's indexed text, and where in it (by word) the matching words are. */
  content: string
  locations: number[]
  sub_results: PagefindSubResult[]
}

/** One of Pagefind's results before its data is fetched. */
type PagefindHit = { id: string; score: number; matchedMetaFields?: string[]; data: () => Promise<PagefindResult> }

type PagefindModule = {
  options: (options: { noWorker?: boolean; excerptLength?: number; ranking?: { metaWeights?: Record<string, number> } }) => Promise<void>
  init: () => Promise<void>
  search: (term: string | null, options?: { filters?: Record<string, string> }) => Promise<{ results: PagefindHit[] }>
}

/**
 * How much a match in each of Pagefind's metadata fields adds: the title's is Pagefind's default; a
 * help article's summary (its `summary` field: src/components/help/help-article.tsx) weighs more
 * than its text and less than its title.
 */
const META_WEIGHTS = { title: 5, summary: 2 }

/** How long the typing must pause before the search runs: what it answers is what the visitor stopped on (docs/performance.md#search-that-answers-questions). */
export const SEARCH_DELAY_MS = 100

type Loaded = { pagefind: PagefindModule; words: SearchWords; kinds: ReadonlyMap<string, SearchKind> }

let loading: Promise<Loaded> | null = null

const NO_WORDS: SearchWords = { spellings: {}, synonyms: {}, stopWords: [] }

/** Whether `value` is shaped as the build writes the site's words. */
const isSearchWords = (value: unknown): value is SearchWords => {
  const words = value as Partial<SearchWords> | null
  return (
    typeof words?.spellings === "object" &&
    words.spellings !== null &&
    typeof words.synonyms === "object" &&
    words.synonyms !== null &&
    Array.isArray(words.stopWords)
  )
}

/** The site's words; none (each word searched as typed, none set aside) if the list cannot load or is not what the build writes. */
const loadWords = (): Promise<SearchWords> =>
  fetch(new URL(`/${SEARCH_INDEX_DIR}/${SEARCH_WORDS_FILE}`, window.location.href))
    .then((response) => (response.ok ? response.json() : NO_WORDS))
    .then((words: unknown) => (isSearchWords(words) ? words : NO_WORDS))
    .catch(() => NO_WORDS)

/** Each page's kind, by its id: the pages Pagefind files under each value of the kind filter. */
async function kindsOf(pagefind: PagefindModule): Promise<Map<string, SearchKind>> {
  const filed = await Promise.all(SEARCH_KINDS.map(({ id }) => pagefind.search(null, { filters: { [KIND_FILTER]: id } })))
  return new Map(filed.flatMap(({ results }, index) => results.map((result) => [result.id, SEARCH_KINDS[index].id] as const)))
}

/** Loads Pagefind once, with the site's words and each page's kind; rejects when the script or its index cannot load. */
export function loadSearch(): Promise<Loaded> {
  // An address outside the island's bundle: left to the browser (webpackIgnore: Gatsby's own browser
  // compilation, which makes the pages' stylesheet, compiles this file too).
  const script = `/${SEARCH_INDEX_DIR}/pagefind.js`
  loading ??= Promise.all([
    (import(/* webpackIgnore: true */ script) as Promise<PagefindModule>).then(async (pagefind) => {
      await pagefind.options({ noWorker: true, excerptLength: 24, ranking: { metaWeights: META_WEIGHTS } })
      await pagefind.init()
      return { pagefind, kinds: await kindsOf(pagefind) }
    }),
    loadWords(),
  ]).then(([{ pagefind, kinds }, words]) => ({ pagefind, kinds, words }))
  loading.catch(() => (loading = null))
  return loading
}

export type Found = {
  /** How many match in the kind shown (every kind when none is chosen). */
  total: number
  /** How many match in each kind, and in all. */
  counts: Record<SearchKind, number>
  all: number
  /** Whether the results have every word that carries meaning ("all"), only some of them ("any"), or none matched. */
  stage: Stage
  /** The best `limit` of those shown. */
  results: PagefindResult[]
}

/** Each word's pages, asked once for the page's life (the index does not change under it). */
const asked = new Map<string, Promise<readonly (Hit & { hit: PagefindHit })[]>>()

function searchWord({ pagefind, kinds }: Loaded, word: string) {
  if (!asked.has(word)) {
    const hits = pagefind.search(word).then(({ results }) =>
      results
        .filter((result) => kinds.has(result.id))
        .map((result) => ({
          id: result.id,
          score: result.score,
          kind: kinds.get(result.id)!,
          inTitle: result.matchedMetaFields?.includes("title") ?? false,
          hit: result,
        })),
    )
    // A word whose part of the index could not be fetched is asked again next time.
    hits.catch(() => asked.delete(word))
    asked.set(word, hits)
  }
  return asked.get(word)!
}

/**
 * Each page's result, with the words it matched marked in its excerpt: its own result for its word,
 * or, for a page that matched several, Pagefind's result for those words together (the page is among
 * those that have them all), asked once for each set of words the pages matched.
 */
async function details(loaded: Loaded, pages: readonly Ranked[]): Promise<PagefindResult[]> {
  const together = new Map<string, Promise<PagefindHit[]>>()
  for (const { words } of pages)
    if (words.length > 1 && !together.has(words.join(" ")))
      together.set(
        words.join(" "),
        loaded.pagefind.search(words.join(" ")).then(({ results }) => results),
      )
  const alone = async (page: Ranked) => (await searchWord(loaded, page.words[0])).find((hit) => hit.id === page.id)!.hit
  return Promise.all(
    pages.map(async (page) => {
      const found = page.words.length > 1 ? (await together.get(page.words.join(" "))!).find((result) => result.id === page.id) : undefined
      return (found ?? (await alone(page))).data()
    }),
  )
}

let latest = 0
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The pages of the last query asked, so that choosing a kind or asking for more does not search again. */
let last: { query: string; ranking: Promise<{ stage: Stage; pages: Ranked[] }> } | null = null

/** The pages that answer `query`, best first: asked of the index at once, kept for the next call with the same query. */
function rank(query: string) {
  if (last?.query !== query) {
    const ranking = loadSearch().then((loaded) => relax(conceptsOf(query, loaded.words), (word) => searchWord(loaded, word), KIND_WEIGHTS))
    // A query that failed is asked again next time.
    ranking.catch(() => (last = null))
    last = { query, ranking }
  }
  return last.ranking
}

/** The results of `query` in `kind`, the first `limit` of them with their passages. */
async function answer(query: string, kind: SearchKind | null, limit: number): Promise<Found> {
  const [loaded, { stage, pages }] = await Promise.all([loadSearch(), rank(query)])
  const shown = kind ? pages.filter((page) => page.kind === kind) : pages
  const results = await details(loaded, shown.slice(0, limit))
  const counts = Object.fromEntries(SEARCH_KINDS.map(({ id }) => [id, pages.filter((page) => page.kind === id).length]))
  return { total: shown.length, counts: counts as Record<SearchKind, number>, all: pages.length, stage, results }
}

/**
 * What matches `query` in `kind` (every kind when null), with the count of each kind; null when a
 * newer query has replaced it. It is searched at once, while the typing may go on (each word is asked
 * of the index once a visit, and each page's passage fetched once: a letter more costs little); it is
 * shown once the typing has paused (SEARCH_DELAY_MS), so that the results, and what a screen reader
 * hears, are for what the visitor stopped on.
 */
export async function search(query: string, kind: SearchKind | null, limit: number): Promise<Found | null> {
  const mine = ++latest
  const found = answer(query, kind, limit)
  // Its failure is this call's, once the pause is over, if it is still the latest.
  found.catch(() => undefined)
  await pause(SEARCH_DELAY_MS)
  if (mine !== latest) return null
  const answered = await found
  return mine === latest ? answered : null
}

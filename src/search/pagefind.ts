/**
 * The search, in the browser: Pagefind's own script and index, written into public/pagefind/ after
 * the build (./build-index.ts), loaded only by the search page's island, with the first query. Pagefind
 * fetches the parts of the index a query needs and runs its WebAssembly in a worker, falling back
 * to the page; the search page's policy allows both (src/post-build/security-headers.ts). A query
 * is searched in the site's spelling (./spelling.ts), narrowed by Pagefind's own "kind" filter
 * (./kinds.ts), which also counts the results of every kind.
 */
import { KIND_FILTER, SEARCH_KINDS, type SearchKind } from "./kinds"
import { SEARCH_INDEX_DIR, SPELLINGS_FILE } from "./search-index-dir"
import type { Spellings } from "./site-spellings"
import { inSiteSpelling } from "./spelling"
import { createDefaultPolicy } from "../lib/trusted-types"

/** A part of a result's page where the words were found: the page itself, or a heading with an id. */
export type PagefindSubResult = { title: string; url: string; excerpt: string; anchor?: { id: string } }

/** What Pagefind gives for a result (the fields the search page uses). */
export type PagefindResult = {
  url: string
  /** Plain text with the matching words in <mark>, escaped by Pagefind. */
  excerpt: string
  meta: { title?: string; kind?: string }
  /** The page's indexed text, and where in it (by word) the matching words are. */
  content: string
  locations: number[]
  sub_results: PagefindSubResult[]
}

type Counts = Record<string, Record<string, number>>

type PagefindModule = {
  options: (options: { excerptLength?: number }) => Promise<void>
  init: () => Promise<void>
  filters: () => Promise<Counts>
  debouncedSearch: (
    query: string,
    options?: { filters?: Record<string, string> },
    timeoutMs?: number,
  ) => Promise<{
    results: Array<{ data: () => Promise<PagefindResult> }>
    unfilteredResultCount: number
    totalFilters: Counts
  } | null>
}

type Loaded = { pagefind: PagefindModule; spellings: Spellings }

let loading: Promise<Loaded> | null = null

/** The site's spellings; none (each word searched as typed) if the list cannot load. */
const loadSpellings = (): Promise<Spellings> =>
  fetch(`/${SEARCH_INDEX_DIR}/${SPELLINGS_FILE}`)
    .then((response) => (response.ok ? (response.json() as Promise<Spellings>) : {}))
    .catch(() => ({}))

/** Loads Pagefind once, with its filters (so that every search counts each kind); rejects when the script or its index cannot load. */
export function loadSearch(): Promise<Loaded> {
  // Pagefind starts its worker by address: the default Trusted Types policy lets that one through.
  createDefaultPolicy()
  // An address outside the island's bundle: left to the browser (webpackIgnore: Gatsby's own browser
  // compilation, which makes the pages' stylesheet, compiles this file too).
  const script = `/${SEARCH_INDEX_DIR}/pagefind.js`
  loading ??= Promise.all([
    (import(/* webpackIgnore: true */ script) as Promise<PagefindModule>).then(async (pagefind) => {
      await pagefind.options({ excerptLength: 24 })
      await pagefind.init()
      await pagefind.filters()
      return pagefind
    }),
    loadSpellings(),
  ]).then(([pagefind, spellings]) => ({ pagefind, spellings }))
  loading.catch(() => (loading = null))
  return loading
}

export type Found = {
  /** How many match in the kind shown (every kind when none is chosen). */
  total: number
  /** How many match in each kind, and in all. */
  counts: Record<SearchKind, number>
  all: number
  /** The best `limit` of those shown. */
  results: PagefindResult[]
}

/**
 * What matches `query` in `kind` (every kind when null), with the count of each kind; null when a
 * newer query has replaced it while it waited. Only the results shown are fetched (each is a
 * small file of its own).
 */
export async function search(query: string, kind: SearchKind | null, limit: number): Promise<Found | null> {
  const { pagefind, spellings } = await loadSearch()
  const found = await pagefind.debouncedSearch(inSiteSpelling(query, spellings), { filters: kind ? { [KIND_FILTER]: kind } : {} }, 150)
  if (!found) return null
  const perKind = found.totalFilters[KIND_FILTER] ?? {}
  return {
    total: found.results.length,
    counts: Object.fromEntries(SEARCH_KINDS.map(({ id }) => [id, perKind[id] ?? 0])) as Record<SearchKind, number>,
    all: found.unfilteredResultCount,
    results: await Promise.all(found.results.slice(0, limit).map((result) => result.data())),
  }
}

/**
 * The search, in the browser: Pagefind's own script and index, written into public/pagefind/ after
 * the build (./build-index.ts), loaded only by the search page and only once it is live. Pagefind
 * fetches the parts of the index a query needs and runs its WebAssembly in a worker, falling back
 * to the page; the search page's policy allows both (src/post-build/security-headers.ts).
 */
import { SEARCH_INDEX_DIR } from "./search-index-dir"

/** What Pagefind gives for a result (the fields the search page shows). */
export type PagefindResult = {
  url: string
  /** Plain text with the matching words in <mark>, escaped by Pagefind. */
  excerpt: string
  meta: { title?: string; kind?: string }
  sub_results: Array<{ title: string; url: string; excerpt: string }>
}

type PagefindModule = {
  options: (options: { excerptLength?: number }) => Promise<void>
  init: () => Promise<void>
  debouncedSearch: (
    query: string,
    options?: object,
    timeoutMs?: number,
  ) => Promise<{ results: Array<{ data: () => Promise<PagefindResult> }> } | null>
}

let loading: Promise<PagefindModule> | null = null

/** Loads Pagefind once; rejects when the script or its index cannot load. */
export function loadSearch(): Promise<PagefindModule> {
  // A URL outside the bundle: webpack leaves this import to the browser.
  const script = `/${SEARCH_INDEX_DIR}/pagefind.js`
  loading ??= (import(/* webpackIgnore: true */ script) as Promise<PagefindModule>).then(async (pagefind) => {
    await pagefind.options({ excerptLength: 24 })
    await pagefind.init()
    return pagefind
  })
  loading.catch(() => (loading = null))
  return loading
}

export type Found = { total: number; results: PagefindResult[] }

/**
 * How many pages match `query`, and the best `limit` of them; null when a newer query has replaced
 * it while it waited. Only the results shown are fetched (each is a small file of its own).
 */
export async function search(query: string, limit: number): Promise<Found | null> {
  const pagefind = await loadSearch()
  const found = await pagefind.debouncedSearch(query, {}, 150)
  if (!found) return null
  return { total: found.results.length, results: await Promise.all(found.results.slice(0, limit).map((result) => result.data())) }
}

/**
 * The kinds of result the search page narrows to. Each is a value of one Pagefind filter, "kind",
 * set where the content is: on a page by `data-pagefind-filter="kind:help"` (help articles, blog
 * posts, pricing and the press kit: written out, so that those pages' JavaScript does not carry this
 * module; the build stops on a searchable page without a known kind, ./build-index.ts) and on the
 * FAQ's own records by the index. The same id is the search page's address (/search?q=meeting&kind=help).
 * Where a result is, which it shows above its title, is its `kind` meta, apart from this: the
 * kind's label and the page's place in it, joined by " · " ("Help · Getting started", "Blog ·
 * Wellness, Productivity", set where the page renders).
 */
export const SEARCH_KINDS = [
  { id: "help", label: "Help" },
  { id: "blog", label: "Blog" },
  { id: "faq", label: "FAQ" },
  { id: "pages", label: "Pages" },
] as const

export type SearchKind = (typeof SEARCH_KINDS)[number]["id"]

/**
 * How much a result of each kind counts against another for the same words (./relax.ts): a help
 * article, an FAQ answer or a page of the site answers a question; a post discusses it, and comes
 * after them unless its title has every word asked for. Measured with the question file
 * (docs/performance.md#search-that-answers-questions).
 */
export const KIND_WEIGHTS: Readonly<Record<SearchKind, number>> = { help: 1, faq: 1, pages: 1, blog: 0.5 }

/** The Pagefind filter the kinds are values of. */
export const KIND_FILTER = "kind"

/** A kind named in an address, or null for any other value (then every kind is shown). */
export const asSearchKind = (value: string | null | undefined): SearchKind | null =>
  SEARCH_KINDS.find((kind) => kind.id === value)?.id ?? null

export const kindLabel = (kind: SearchKind) => SEARCH_KINDS.find((each) => each.id === kind)!.label

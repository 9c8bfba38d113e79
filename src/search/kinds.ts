/**
 * The kinds of result the search page narrows to. Each is a value of one Pagefind filter, "kind",
 * set where the content is: on a page by `data-pagefind-filter="kind:help"` (help articles, blog
 * posts, pricing and the press kit: written out, so that those pages' JavaScript does not carry this
 * module; the build stops on a searchable page without a known kind, ./build-index.ts) and on the
 * FAQ's own records by the index. The same id is the search page's address (/search?q=meeting&kind=help).
 * The label a result carries above its title is its `kind` meta, apart from this (e.g. "Help ·
 * Getting started").
 */
export const SEARCH_KINDS = [
  { id: "help", label: "Help" },
  { id: "blog", label: "Blog" },
  { id: "faq", label: "FAQ" },
  { id: "pages", label: "Pages" },
] as const

export type SearchKind = (typeof SEARCH_KINDS)[number]["id"]

/** The Pagefind filter the kinds are values of. */
export const KIND_FILTER = "kind"

/** A kind named in an address, or null for any other value (then every kind is shown). */
export const asSearchKind = (value: string | null | undefined): SearchKind | null =>
  SEARCH_KINDS.find((kind) => kind.id === value)?.id ?? null

export const kindLabel = (kind: SearchKind) => SEARCH_KINDS.find((each) => each.id === kind)!.label

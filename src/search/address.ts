/**
 * What the search page's address holds: the query and the kind shown (/search?q=meeting&kind=help),
 * so that a reload, a result's back button, a bookmark or a shared link come back to the same
 * results. The search box's plain form sends only q (src/search/search-form.tsx).
 */
import { asSearchKind, type SearchKind } from "./kinds"

export type SearchAddress = { query: string; kind: SearchKind | null }

/** The query and kind in an address's search part ("?q=...&kind=..."); an unknown kind is every kind. */
export function readAddress(search: string): SearchAddress {
  const params = new URLSearchParams(search)
  return { query: params.get("q") ?? "", kind: asSearchKind(params.get("kind")) }
}

/** `href` with the query and the kind in it (each left out when empty), its other parameters and its #hash kept: a path, no origin. */
export function withAddress(href: string, { query, kind }: SearchAddress): string {
  const url = new URL(href)
  if (query) url.searchParams.set("q", query)
  else url.searchParams.delete("q")
  if (kind) url.searchParams.set("kind", kind)
  else url.searchParams.delete("kind")
  return `${url.pathname}${url.search}${url.hash}`
}

/**
 * What the search page says (its status line, which screen readers announce as it changes, and its
 * note when JavaScript is off). Apart from ./messages.ts, which every page's JavaScript carries, so
 * that only the search page carries these. Change wording here and nowhere else.
 */
export const searchMessages = {
  ready: "Type to search the help center, the blog, the FAQ, pricing and the press kit.",
  /** `kind`: the kind of result shown (src/search/kinds.ts), when the visitor chose one. */
  found: (count: number, query: string, kind?: string) =>
    `${count} ${count === 1 ? "result" : "results"} for “${query}”${kind ? ` in ${kind}` : ""}`,
  /** Above results that have only some of the query's words (no page has them all). */
  someWords: "No page has every word you typed: these have the most of them.",
  none: (query: string) => `No results for “${query}”. Try other words, or browse the help topics and blog categories below.`,
  /** Nothing in the kind chosen, `all` in the others. */
  noneInKind: (query: string, kind: string, all: number) =>
    `No results for “${query}” in ${kind}. Choose All to see the ${all} ${all === 1 ? "result" : "results"} of other kinds.`,
  /** The name of the choice of kinds, and of its first choice. */
  kinds: "Show",
  allKinds: "All",
  failed: "Search could not load just now. Try again in a moment, or browse the help topics and blog categories below.",
  /** "{contact}" becomes the contact address (src/config/site.ts), as a mailto link. */
  noScript:
    "Searching needs JavaScript, which is turned off in this browser. Browse the help topics and blog categories below, or write to {contact}.",
} as const

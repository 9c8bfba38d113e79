/**
 * What the search page says (its status line, which screen readers announce as it changes, and its
 * note when JavaScript is off). Apart from ./messages.ts, which every page's JavaScript carries, so
 * that only the search page carries these. Change wording here and nowhere else.
 */
export const searchMessages = {
  ready: "Type to search the help center, the blog, the FAQ, pricing and the press kit.",
  found: (count: number, query: string) => `${count} ${count === 1 ? "result" : "results"} for “${query}”`,
  none: (query: string) => `No results for “${query}”. Try other words, or browse the help topics and blog categories below.`,
  failed: "Search could not load just now. Try again in a moment, or browse the help topics and blog categories below.",
  /** "{contact}" becomes the contact address (src/config/site.ts), as a mailto link. */
  noScript:
    "Searching needs JavaScript, which is turned off in this browser. Browse the help topics and blog categories below, or write to {contact}.",
} as const

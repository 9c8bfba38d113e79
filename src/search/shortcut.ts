/**
 * Ctrl+K or Cmd+K opens the search from every page (the convention of documentation sites such as
 * Starlight; never a single key, which a speech-input user can set off by saying a word: WCAG
 * 2.1.4). An inline script in every page's <head> (src/head-scripts/search-shortcut.ts), so that
 * it works from the moment the HTML is parsed, before and after the bundles, and costs no page's
 * bundles anything. It loads the search page anew (only that page's policy lets the search run),
 * whose box has autofocus; on the search page itself it puts focus back in the box. It loads
 * nothing of the search index. It also marks Apple's systems on <html>, so that the header's hint
 * shows ⌘ there and Ctrl elsewhere (src/components/layout/navbar.tsx).
 */
import { site } from "../config/site"

/** The search page's box: where the shortcut puts focus on the search page itself. */
export const SEARCH_FIELD_ID = "search-query"

/** The shortcut as aria-keyshortcuts names it, on the header's search link. */
export const SEARCH_KEYS = "Control+K Meta+K"

export const SEARCH_SHORTCUT = {
  key: "k",
  path: site.search.path,
  fieldId: SEARCH_FIELD_ID,
  /** On <html> on Apple's systems (navbar.module.css shows ⌘ there). */
  appleAttribute: "data-apple-keys",
} as const

export type SearchShortcut = typeof SEARCH_SHORTCUT

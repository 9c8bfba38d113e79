/**
 * Trusted Types: where a page's policy requires them (`require-trusted-types-for 'script'`,
 * src/post-build/security-headers.ts), the browser refuses a plain string in every sink that can
 * turn text into code (innerHTML, a script's src, a worker's address...): only a value made by one
 * of the named policies below passes, so the code that may write HTML or load a script is this
 * short list, not any line of a library. docs/security.md says what it covers and what not.
 *
 * The HTML the build renders (an article's body, an FAQ answer) is in the page as sent and no
 * script writes it again: pages are documents, and the islands (src/islands/) hydrate their own
 * HTML. Only the search island writes HTML, through one policy:
 *
 * - respite-search: Pagefind's excerpts on /search: text, escaped by Pagefind, with <mark> around
 *   the words found. The policy allows exactly that and escapes any other "<".
 *
 * No page allows a default policy (the one the browser calls for a plain string any code assigns):
 * Pagefind runs without its worker, which it would start from a plain address
 * (src/search/pagefind.ts), and Preact assigns a plain string (innerHTML = "") only to an element
 * whose dangerouslySetInnerHTML gives way to children, which no island renders.
 *
 * Where Trusted Types are not required (a browser without them, the legal pages) the helpers give
 * back the string itself.
 */

const SEARCH_POLICY = "respite-search"

/** Every policy a page may create, for its trusted-types directive. */
export const TRUSTED_TYPES_POLICIES = [SEARCH_POLICY] as const

/** A rule gives back what passes, or null: the browser then refuses the assignment and reports it as a policy violation. */
type Rules = { createHTML: (input: string) => string | null }
type Policy = { createHTML: (input: string) => unknown }
type TrustedTypesFactory = { createPolicy: (name: string, rules: Rules) => Policy }

const factory = (): TrustedTypesFactory | undefined =>
  typeof window === "undefined" ? undefined : (window as unknown as { trustedTypes?: TrustedTypesFactory }).trustedTypes

const policies = new Map<string, Policy>()
function policy(name: string, rules: Rules): Policy | undefined {
  const trustedTypes = factory()
  if (!trustedTypes) return undefined
  if (!policies.has(name)) policies.set(name, trustedTypes.createPolicy(name, rules))
  return policies.get(name)
}

/** What dangerouslySetInnerHTML takes: TrustedHTML where the browser has it, else the string. */
export type Html = string | TrustedHTML

/** Pagefind's excerpt: its text as it is, with <mark> and </mark>; any other "<" escaped. */
export const markedText = (excerpt: string) => excerpt.replace(/<(?!\/?mark>)/g, "&lt;")

/** A search result's excerpt, for dangerouslySetInnerHTML. */
export const searchExcerptHtml = (excerpt: string): Html =>
  (policy(SEARCH_POLICY, { createHTML: markedText })?.createHTML(excerpt) as TrustedHTML) ?? markedText(excerpt)

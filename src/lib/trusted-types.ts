/**
 * Trusted Types: where a page's policy requires them (`require-trusted-types-for 'script'`,
 * src/post-build/security-headers.ts), the browser refuses a plain string in every sink that can
 * turn text into code (innerHTML, a script's src, a worker's address...): only a value made by one
 * of the named policies below passes, so the code that may write HTML or load a script is this
 * short list, not any line of a library. docs/security.md says what it covers and what not.
 *
 * The HTML the build renders (an article's body, an FAQ answer) is in the page as sent and no
 * script writes it again: pages are documents, and the islands (src/islands/) hydrate their own
 * HTML. Only the search island writes HTML and starts a script by address:
 *
 * - respite-search: Pagefind's excerpts on /search: text, escaped by Pagefind, with <mark> around
 *   the words found. The policy allows exactly that and escapes any other "<".
 * - default: what code the site does not own assigns as a plain string: Preact empties an element
 *   with innerHTML = "", Pagefind starts its worker by address. The default policy lets through
 *   HTML that holds no "<" (text: it can make no element) and Pagefind's worker script on this
 *   site; nothing else. The search island creates it before Pagefind loads (src/search/pagefind.ts).
 *
 * Where Trusted Types are not required (a browser without them, the legal pages) the helpers give
 * back the string itself.
 */

const SEARCH_POLICY = "respite-search"

/** Every policy a page may create, for its trusted-types directive. */
export const TRUSTED_TYPES_POLICIES = [SEARCH_POLICY, "default"] as const

/** Pagefind's worker, the one script address the default policy passes (src/search/pagefind.ts loads Pagefind). */
const PAGEFIND_WORKER = /^\/pagefind\/pagefind-worker\.js$/

/** A rule gives back what passes, or null: the browser then refuses the assignment and reports it as a policy violation. */
type Rules = {
  createHTML?: (input: string) => string | null
  createScriptURL?: (input: string) => string | null
}
type Policy = { createHTML: (input: string) => unknown; createScriptURL: (input: string) => unknown }
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

/** What the default policy lets through: HTML with no "<" (it can only be text); null for any other. */
export const textOnly = (input: string): string | null => (input.includes("<") ? null : input)

/** What the default policy lets through as a script's address: Pagefind's worker on this site; null for any other. */
export function pagefindWorker(input: string): string | null {
  const url = new URL(input, window.location.href)
  return url.origin === window.location.origin && PAGEFIND_WORKER.test(url.pathname) ? input : null
}

/** Creates the default policy, once, before Pagefind loads (src/search/pagefind.ts). */
export function createDefaultPolicy(): void {
  policy("default", { createHTML: textOnly, createScriptURL: pagefindWorker })
}

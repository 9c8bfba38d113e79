/**
 * Trusted Types: where a page's policy requires them (`require-trusted-types-for 'script'`,
 * src/post-build/security-headers.ts), the browser refuses a plain string in every sink that can
 * turn text into code (innerHTML, a script's src, a worker's address...): only a value made by one
 * of the named policies below passes, so the code that may write HTML or load a script is this
 * short list, not any line of the runtime. docs/security.md says what it covers and what not.
 *
 * - respite-html: HTML the build rendered (an article's or a legal page's body, an FAQ answer),
 *   which the page shows with dangerouslySetInnerHTML. It comes from the site's own page data,
 *   made from content that passed the content check (src/gatsby-node/mdx-components.ts) or sanitised
 *   at build time (the FAQ): the policy passes it as it is.
 * - respite-search: Pagefind's excerpts on /search: text, escaped by Pagefind, with <mark> around
 *   the words found. The policy allows exactly that and escapes any other "<".
 * - default: what the runtime's own code assigns as a plain string, which it cannot be changed to
 *   wrap: react-helmet writes each JSON-LD block into <head> with innerHTML (after a link followed
 *   in the site, Chromium then also asks for the block's text as a script's), Preact empties an
 *   element with innerHTML = "", Pagefind starts its worker by address. The default policy lets
 *   through HTML that holds no "<" (text: it can make no element), a script's text that is JSON
 *   with no "<" (a data block; as JavaScript, JSON is a value that does nothing, and an inline
 *   script needs its hash in the page's policy besides), both of which the JSON-LD serialiser
 *   guarantees (src/lib/structured-data.ts), and Pagefind's worker script on this site; nothing else.
 * - Two more are created outside this module: the bundle loader's (src/page-life/bundle-loader.ts:
 *   exactly the bundles of its page) and webpack's, for its chunks
 *   (src/gatsby-node/webpack.ts).
 *
 * Where Trusted Types are not required (a browser without them, the legal pages) the helpers give
 * back the string itself.
 */

/** The bundle loader's policy (an inline script, so it takes the name as an argument). */
export const BUNDLE_POLICY = "respite-bundles"
/** webpack's policy for loading chunks (output.trustedTypes). */
export const CHUNK_POLICY = "respite-chunks"
const HTML_POLICY = "respite-html"
const SEARCH_POLICY = "respite-search"

/** Every policy a page may create, for its trusted-types directive. */
export const TRUSTED_TYPES_POLICIES = [BUNDLE_POLICY, CHUNK_POLICY, HTML_POLICY, SEARCH_POLICY, "default"] as const

/** Pagefind's worker, the one script address the default policy passes (src/search/pagefind.ts loads Pagefind). */
const PAGEFIND_WORKER = /^\/pagefind\/pagefind-worker\.js$/

/** A rule gives back what passes, or null: the browser then refuses the assignment and reports it as a policy violation. */
type Rules = {
  createHTML?: (input: string) => string | null
  createScript?: (input: string) => string | null
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

/**
 * The TrustedHTML last made for each HTML, given back for the same HTML. The runtime sets an element's
 * innerHTML again whenever its dangerouslySetInnerHTML value differs from the last render's, and two
 * TrustedHTML of one text are two objects: a new one each render made every render of an article
 * (a contents link followed changes the address, so the page renders again) replace its body's
 * elements, and with them the image overlay's handlers and whatever the reader had opened.
 * A page renders one body and its FAQ answers at once: far fewer than are kept.
 */
const made = new Map<string, TrustedHTML>()
const KEPT = 64

/** HTML the build rendered, for dangerouslySetInnerHTML: the same value for the same HTML. */
export function buildHtml(html: string): Html {
  const known = made.get(html)
  if (known) return known
  const trusted = policy(HTML_POLICY, { createHTML: (input) => input })?.createHTML(html) as TrustedHTML | undefined
  if (!trusted) return html
  made.set(html, trusted)
  if (made.size > KEPT) made.delete(made.keys().next().value as string)
  return trusted
}

/** Pagefind's excerpt: its text as it is, with <mark> and </mark>; any other "<" escaped. */
export const markedText = (excerpt: string) => excerpt.replace(/<(?!\/?mark>)/g, "&lt;")

/** A search result's excerpt, for dangerouslySetInnerHTML. */
export const searchExcerptHtml = (excerpt: string): Html =>
  (policy(SEARCH_POLICY, { createHTML: markedText })?.createHTML(excerpt) as TrustedHTML) ?? markedText(excerpt)

/** What the default policy lets through: HTML with no "<" (it can only be text); null for any other. */
export const textOnly = (input: string): string | null => (input.includes("<") ? null : input)

/** What the default policy lets through as a script's text: JSON without "<" (a JSON-LD block); null for any other. */
export function jsonOnly(input: string): string | null {
  if (input.includes("<")) return null
  try {
    JSON.parse(input)
    return input
  } catch {
    return null
  }
}

/** What the default policy lets through as a script's address: Pagefind's worker on this site; null for any other. */
export function pagefindWorker(input: string): string | null {
  const url = new URL(input, window.location.href)
  return url.origin === window.location.origin && PAGEFIND_WORKER.test(url.pathname) ? input : null
}

/** Creates the default policy, before the first render (gatsby-browser.tsx, onClientEntry). */
export function createDefaultPolicy(): void {
  policy("default", { createHTML: textOnly, createScript: jsonOnly, createScriptURL: pagefindWorker })
}

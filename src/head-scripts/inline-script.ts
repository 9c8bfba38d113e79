/**
 * The text of an inline <script> that calls `run` with `args` (docs/page-life.md), for code every
 * page runs before any island's bundle: the head scripts of src/head-scripts/ and the island loader
 * (src/islands/loader.ts).
 *
 * The function is written in TypeScript beside the code it serves, exported and tagged
 * @inlineScript, and must be self-contained: no imports, no closures over its module, nothing a
 * browser of the oldest supported kind lacks (it is compiled to ES2017, not further). Its exact
 * text, compiled once, is in ./inline-scripts.generated.ts (`npm run inline-scripts` writes it;
 * scripts/lib/inline-scripts.cjs says why the text is not taken at run time), so the page, the
 * post-build and the tests all know the same script. Its arguments are JSON, typed against its
 * parameters (`inlineScript<typeof run>("run", ...)`), so a renamed attribute or a changed
 * signature fails `tsc` instead of the page. Each page's security policy allows exactly these
 * scripts by their hashes (src/post-build/known-scripts.ts).
 */
import { compiledInlineScripts } from "./inline-scripts.generated"

type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json }

/** The functions compiled for inline scripts, by name. */
export type InlineFunction = keyof typeof compiledInlineScripts

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function inlineScript<Run extends (...args: any[]) => void>(
  name: InlineFunction,
  ...args: Parameters<Run> extends readonly Json[] ? Parameters<Run> : never
): string {
  // "<" written as a JSON escape: no argument can end the <script> element or open a comment in it.
  const json = args.map((arg) => JSON.stringify(arg).replace(/</g, "\\u003c"))
  return `(${compiledInlineScripts[name]})(${json.join(",")})`
}

/**
 * Stages 1 and 2 (docs/page-life.md#the-marker-and-the-inline-scripts): the text of an inline
 * <script> that calls `run` with `args`, for code that must run in the page before (or instead of)
 * the bundles: the head scripts of stage 1 and the bundle loader of stage 2.
 *
 * The function's own source text goes into the page, so `run` must be self-contained: no imports,
 * no closures over its module, nothing a browser of the oldest supported kind lacks (it is not
 * transpiled for the browser: Gatsby compiles it for the server render, which targets Node). Its
 * arguments are JSON, typed against its parameters, so a renamed attribute or a changed signature
 * fails `tsc` instead of the page. Each page's security policy allows the script by its hash
 * (src/post-build/inline-sources.ts).
 */

type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json }

export function inlineScript<Args extends readonly Json[]>(run: (...args: Args) => void, ...args: Args): string {
  return `(${run.toString()})(${args.map((arg) => JSON.stringify(arg)).join(",")})`
}

/**
 * Where the islands' bundles find a module (src/islands/preact-runtime.ts, esbuild's aliases: a
 * package and the paths inside it): Jest tests of what the islands rely on in the browser's runtime
 * load it as the bundles do, through `jest.mock(name, () => jest.requireActual(inBrowser(name)))`.
 */
import { preactAliases } from "../../src/islands/preact-runtime"

export function inBrowser(name: string): string {
  for (const [from, to] of Object.entries(preactAliases)) {
    if (name === from) return to
    if (name.startsWith(`${from}/`)) return `${to}${name.slice(from.length)}`
  }
  return name
}

/**
 * The inline scripts a built page may carry, each known by its exact text: a page's policy allows
 * these and nothing else (./inline-sources.ts), so whatever else reaches a page's HTML (a script in
 * content, a data block that came undone, a runtime an upgrade brought back) stops the build instead
 * of running under a hash. All are the site's own, computed here from the same functions that write
 * them: the head scripts every page runs (src/page-life/), its Speculation Rules, and the island
 * loader with the bundles of the page's islands (./islands.ts).
 *
 * e2e/headers.spec.ts computes the same list on its own, from the same sources, and fails on a
 * policy that allows any other hash.
 */
import { heldSubmitsScript } from "../page-life/held-submits"
import { searchShortcutScript } from "../page-life/search-shortcut"
import { sectionArrivalScript } from "../page-life/section-arrival"
import { speculationRulesText } from "../page-life/speculation-rules"
import { loaderFor } from "./islands"

/** Every inline script a page holding the islands `islands` may carry: its exact text, and what it is. */
export function knownScripts(islands: readonly string[], bundles: Readonly<Record<string, string>>): ReadonlyMap<string, string> {
  const loader = loaderFor(islands, bundles)
  return new Map([
    [heldSubmitsScript(), "held submits (src/page-life/held-submits.ts)"],
    [sectionArrivalScript(), "section arrival (src/page-life/section-arrival.ts)"],
    [searchShortcutScript(), "the search shortcut (src/page-life/search-shortcut.ts)"],
    [speculationRulesText(), "the Speculation Rules (src/page-life/speculation-rules.ts)"],
    ...(loader ? [[loader, "the island loader (src/islands/loader.ts)"] as [string, string]] : []),
  ])
}

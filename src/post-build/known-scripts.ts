/**
 * The inline scripts a built page may carry, each known by its exact text: a page's policy allows
 * these and nothing else (./inline-sources.ts), so whatever else reaches a page's HTML (a script in
 * content, a data block that came undone, a runtime an upgrade brought back) stops the build instead
 * of running under a hash. All are the site's own, computed here from the same functions that write
 * them: the head scripts every page runs (src/head-scripts/), its Speculation Rules, and the island
 * loader with the bundles of the page's islands (./islands.ts).
 *
 * e2e/headers.spec.ts computes the same list on its own, from the same sources, and fails on a
 * policy that allows any other hash.
 */
import { heldSubmitsScript } from "../head-scripts/held-submits"
import { searchShortcutScript } from "../head-scripts/search-shortcut"
import { sectionArrivalScript } from "../head-scripts/section-arrival"
import { speculationRulesText } from "../head-scripts/speculation-rules"
import { loaderFor } from "./islands"

/** Every inline script a page holding the islands `islands` may carry: its exact text, and what it is. */
export function knownScripts(islands: readonly string[], bundles: Readonly<Record<string, string>>): ReadonlyMap<string, string> {
  const loader = loaderFor(islands, bundles)
  return new Map([
    [heldSubmitsScript(), "held submits (src/head-scripts/held-submits.ts)"],
    [sectionArrivalScript(), "section arrival (src/head-scripts/section-arrival.ts)"],
    [searchShortcutScript(), "the search shortcut (src/head-scripts/search-shortcut.ts)"],
    [speculationRulesText(), "the Speculation Rules (src/head-scripts/speculation-rules.ts)"],
    ...(loader ? [[loader, "the island loader (src/islands/loader.ts)"] as [string, string]] : []),
  ])
}

/**
 * Makes each built page a document with islands (docs/page-life.md): Gatsby's browser runtime goes
 * (its bundles, its chunk map, its compilation hash, the page's path for its loader), and so do the
 * marks only a browser runtime reads (react-helmet's on the head elements; React's <!-- --> between
 * two texts, outside the islands: docs/upgrade-surface.md, row 19), and a page
 * that holds islands gets the island loader (src/islands/loader.ts) with the bundles of its own
 * islands and no others. Runs after the build (gatsby-node.ts, onPostBuild), before the pages'
 * policies are made.
 *
 * Gatsby writes its scripts into a "slice" it stitches into every page (public/_gatsby/slices/): all
 * of the slice is its runtime, and the loader takes its place, inside the slice's markers, so that a
 * later build that stitches the slice in again rewrites the page, which is then finished again.
 * Outside the slice Gatsby writes one script, the page's path. Both the markers and that script are
 * Gatsby's internals (docs/upgrade-surface.md): a page where either is not as expected stops the
 * build, as does any other script left (./inline-sources.ts refuses what the site did not write).
 */
import { ISLAND } from "../islands/island"
import { islandLoaderScript } from "../islands/loader"

/** The part of each page Gatsby fills from its scripts slice. */
const SCRIPTS_SLICE = /(<!-- slice-start id="_gatsby-scripts[^"]*" -->)([\s\S]*?)(<!-- slice-end id="_gatsby-scripts[^"]*" -->)/

/** Gatsby's script with the page's path (id gatsby-script-loader), as its static-entry.js writes it with slices on. */
export const gatsbyPagePathScript = (pagePath: string) => `/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/`

const PAGE_PATH_TAG = /<script id="gatsby-script-loader">([\s\S]*?)<\/script>/

/** The <head>, where react-helmet marks every element it wrote (gatsby-plugin-react-helmet). */
const HEAD = /<head>[\s\S]*?<\/head>/
const HELMET_MARK = / data-react-helmet="true"/g

/** An island's start and end, and React's separator between two texts. */
const ISLAND_EDGES_AND_SEPARATORS = new RegExp(`<${ISLAND.tag}\\b|</${ISLAND.tag}>|<!-- -->`, "g")

/** The page without React's text separators outside its islands (at any depth of islands). */
function withoutTextSeparators(html: string): string {
  let depth = 0
  return html.replace(ISLAND_EDGES_AND_SEPARATORS, (found) => {
    if (found === "<!-- -->") return depth > 0 ? found : ""
    depth = Math.max(0, depth + (found.startsWith("</") ? -1 : 1))
    return found
  })
}

/** The id of the loader's <script>. */
export const LOADER_ID = "island-loader"

/** The names of the islands a page's HTML holds, each once, in order of name. */
export function islandsIn(html: string): string[] {
  const names = Array.from(html.matchAll(new RegExp(`<${ISLAND.tag}\\b[^>]*\\s${ISLAND.name}="([^"]*)"`, "g")), (match) => match[1])
  return [...new Set(names)].sort()
}

/** The bundles of the islands `names`, by name; throws on an island that has none. */
export function pageBundles(names: readonly string[], bundles: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    names.map((name) => {
      if (!bundles[name])
        throw new Error(`it holds the island "${name}", which no file ${name}.island.tsx or ${name}.enhancement.ts in src/ declares`)
      return [name, bundles[name]]
    }),
  )
}

/** The loader a page with these islands carries (none without islands). */
export const loaderFor = (names: readonly string[], bundles: Readonly<Record<string, string>>) =>
  names.length === 0 ? undefined : islandLoaderScript(pageBundles(names, bundles))

/** A built page with Gatsby's runtime replaced by the island loader. Idempotent: a finished page comes back the same. */
export function withIslands(html: string, pagePath: string, bundles: Readonly<Record<string, string>>): string {
  const slice = SCRIPTS_SLICE.exec(html)
  if (!slice) throw new Error('no Gatsby scripts slice (<!-- slice-start id="_gatsby-scripts-1" -->) in the page')
  const [whole, start, , end] = slice
  const loader = loaderFor(islandsIn(html), bundles)
  let result = html.replace(whole, () => `${start}${loader ? `<script id="${LOADER_ID}">${loader}</script>` : ""}${end}`)
  const pagePathTag = PAGE_PATH_TAG.exec(result)
  if (pagePathTag) {
    if (pagePathTag[1] !== gatsbyPagePathScript(pagePath)) {
      throw new Error(`Gatsby's page path script is not shaped like ${gatsbyPagePathScript(pagePath)} any more (docs/upgrade-surface.md)`)
    }
    result = result.replace(pagePathTag[0], "")
  }
  return withoutTextSeparators(result.replace(HEAD, (head) => head.replace(HELMET_MARK, "")))
}

/**
 * The inline scripts a built page may carry, each known by its exact text: a page's policy allows
 * these and nothing else (./inline-sources.ts), so whatever else reaches a page's HTML (a script in
 * content, a data block that came undone) stops the build instead of running under a hash.
 *
 * - The site's own, by their source: the two head scripts of stage 1 and the bundle loader of
 *   stage 2 (src/page-life/), computed here from the same functions that write them.
 * - Gatsby's, by their exact shape, as Gatsby 5.16 writes them (node_modules/gatsby:
 *   cache-dir/static-entry.js, dist/utils/gatsby-webpack-stats-extractor.js), from this build's own
 *   files: the page's path, the chunk map (public/chunk-map.json) and the compilation hash
 *   (public/page-data/app-data.json). A Gatsby upgrade that changes one stops the build, naming the
 *   script (docs/upgrade-surface.md).
 *
 * e2e/headers.spec.ts computes the same list on its own, from the same sources, and fails on a
 * policy that allows any other hash.
 */
import fs from "fs"
import path from "path"
import { firstSightScript } from "../page-life/first-sight"
import { searchShortcutScript } from "../page-life/search-shortcut"
import { heldSubmitsScript } from "../page-life/held-submits"
import { bundlesAfterPaintScript } from "../page-life/bundle-loader"

/** What Gatsby wrote for this build that its per-page scripts repeat. */
export type BuildOutput = {
  /** public/chunk-map.json, as written (its text is what the page's script carries). */
  chunkMap: string
  /** The app chunk group's JavaScript, in Gatsby's order: what the bundle loader requests. */
  appBundles: string[]
  /** webpack's compilation hash, as public/page-data/app-data.json gives it. */
  compilationHash: string
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, "utf8")) as T

/** This build's chunk map, app bundles and compilation hash, from the files Gatsby wrote to `publicDir`. */
export function readBuildOutput(publicDir: string): BuildOutput {
  const stats = readJson<{ assetsByChunkName: Record<string, string[]> }>(path.join(publicDir, "webpack.stats.json"))
  return {
    chunkMap: fs.readFileSync(path.join(publicDir, "chunk-map.json"), "utf8"),
    appBundles: (stats.assetsByChunkName.app ?? []).filter((name) => name.endsWith(".js")).map((name) => `/${name}`),
    compilationHash: readJson<{ webpackCompilationHash: string }>(path.join(publicDir, "page-data", "app-data.json"))
      .webpackCompilationHash,
  }
}

/** Gatsby's script with the page's path (id gatsby-script-loader), as static-entry.js writes it with slices on. */
export const gatsbyPagePathScript = (pagePath: string) => `/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/`

/** Gatsby's chunk map (id gatsby-chunk-mapping) in its scripts slice, as the stats extractor writes it, whitespace included. */
export const gatsbyChunkMappingScript = (chunkMap: string) =>
  `\n            window.___chunkMapping=${JSON.stringify(chunkMap)};\n          `

/** Gatsby's compilation hash in its scripts slice. */
export const gatsbyCompilationHashScript = (hash: string) => `window.___webpackCompilationHash="${hash}";`

/** Every inline script a page of this build may carry: its exact text, and what it is. */
export function knownScripts(pagePath: string, build: BuildOutput): ReadonlyMap<string, string> {
  return new Map([
    [heldSubmitsScript(), "held submits (src/page-life/held-submits.ts)"],
    [firstSightScript(), "first sight (src/page-life/first-sight.ts)"],
    [searchShortcutScript(), "the search shortcut (src/page-life/search-shortcut.ts)"],
    [bundlesAfterPaintScript(build.appBundles), "the bundle loader (src/page-life/bundle-loader.ts)"],
    [gatsbyPagePathScript(pagePath), "Gatsby's page path"],
    [gatsbyChunkMappingScript(build.chunkMap), "Gatsby's chunk map"],
    [gatsbyCompilationHashScript(build.compilationHash), "Gatsby's compilation hash"],
  ])
}

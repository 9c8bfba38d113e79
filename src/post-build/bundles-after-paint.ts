/**
 * Rewrites a built page so that it requests its bundles once it has painted (stage 2 of a page's
 * life: src/page-life/bundle-loader.ts says why and holds the loader). Runs after
 * the build (gatsby-node.ts, onPostBuild), before the pages' CSP hashes are taken.
 *
 * Gatsby writes the bundle tags into a "slice" it stitches into every page (public/_gatsby/slices/);
 * a later build that changes the bundles stitches the slice in again, and this runs again. Both
 * the slice markers and the tags' shape are Gatsby's internals (docs/upgrade-surface.md): a
 * page where either is not found stops the build instead of shipping without its JavaScript.
 */
import { LOADER_ID, bundlesAfterPaintScript } from "../page-life/bundle-loader"

/** The part of each page Gatsby fills from its scripts slice, and a bundle tag in it. */
const SCRIPTS_SLICE = /(<!-- slice-start id="_gatsby-scripts[^"]*" -->)([\s\S]*?)(<!-- slice-end id="_gatsby-scripts[^"]*" -->)/
const BUNDLE_TAG = /<script src="([^"]+)" async(?:="")?><\/script>/g
const LOADER = new RegExp(`<script id="${LOADER_ID}">`)

/**
 * A built page with its bundle tags replaced by the inline loader. A page that already has the
 * loader (not stitched again by this build) comes back unchanged. Throws if the page has no
 * scripts slice, or neither bundle tags nor the loader in it, so a Gatsby upgrade that moves or
 * reshapes the tags cannot pass unnoticed.
 */
export function withBundlesAfterPaint(html: string): string {
  const slice = SCRIPTS_SLICE.exec(html)
  if (!slice) throw new Error('no Gatsby scripts slice (<!-- slice-start id="_gatsby-scripts-1" -->) in the page')
  const [whole, start, content, end] = slice
  const sources = Array.from(content.matchAll(BUNDLE_TAG), (tag) => tag[1])
  if (sources.length === 0) {
    if (LOADER.test(content)) return html
    throw new Error(`no bundle tag shaped like <script src="/app-….js" async></script> in Gatsby's scripts slice`)
  }
  const loader = `<script id="${LOADER_ID}">${bundlesAfterPaintScript(sources)}</script>`
  return html.replace(whole, () => `${start}${content.replace(BUNDLE_TAG, "")}${loader}${end}`)
}

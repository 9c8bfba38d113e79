/**
 * What Gatsby writes into public/ besides the pages, in one list: the build's Node code (the
 * post-build, the page addresses, the adapter) reads it from here (docs/upgrade-surface.md).
 *
 * Gatsby writes its own working files into public/ and reads them back while it builds: each page's
 * data (page-data/, read to render a page's HTML again), the scripts slice it stitches into every
 * page (_gatsby/slices/), its webpack stats and chunk map (read to list a page's scripts), Partytown,
 * and the browser build's bundles, stylesheet and source maps (.cache/browser-assets.json lists
 * them: src/build-tools/browser-assets.ts). No page asks for any of them once the post-build has
 * made it a document (./built-pages.ts, src/post-build/islands.ts), so none is deployed: the
 * post-build keeps them in .cache/ and puts them back before the next build
 * (src/post-build/gatsby-working-files.ts).
 */

/** Folders of public/ that hold Gatsby's working files. */
export const GATSBY_WORKING_FOLDERS = ["page-data", "_gatsby", "~partytown"] as const

/** Files at the top of public/ that are Gatsby's working files (besides the browser build's, which vary by name). */
export const GATSBY_WORKING_FILES = ["chunk-map.json", "webpack.stats.json"] as const

/**
 * Folders of public/ the build fills with files of its own, never pages: Gatsby's hashed static
 * files, and icons/, where gatsby-plugin-manifest wrote its icons until issue 50 (a kept public/ may
 * still hold them: they are set aside as files of earlier builds).
 */
export const GATSBY_ASSET_FOLDERS = ["static", "icons"] as const

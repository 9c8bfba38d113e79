/**
 * What the browser build (webpack's build-javascript stage, src/gatsby-node/webpack.ts) emitted this
 * time, recorded for what reads it later: the HTML stage's hash (below) and the post-build, which
 * keeps these files out of public/ (src/post-build/gatsby-working-files.ts). A kept public/ also holds the bundles of earlier builds, so the folder itself
 * cannot say which files are current; webpack's compilation can.
 */
import fs from "fs"
import path from "path"
import { createHash } from "crypto"
import type { Compiler, Stats } from "webpack"

const RECORD = path.join(".cache", "browser-assets.json")

/** A webpack plugin: writes the names of every asset of the finished compilation (async chunks included). */
export class RecordBrowserAssets {
  apply(compiler: Compiler) {
    compiler.hooks.done.tap("RecordBrowserAssets", (stats: Stats) => {
      const names = Object.keys(stats.compilation.assets).sort()
      fs.mkdirSync(path.dirname(RECORD), { recursive: true })
      fs.writeFileSync(RECORD, JSON.stringify(names, null, 2))
    })
  }
}

/** The asset names the last browser build of the project in `root` emitted (empty before the first one). */
export function browserAssets(root = process.cwd()): string[] {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, RECORD), "utf8")) as string[]
  } catch {
    return []
  }
}

/**
 * A digest of the stylesheets the browser build emitted. Their names carry a content hash, so the
 * digest changes exactly when the CSS does. Gatsby inlines that CSS into every page's HTML, but it
 * decides which HTML to re-render from the server (build-html) compilation, which sees CSS Modules
 * only as maps of class names: mixed into that compilation's hashes, the digest makes a CSS-only
 * edit re-render the pages instead of leaving them with the old styles.
 */
export function stylesheetDigest(): string {
  const stylesheets = browserAssets().filter((name) => name.endsWith(".css"))
  return createHash("sha256").update(stylesheets.join("\n")).digest("hex").slice(0, 16)
}

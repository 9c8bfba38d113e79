/**
 * Gatsby's working files leave public/ once the pages are finished, and come back before the next
 * build: each page's data, its scripts slice, its webpack stats and chunk map, Partytown, and the
 * browser build's bundles, stylesheet and source maps (src/build-tools/gatsby-output.ts). No page
 * asks for any of them, so none is deployed; but Gatsby reads them back when it renders a page again
 * with its cache kept (its renderer reads a page's data from public/page-data/, and stitches the
 * slice from public/_gatsby/), so they are kept in .cache/ rather than deleted, and put back as the
 * next build starts (gatsby-node.ts, onPreBootstrap, after Gatsby has decided whether to keep its
 * cache). The processed images of public/static/ that no page uses any more (./unreferenced-files.ts)
 * are kept the same way: Gatsby does not make an image again that it believes it has made.
 *
 * The browser build's files are known by the names its last compilation emitted
 * (.cache/browser-assets.json, src/build-tools/browser-assets.ts); earlier builds' bundles of
 * Gatsby's naming, which a kept public/ still holds, are deleted.
 */
import fs from "fs"
import path from "path"
import { GATSBY_WORKING_FILES, GATSBY_WORKING_FOLDERS } from "../build-tools/gatsby-output"

/** Where the working files wait between builds. */
export const KEPT_WORKING_FILES = path.join(".cache", "gatsby-working-files")

/** Gatsby's names for its browser build's files at the top of public/: `<chunk>-<20 hex>.js`, `styles.<20 hex>.css`, their maps and licence notes. */
const BROWSER_BUILD_FILE = /^(?:[\w~.-]+-[0-9a-f]{20}\.js|styles\.[0-9a-f]{20}\.css)(?:\.map|\.LICENSE\.txt)?$/

/** Moves `relative` (a file or folder of publicDir) to the same place in keptDir. */
function moveAside(publicDir: string, keptDir: string, relative: string) {
  const to = path.join(keptDir, relative)
  fs.mkdirSync(path.dirname(to), { recursive: true })
  fs.rmSync(to, { recursive: true, force: true })
  fs.renameSync(path.join(publicDir, relative), to)
}

/**
 * Moves Gatsby's working files out of publicDir into keptDir (emptied first); `current` names the
 * browser build's files of this build. Gives what was moved and what was deleted.
 */
export function setAsideWorkingFiles(
  publicDir: string,
  keptDir: string,
  current: readonly string[],
): { moved: string[]; deleted: string[] } {
  fs.rmSync(keptDir, { recursive: true, force: true })
  const working = new Set<string>([...GATSBY_WORKING_FOLDERS, ...GATSBY_WORKING_FILES, ...current])
  const moved: string[] = []
  const deleted: string[] = []
  for (const name of fs.readdirSync(publicDir).sort()) {
    if (working.has(name)) {
      moveAside(publicDir, keptDir, name)
      moved.push(name)
    } else if (BROWSER_BUILD_FILE.test(name)) {
      fs.rmSync(path.join(publicDir, name), { force: true })
      deleted.push(name)
    }
  }
  return { moved, deleted }
}

/** Keeps files of publicDir (paths relative to it) with the working files, for the next build. */
export function setAsideFiles(publicDir: string, keptDir: string, relatives: readonly string[]): void {
  for (const relative of relatives) moveAside(publicDir, keptDir, relative)
}

/**
 * Puts back what the last post-build kept, where nothing has taken its place; gives how many
 * entries came back. Without public/ Gatsby builds everything anew, and what was kept goes.
 */
export function putBackWorkingFiles(publicDir: string, keptDir: string): number {
  if (!fs.existsSync(keptDir)) return 0
  let back = 0
  if (fs.existsSync(publicDir)) {
    const restore = (relative: string) => {
      const from = path.join(keptDir, relative)
      const to = path.join(publicDir, relative)
      if (!fs.existsSync(to)) {
        fs.mkdirSync(path.dirname(to), { recursive: true })
        fs.renameSync(from, to)
        back++
      } else if (fs.statSync(from).isDirectory() && fs.statSync(to).isDirectory()) {
        for (const name of fs.readdirSync(from)) restore(path.join(relative, name))
      }
    }
    for (const name of fs.readdirSync(keptDir)) restore(name)
  }
  fs.rmSync(keptDir, { recursive: true, force: true })
  return back
}

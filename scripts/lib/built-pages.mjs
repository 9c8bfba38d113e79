// @ts-check
// The pages of a build, and the file of each: the pages Gatsby rendered, as the build records them
// (.cache/rendered-pages.json beside public/, written by src/build-tools/built-pages.ts), each with
// the file Gatsby writes it to. One definition for every check (links, headers, nginx, incremental
// builds, scale, e2e). The checks take the list of pages from the build, but keep their own copy of
// where a page's file is, so that they do not trust the code they check: a page recorded without
// its file stops the check.
import fs from "node:fs"
import path from "node:path"

/**
 * The file Gatsby writes a page to (trailingSlash "never"): "/" -> index.html, "/pricing" ->
 * pricing/index.html, an address ending in .htm or .html (any case) -> that file ("/404.html").
 * @param {string} pagePath
 */
const fileOf = (pagePath) =>
  /\.html?$/i.test(pagePath) ? pagePath.slice(1) : pagePath === "/" ? "index.html" : `${pagePath.slice(1)}/index.html`

/**
 * Every page the build rendered, sorted by path.
 * @param {string} publicDir  a build's public/ folder; its record is in the .cache/ beside it
 * @returns {Array<{ path: string, file: string }>}  the path a visitor asks for, the page's absolute file
 */
export function builtPages(publicDir) {
  const record = path.join(publicDir, "..", ".cache", "rendered-pages.json")
  if (!fs.existsSync(record)) throw new Error(`${record} is missing: the pages of ${publicDir} are listed by the build that wrote it`)
  const pages = /** @type {string[]} */ (JSON.parse(fs.readFileSync(record, "utf8"))).map((pagePath) => ({
    path: pagePath,
    file: path.join(publicDir, fileOf(pagePath)),
  }))
  const missing = pages.filter((page) => !fs.existsSync(page.file))
  if (missing.length > 0) throw new Error(`The build rendered pages that have no file: ${missing.map((page) => page.file).join(", ")}`)
  return pages
}

/**
 * Every .html file under a folder, except the fragments Gatsby stitches into pages (_gatsby/slices)
 * and the folders that hold no pages: for scripts/page-javascript.mjs, which measures builds from
 * before the build recorded its pages too (its reference build, docs/performance.md).
 * @param {string} dir  a build's public/ folder, or a folder in it
 * @returns {string[]}  absolute paths of its pages
 */
export function htmlFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return ["static", "page-data", "_gatsby"].includes(entry.name) ? [] : htmlFiles(full)
    return entry.name.endsWith(".html") ? [full] : []
  })
}

/**
 * The path a page file of htmlFiles is linked at: public/index.html -> "/",
 * public/pricing/index.html -> "/pricing", public/404.html -> "/404.html".
 * @param {string} publicDir
 * @param {string} file
 */
export function pagePath(publicDir, file) {
  const relative = `/${path.relative(publicDir, file).split(path.sep).join("/")}`
  return relative === "/index.html" ? "/" : relative.replace(/\/index\.html$/, "")
}

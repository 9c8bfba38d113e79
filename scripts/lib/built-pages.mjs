// @ts-check
// The HTML pages of a build, and the path a visitor asks for each: every .html file under public/
// except the fragments Gatsby stitches into pages (_gatsby/slices) and the folders that hold no
// pages. One definition for every check (links, headers, nginx, incremental builds, scale, e2e).
// The build itself maps the other way (src/build-tools/built-pages.ts); checks keep their own copy
// so that they do not trust the code they check.
import fs from "node:fs"
import path from "node:path"

/**
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
 * The path a page is linked at (trailingSlash "never"): public/index.html -> "/",
 * public/pricing/index.html -> "/pricing", public/404.html -> "/404.html".
 * @param {string} publicDir
 * @param {string} file
 */
export function pagePath(publicDir, file) {
  const relative = `/${path.relative(publicDir, file).split(path.sep).join("/")}`
  return relative === "/index.html" ? "/" : relative.replace(/\/index\.html$/, "")
}

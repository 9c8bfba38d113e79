// The HTML pages of a build: every .html file under public/ except the fragments Gatsby stitches
// into pages (_gatsby/slices) and the folders that hold no pages. One definition for every check.
import fs from "node:fs"
import path from "node:path"

export function htmlFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return ["static", "page-data", "_gatsby"].includes(entry.name) ? [] : htmlFiles(full)
    return entry.name.endsWith(".html") ? [full] : []
  })
}

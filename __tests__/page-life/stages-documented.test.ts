/**
 * What runs in a page is in two flat folders, src/page-life/ (the inline scripts every page runs)
 * and src/islands/ (the islands and how they wake), and docs/page-life.md says what each file does
 * in a page's life. The two must not drift apart: a file added and left out of the document fails
 * here by name.
 */
import fs from "node:fs"
import path from "node:path"

const ROOT = path.resolve(__dirname, "../..")
const document = fs.readFileSync(path.join(ROOT, "docs/page-life.md"), "utf8")

describe.each(["src/page-life", "src/islands"])("%s/", (folder) => {
  const entries = fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true })

  it("has no subfolder", () => {
    expect(entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name)).toEqual([])
  })

  it("has every file named in docs/page-life.md", () => {
    const files = entries.filter((entry) => entry.isFile()).map((entry) => entry.name)
    expect(files.filter((file) => !document.includes(`\`${file}\``))).toEqual([])
  })
})

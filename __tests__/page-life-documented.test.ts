/**
 * What runs in a page is in two flat folders, src/head-scripts/ (the inline scripts every page
 * runs) and src/islands/ (how islands are declared, rendered and woken), and each island is declared
 * beside its component; what happens after the build is one list (src/post-build/stages.ts).
 * docs/page-life.md says what each file does in a page's life and shows that list: the two must not
 * drift apart, so a file or a stage added and left out of the document fails here by name.
 */
import fs from "node:fs"
import path from "node:path"
import { islandFiles } from "../src/post-build/island-bundles"
import { POST_BUILD_STAGES } from "../src/post-build/stages"

const ROOT = path.resolve(__dirname, "..")
const document = fs.readFileSync(path.join(ROOT, "docs/page-life.md"), "utf8")

describe.each(["src/head-scripts", "src/islands"])("%s/", (folder) => {
  const entries = fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true })

  it("has no subfolder", () => {
    expect(entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name)).toEqual([])
  })

  it("has every file named in docs/page-life.md", () => {
    const files = entries.filter((entry) => entry.isFile()).map((entry) => entry.name)
    expect(files.filter((file) => !document.includes(`\`${file}\``))).toEqual([])
  })
})

describe("docs/page-life.md", () => {
  it("names every island's declaration where it is", () => {
    const files = islandFiles(path.join(ROOT, "src")).map(({ file }) => path.relative(ROOT, file))
    expect(files.filter((file) => !document.includes(`\`${file}\``))).toEqual([])
  })

  it("shows the stages after the build, each in its place", () => {
    const rows = [...document.matchAll(/^\| (\d+) +\| ([^|]+?) +\|/gm)].map((match) => match[2])
    expect(rows).toEqual(POST_BUILD_STAGES.map((stage) => stage.name))
  })
})

/**
 * Gatsby's working files leave public/ after the build and come back before the next
 * (src/post-build/gatsby-working-files.ts): what is deployed holds none, and Gatsby finds what it
 * reads back when it renders a page again with its cache kept.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { putBackWorkingFiles, setAsideFiles, setAsideWorkingFiles } from "../../src/post-build/gatsby-working-files"
import { filesUnder } from "../../src/build-tools/files-under"

let root: string
let publicDir: string
let kept: string
const write = (file: string, text = file) => {
  fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true })
  fs.writeFileSync(path.join(publicDir, file), text)
}

/** A public/ folder as Gatsby leaves it: pages, its working files, this build's bundles and an earlier build's. */
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "working-files-"))
  publicDir = path.join(root, "public")
  kept = path.join(root, ".cache", "gatsby-working-files")
  for (const file of [
    "index.html",
    "pricing/index.html",
    "static/0a1b/hero.webp",
    "_islands/carousel-AB12CD34.js",
    "page-data/pricing/page-data.json",
    "page-data/app-data.json",
    "_gatsby/slices/_gatsby-scripts-1.html",
    "~partytown/partytown.js",
    "chunk-map.json",
    "webpack.stats.json",
    "app-0123456789abcdef0123.js",
    "app-0123456789abcdef0123.js.map",
    "styles.0123456789abcdef0123.css",
    "app-ffffffffffffffffffff.js",
  ])
    write(file)
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

const CURRENT = ["app-0123456789abcdef0123.js", "app-0123456789abcdef0123.js.map", "styles.0123456789abcdef0123.css"]

describe("Gatsby's working files", () => {
  it("leave public/ for .cache/, an earlier build's bundles are deleted, and the site's own files stay", () => {
    const { moved, deleted } = setAsideWorkingFiles(publicDir, kept, CURRENT)
    expect(filesUnder(publicDir)).toEqual(["_islands/carousel-AB12CD34.js", "index.html", "pricing/index.html", "static/0a1b/hero.webp"])
    expect(moved).toEqual([
      "_gatsby",
      "app-0123456789abcdef0123.js",
      "app-0123456789abcdef0123.js.map",
      "chunk-map.json",
      "page-data",
      "styles.0123456789abcdef0123.css",
      "webpack.stats.json",
      "~partytown",
    ])
    expect(deleted).toEqual(["app-ffffffffffffffffffff.js"])
  })

  it("come back before the next build, with the images kept aside, and what Gatsby has written anew meanwhile wins", () => {
    setAsideWorkingFiles(publicDir, kept, CURRENT)
    setAsideFiles(publicDir, kept, ["static/0a1b/hero.webp"])
    write("page-data/pricing/page-data.json", "written anew")
    expect(putBackWorkingFiles(publicDir, kept)).toBeGreaterThan(0)
    expect(filesUnder(publicDir)).toContain("_gatsby/slices/_gatsby-scripts-1.html")
    expect(filesUnder(publicDir)).toContain("static/0a1b/hero.webp")
    expect(filesUnder(publicDir)).toContain("page-data/app-data.json")
    expect(fs.readFileSync(path.join(publicDir, "page-data/pricing/page-data.json"), "utf8")).toBe("written anew")
    expect(fs.existsSync(kept)).toBe(false)
  })

  it("are dropped when public/ is gone: Gatsby then builds everything anew", () => {
    setAsideWorkingFiles(publicDir, kept, CURRENT)
    fs.rmSync(publicDir, { recursive: true })
    expect(putBackWorkingFiles(publicDir, kept)).toBe(0)
    expect(fs.existsSync(kept)).toBe(false)
  })
})

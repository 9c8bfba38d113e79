import fs from "fs"
import os from "os"
import path from "path"
import { builtPages } from "../../scripts/lib/built-pages.mjs"
import { recordRenderedPages } from "../../src/build-tools/built-pages"

// The checks' list of pages (scripts/lib/built-pages.mjs): the pages the build says Gatsby rendered,
// each at the file Gatsby writes it to, whatever its address ends with (issue 40: a page at
// /blog/zz.htm is the file public/blog/zz.htm, which a list of .html files missed).
describe("the pages the checks visit", () => {
  let dir: string
  const write = (file: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, "public", file)), { recursive: true })
    fs.writeFileSync(path.join(dir, "public", file), "<!doctype html>")
  }
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "built-pages-"))
    for (const file of ["index.html", "pricing/index.html", "404.html", "blog/zz.htm", "_gatsby/slices/_gatsby-scripts-1.html"]) write(file)
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it("are the pages the build recorded, each with its file, and nothing else that ends in .html", () => {
    recordRenderedPages(["/pricing", "/blog/zz.htm", "/", "/404.html"], path.join(dir, ".cache", "rendered-pages.json"))
    expect(builtPages(path.join(dir, "public"))).toEqual([
      { path: "/", file: path.join(dir, "public", "index.html") },
      { path: "/404.html", file: path.join(dir, "public", "404.html") },
      { path: "/blog/zz.htm", file: path.join(dir, "public", "blog", "zz.htm") },
      { path: "/pricing", file: path.join(dir, "public", "pricing", "index.html") },
    ])
  })

  it("stop the check on a page the build recorded without its file, and on a build that recorded none", () => {
    expect(() => builtPages(path.join(dir, "public"))).toThrow(/rendered-pages.json is missing/)
    recordRenderedPages(["/", "/help"], path.join(dir, ".cache", "rendered-pages.json"))
    expect(() => builtPages(path.join(dir, "public"))).toThrow(
      `The build rendered pages that have no file: ${path.join(dir, "public", "help", "index.html")}`,
    )
  })
})

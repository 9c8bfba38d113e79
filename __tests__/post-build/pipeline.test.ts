/**
 * The post-build steps over a public/ folder shaped like Gatsby's: with 11 posts and with 1,000,
 * the host files come out the same, and every page carries its own policy with the hashes of
 * its final inline code.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { finishBuild } from "../../src/post-build/pipeline"
import { htmlFile } from "../../src/build-tools/built-pages"
import { inlineSources } from "../../src/post-build/inline-sources"
import { searchablePages } from "../../src/search/searchable-pages"

const BUNDLES = ["app-0123456789abcdef0123.js", "framework-0123456789abcdef0123.js", "styles.0123456789abcdef0123.css"]

/** A page as Gatsby writes it: charset first, inlined CSS, an inline script, the scripts slice with its bundle tags. */
const gatsbyPage = (pagePath: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><style>body{color:red}.hero-module--title--0a1b2{color:blue}</style></head>` +
  `<body><main><h1 class="hero-module--title--0a1b2 title">${pagePath}</h1></main><script id="gatsby-script-loader">window.pagePath="${pagePath}";</script>` +
  `<!-- slice-start id="_gatsby-scripts-1" --><script src="/${BUNDLES[1]}" async=""></script><script src="/${BUNDLES[0]}" async=""></script>` +
  `<!-- slice-end id="_gatsby-scripts-1" --></body></html>`

function fakeBuild(posts: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "respite-post-build-"))
  const record = path.join(dir, ".cache", "finished-pages.json")
  const pagePaths = ["/", "/pricing", "/blog", "/404", "/404.html", ...Array.from({ length: posts }, (_, index) => `/blog/post-${index}`)]
  for (const pagePath of pagePaths) {
    const file = path.join(dir, htmlFile(pagePath))
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, gatsbyPage(pagePath))
  }
  return { dir, pagePaths, record }
}

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), "utf8")
const policyOf = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1] ?? ""

describe("the post-build pipeline", () => {
  const small = fakeBuild(11)
  const large = fakeBuild(1000)
  afterAll(() => [small.dir, large.dir].forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

  it("writes the same _headers and _nginx.conf for 11 posts as for 1,000", () => {
    const a = finishBuild(small.dir, small.pagePaths, BUNDLES, small.record)
    const b = finishBuild(large.dir, large.pagePaths, BUNDLES, large.record)
    expect(b.pages).toBe(a.pages + 989)
    expect(b.rules).toBe(a.rules)
    for (const file of ["_headers", "_nginx.conf", "robots.txt"]) expect(read(large.dir, file)).toBe(read(small.dir, file))
  })

  it("gives every page a policy that lists the hashes of its final inline code, the bundle loader included", () => {
    for (const pagePath of ["/", "/blog/post-999", "/404.html"]) {
      const html = read(large.dir, htmlFile(pagePath))
      expect(html).not.toMatch(/<script src="[^"]+" async/)
      expect(html).toContain('<script id="bundles-after-paint">')
      const policy = policyOf(html)
      const { scripts, styles } = inlineSources(html)
      expect(scripts.length).toBe(2)
      for (const hash of [...scripts, ...styles]) expect(policy).toContain(hash)
    }
  })

  it("leaves the pages it already finished as they are on the next build, without reading them", () => {
    const before = read(small.dir, "index.html")
    const again = finishBuild(small.dir, small.pagePaths, BUNDLES, small.record)
    expect(again.finished).toBe(0)
    expect(again.rewritten).toBe(0)
    expect(read(small.dir, "index.html")).toBe(before)
  })

  it("finishes the pages Gatsby wrote again since, and gives every page's digest, from which the search finds what it indexes", () => {
    const before = finishBuild(small.dir, small.pagePaths, BUNDLES, small.record).finishedPages
    fs.writeFileSync(path.join(small.dir, "pricing/index.html"), gatsbyPage("/pricing").replace("<main>", "<main data-pagefind-body>"))
    const again = finishBuild(small.dir, small.pagePaths, BUNDLES, small.record)
    expect(again.finished).toBe(1)
    expect(read(small.dir, "pricing/index.html")).toContain('<script id="bundles-after-paint">')
    expect(again.finishedPages.map((page) => page.path)).toEqual([...small.pagePaths].sort())
    const changed = again.finishedPages.filter((page, index) => page.digest !== before[index].digest)
    expect(changed.map((page) => page.path)).toEqual(["/pricing"])
    expect(searchablePages(again.finishedPages, {}).searchable.map((page) => page.path)).toEqual(["/pricing"])
  })

  it("finishes every page again when a policy's origins change, even if Gatsby wrote none", () => {
    const { dir, pagePaths, record } = fakeBuild(2)
    finishBuild(dir, pagePaths, BUNDLES, record)
    const saved = JSON.parse(fs.readFileSync(record, "utf8"))
    fs.writeFileSync(record, JSON.stringify({ ...saved, settings: saved.settings.replace(/"api":"[^"]*"/, '"api":"https://old.example"') }))
    expect(finishBuild(dir, pagePaths, BUNDLES, record).finished).toBe(pagePaths.length)
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it("stops the build when there is no 404 page, or a page it cannot finish", () => {
    expect(() => finishBuild(small.dir, ["/"], BUNDLES, small.record)).toThrow("The build wrote no /404.html")
    fs.writeFileSync(path.join(small.dir, "pricing/index.html"), "<html><head></head><body></body></html>")
    expect(() => finishBuild(small.dir, small.pagePaths, BUNDLES, small.record)).toThrow(/pricing\/index.html: no Gatsby scripts slice/)
    // A slice whose bundle tags Gatsby shaped otherwise: the page would lose its JavaScript.
    fs.writeFileSync(path.join(small.dir, "pricing/index.html"), gatsbyPage("/pricing").replace(/ async=""/g, ' type="module"'))
    expect(() => finishBuild(small.dir, small.pagePaths, BUNDLES, small.record)).toThrow(/pricing\/index.html: no bundle tag shaped like/)
    // Server HTML and stylesheet that name a CSS Module class differently: the page would render unstyled.
    fs.writeFileSync(
      path.join(small.dir, "pricing/index.html"),
      gatsbyPage("/pricing").replace('class="hero-module--title--0a1b2', 'class="hero-module--title--9f8e7'),
    )
    expect(() => finishBuild(small.dir, small.pagePaths, BUNDLES, small.record)).toThrow(
      /pricing\/index.html: its HTML uses the CSS Module class "hero-module--title--9f8e7", which its stylesheet does not define/,
    )
  })
})

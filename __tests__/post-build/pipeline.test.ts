/**
 * The post-build steps over a public/ folder shaped like Gatsby's: with 11 posts and with 1,000,
 * the host files come out the same, and every page carries its own policy with the hashes of
 * its final inline code: the scripts the site wrote, and no other.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { generateHtmlPath } from "gatsby-core-utils"
import { finishBuild } from "../../src/post-build/pipeline"
import { htmlFile } from "../../src/build-tools/built-pages"
import { cspHash } from "../../src/post-build/inline-sources"
import { gatsbyChunkMappingScript, gatsbyCompilationHashScript, gatsbyPagePathScript } from "../../src/post-build/known-scripts"
import { heldSubmitsScript } from "../../src/page-life/held-submits"
import { bundlesAfterPaintScript } from "../../src/page-life/bundle-loader"
import { jsonLdText } from "../../src/lib/structured-data"
import { searchablePages } from "../../src/search/searchable-pages"

const BUNDLES = ["app-0123456789abcdef0123.js", "framework-0123456789abcdef0123.js", "styles.0123456789abcdef0123.css"]

/** What Gatsby writes beside the pages, which its inline scripts repeat: the chunk map, the app's bundles, the compilation hash. */
const CHUNK_MAP = JSON.stringify({ app: [`/${BUNDLES[0]}`] })
const HASH = "0123456789abcdef0123"

/**
 * A page as Gatsby writes it: charset first, the head scripts, inlined CSS, structured data, Gatsby's
 * page-path script, the scripts slice with its chunk map, compilation hash and bundle tags.
 */
const gatsbyPage = (pagePath: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><script id="held-submits">${heldSubmitsScript()}</script>` +
  `<style>body{color:red}.hero-module--title--0a1b2{color:blue}</style>` +
  `<script type="application/ld+json">${jsonLdText({ name: pagePath })}</script></head>` +
  `<body><main><h1 class="hero-module--title--0a1b2 title">${pagePath}</h1></main>` +
  `<script id="gatsby-script-loader">${gatsbyPagePathScript(pagePath)}</script><!-- slice-start id="_gatsby-scripts-1" -->` +
  `<script id="gatsby-chunk-mapping">${gatsbyChunkMappingScript(CHUNK_MAP)}</script><script>${gatsbyCompilationHashScript(HASH)}</script>` +
  `<script src="/${BUNDLES[1]}" async=""></script><script src="/${BUNDLES[0]}" async=""></script>` +
  `<!-- slice-end id="_gatsby-scripts-1" --></body></html>`

function fakeBuild(posts: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "respite-post-build-"))
  fs.writeFileSync(path.join(dir, "chunk-map.json"), CHUNK_MAP)
  fs.writeFileSync(
    path.join(dir, "webpack.stats.json"),
    JSON.stringify({ assetsByChunkName: { app: [BUNDLES[1], BUNDLES[2], BUNDLES[0]] } }),
  )
  fs.mkdirSync(path.join(dir, "page-data"))
  fs.writeFileSync(path.join(dir, "page-data", "app-data.json"), JSON.stringify({ webpackCompilationHash: HASH }))
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

  it("gives every page a policy that lists the hashes of the scripts the site wrote, the bundle loader included, and of its styles", () => {
    for (const pagePath of ["/", "/blog/post-999", "/404.html"]) {
      const html = read(large.dir, htmlFile(pagePath))
      expect(html).not.toMatch(/<script src="[^"]+" async/)
      expect(html).toContain('<script id="bundles-after-paint">')
      const written = [
        heldSubmitsScript(),
        gatsbyPagePathScript(pagePath),
        gatsbyChunkMappingScript(CHUNK_MAP),
        gatsbyCompilationHashScript(HASH),
        bundlesAfterPaintScript([`/${BUNDLES[1]}`, `/${BUNDLES[0]}`]),
      ].map(cspHash)
      const scriptSources = /script-src ([^;]*)/.exec(policyOf(html))![1].split(" ")
      expect(scriptSources.sort()).toEqual(["'self'", ...written].sort())
      expect(policyOf(html)).toContain(cspHash("body{color:red}.hero-module--title--0a1b2{color:blue}"))
    }
  })

  it("stops the build on a page with an inline script the site did not write, naming the page and the script", () => {
    const { dir, pagePaths, record } = fakeBuild(1)
    fs.writeFileSync(path.join(dir, "pricing/index.html"), gatsbyPage("/pricing").replace("</main>", "</main><script>alert(1)</script>"))
    expect(() => finishBuild(dir, pagePaths, BUNDLES, record)).toThrow(
      /pricing\/index.html: an inline script the site did not write .*: "<script>alert\(1\)<\/script>"/,
    )
    // A title that closed its data block: the block is no JSON, and what follows it is no script of the site's.
    const closed = gatsbyPage("/pricing").replace('{"name":"/pricing"}', '{"name":"Hi </script><script>alert(1)</script>')
    fs.writeFileSync(path.join(dir, "pricing/index.html"), closed)
    expect(() => finishBuild(dir, pagePaths, BUNDLES, record)).toThrow(/pricing\/index.html: a JSON-LD data block that is not JSON/)
    // Markup no page may carry, with a script's hash or not.
    fs.writeFileSync(
      path.join(dir, "pricing/index.html"),
      gatsbyPage("/pricing").replace("<main>", '<main><meta http-equiv="refresh" content="0;url=/x">'),
    )
    expect(() => finishBuild(dir, pagePaths, BUNDLES, record)).toThrow(/pricing\/index.html: a <meta http-equiv="refresh">/)
    fs.rmSync(dir, { recursive: true, force: true })
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

  it("stops the build on a page Gatsby rendered whose file it cannot find, naming the page (issue 40)", () => {
    const { dir, pagePaths, record } = fakeBuild(1)
    fs.rmSync(path.join(dir, "pricing/index.html"))
    expect(() => finishBuild(dir, pagePaths, BUNDLES, record)).toThrow(
      /no file for 1 of the pages Gatsby rendered \(\/pricing: no .*pricing\/index.html\)/,
    )
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it("stops the build on an id on two elements of a page, naming the page and the content file it was made from", () => {
    const { dir, pagePaths, record } = fakeBuild(1)
    const taken = gatsbyPage("/blog/post-0").replace("<main>", '<main><h2 id="footer-email">Footer email</h2><input id="footer-email"/>')
    fs.writeFileSync(path.join(dir, "blog/post-0/index.html"), taken)
    const sourceOf = (pagePath: string) => (pagePath === "/blog/post-0" ? "content/blog/post-0/index.mdx" : undefined)
    expect(() => finishBuild(dir, pagePaths, BUNDLES, record, sourceOf)).toThrow(
      /blog\/post-0\/index.html \(content\/blog\/post-0\/index.mdx\): the id "footer-email" is on 2 elements \(<h2>, <input>\)/,
    )
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it("finishes a page where Gatsby wrote it, an address ending in .htm as a file of that name", () => {
    const { dir, pagePaths, record } = fakeBuild(1)
    fs.writeFileSync(path.join(dir, "blog", "zz.htm"), gatsbyPage("/blog/zz.htm"))
    const report = finishBuild(dir, [...pagePaths, "/blog/zz.htm"], BUNDLES, record)
    expect(report.pages).toBe(pagePaths.length + 1)
    expect(policyOf(read(dir, "blog/zz.htm"))).toContain("script-src 'self'")
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it("finds every page's file as Gatsby writes it (gatsby-core-utils' generateHtmlPath)", () => {
    for (const pagePath of ["/", "/pricing", "/404.html", "/blog/zz.htm", "/blog/ZZ.HTML", "/blog/respite-1.2.0-x", "/blog/a.xml"]) {
      expect(path.join("public", htmlFile(pagePath))).toBe(generateHtmlPath("public", pagePath))
    }
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

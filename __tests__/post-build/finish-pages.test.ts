/**
 * @jest-environment node
 *
 * The post-build's stage that finishes each page (src/post-build/finish-pages.ts), over a public/
 * folder shaped like Gatsby's: Gatsby's runtime leaves every page; a page with islands gets the
 * loader of its own islands; every page carries its own policy with the hashes of its final inline
 * code (the scripts the site wrote, and no other); a page already finished is not read again. The
 * islands' bundles are given (the real build of them: ./island-bundles.test.ts). Each test makes
 * its own folder. The node environment: the stage's child process is bundled by esbuild, which
 * refuses to load in jsdom.
 */
import childProcess from "child_process"
import crypto from "crypto"
import fs from "fs"
import os from "os"
import path from "path"
import { generateHtmlPath } from "gatsby-core-utils"
import { finishPages } from "../../src/post-build/finish-pages"
import { finishPagesInProcess } from "../../src/post-build/finish-pages-process"
import { htmlFile } from "../../src/build-tools/built-pages"
import { cspHash } from "../../src/post-build/inline-sources"
import { gatsbyPagePathScript } from "../../src/post-build/islands"
import type { IslandBundles } from "../../src/post-build/island-bundles"
import { islandLoaderScript } from "../../src/islands/loader"
import { heldSubmitsScript } from "../../src/head-scripts/held-submits"
import { sectionArrivalScript } from "../../src/head-scripts/section-arrival"
import { searchShortcutScript } from "../../src/head-scripts/search-shortcut"
import { speculationRulesText } from "../../src/head-scripts/speculation-rules"
import { jsonLdText } from "../../src/lib/structured-data"
import { searchablePages } from "../../src/search/searchable-pages"

const ISLANDS: IslandBundles = {
  bundles: { "newsletter-form": "/_islands/newsletter-form-AAAA1111.js", carousel: "/_islands/carousel-BBBB2222.js" },
  files: ["_islands/carousel-BBBB2222.js", "_islands/newsletter-form-AAAA1111.js", "_islands/shared-CCCC3333.js"],
  classNamesOf: { "newsletter-form": ["hero-module--title--0a1b2"], carousel: [] },
  words: { "newsletter-form": ["hero-module--title--0a1b2"], carousel: [] },
}

/** An island as the server render writes it (src/islands/island.ts). */
const island = (name: string) =>
  `<site-island data-island="${name}" data-wakes="on-use"><form aria-label="${name}"><p>Join<!-- --> ${name}</p></form></site-island>`

/** The digest of the code that finishes pages, as the stage gives it. */
const CODE = "code-digest-1"

const HEAD_SCRIPTS = [heldSubmitsScript(), sectionArrivalScript(), searchShortcutScript()]

/**
 * A page as Gatsby writes it: charset first, the head scripts and rules, inlined CSS, react-helmet's
 * head elements with its mark (a description, structured data), the footer's island (and the carousel's on "/"), Gatsby's page-path script, the scripts
 * slice with its chunk map, compilation hash and bundle tags.
 */
const gatsbyPage = (pagePath: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>` +
  HEAD_SCRIPTS.map((script) => `<script>${script}</script>`).join("") +
  `<script type="speculationrules">${speculationRulesText()}</script>` +
  `<style>body{color:red}.hero-module--title--0a1b2{color:blue}</style>` +
  `<meta data-react-helmet="true" name="description" content="${pagePath}"/>` +
  `<script data-react-helmet="true" type="application/ld+json">${jsonLdText({ name: pagePath })}</script></head>` +
  `<body><main><h1 class="hero-module--title--0a1b2 title">Page<!-- --> ${pagePath}</h1>${pagePath === "/" ? island("carousel") : ""}</main>` +
  `<footer>${pagePath === "/404.html" ? "" : island("newsletter-form")}</footer>` +
  `<script id="gatsby-script-loader">${gatsbyPagePathScript(pagePath)}</script><!-- slice-start id="_gatsby-scripts-1" -->` +
  `<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script><script>window.___webpackCompilationHash="0123";</script>` +
  `<script src="/framework-0123456789abcdef0123.js" async=""></script><script src="/app-0123456789abcdef0123.js" async=""></script>` +
  `<!-- slice-end id="_gatsby-scripts-1" --></body></html>`

const made: string[] = []
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

/** A public/ folder as Gatsby leaves it, with `posts` posts (removed when the file's tests end). */
function fakeBuild(posts: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "respite-post-build-"))
  made.push(dir)
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
const finish = (build: ReturnType<typeof fakeBuild>, pagePaths = build.pagePaths, islands = ISLANDS) =>
  finishPages(build.dir, pagePaths, islands, { recordFile: build.record, code: CODE })

/** A build of 12 posts, finished once. */
function finishedBuild() {
  const build = fakeBuild(12)
  finish(build)
  return build
}

describe("the post-build's stage that finishes each page", () => {
  it("takes Gatsby's runtime out of every page: no bundle, chunk map, compilation hash, page path, react-helmet's marks or React's text separators outside islands", () => {
    const { dir } = finishedBuild()
    for (const pagePath of ["/", "/blog/post-11", "/404.html"]) {
      const html = read(dir, htmlFile(pagePath))
      expect(html).not.toMatch(/<script src=/)
      expect(html).not.toMatch(/___chunkMapping|___webpackCompilationHash|window\.pagePath|gatsby-script-loader|data-react-helmet/)
      expect(html).toContain(`<meta name="description" content="${pagePath}"/>`)
      expect(html).toContain('<script type="application/ld+json">')
      // React's text separators: gone outside the islands, kept inside, where the island's render meets them.
      expect(html).toContain(`Page ${pagePath}</h1>`)
      if (pagePath !== "/404.html") expect(html).toContain("<p>Join<!-- --> newsletter-form</p>")
    }
  })

  it("gives a page the loader of its own islands only, and a page without islands none", () => {
    const { dir } = finishedBuild()
    const loaderOf = (pagePath: string) => /<script id="island-loader">([^<]*)<\/script>/.exec(read(dir, htmlFile(pagePath)))?.[1]
    expect(loaderOf("/")).toBe(
      islandLoaderScript({ carousel: ISLANDS.bundles.carousel, "newsletter-form": ISLANDS.bundles["newsletter-form"] }),
    )
    expect(loaderOf("/blog/post-11")).toBe(islandLoaderScript({ "newsletter-form": ISLANDS.bundles["newsletter-form"] }))
    expect(loaderOf("/404.html")).toBeUndefined()
  })

  it("gives every page a policy that lists the hashes of the scripts the site wrote, its loader and rules included, and of its styles", () => {
    const { dir } = finishedBuild()
    for (const [pagePath, loader] of [
      ["/blog/post-11", [islandLoaderScript({ "newsletter-form": ISLANDS.bundles["newsletter-form"] })]],
      ["/404.html", []],
    ] as const) {
      const html = read(dir, htmlFile(pagePath))
      const written = [...HEAD_SCRIPTS, speculationRulesText(), ...loader].map(cspHash)
      const scriptSources = /script-src ([^;]*)/.exec(policyOf(html))![1].split(" ")
      expect(scriptSources.sort()).toEqual(["'self'", ...written].sort())
      expect(policyOf(html)).toContain(cspHash("body{color:red}.hero-module--title--0a1b2{color:blue}"))
    }
  })

  it("stops the build on a page with an inline script the site did not write, naming the page and the script", () => {
    const build = fakeBuild(1)
    const { dir } = build
    fs.writeFileSync(path.join(dir, "pricing/index.html"), gatsbyPage("/pricing").replace("</main>", "</main><script>alert(1)</script>"))
    expect(() => finish(build)).toThrow(/pricing\/index.html: an inline script the site did not write .*: "<script>alert\(1\)<\/script>"/)
    // A title that closed its data block: the block is no JSON, and what follows it is no script of the site's.
    const closed = gatsbyPage("/pricing").replace('{"name":"/pricing"}', '{"name":"Hi </script><script>alert(1)</script>')
    fs.writeFileSync(path.join(dir, "pricing/index.html"), closed)
    expect(() => finish(build)).toThrow(/pricing\/index.html: a JSON-LD data block that is not JSON/)
    // Markup no page may carry, with a script's hash or not.
    fs.writeFileSync(
      path.join(dir, "pricing/index.html"),
      gatsbyPage("/pricing").replace("<main>", '<main><meta http-equiv="refresh" content="0;url=/x">'),
    )
    expect(() => finish(build)).toThrow(/pricing\/index.html: a <meta http-equiv="refresh">/)
  })

  it("leaves the pages it already finished as they are on the next build, without reading them", () => {
    const build = finishedBuild()
    const before = read(build.dir, "index.html")
    const again = finish(build)
    expect(again.finished).toBe(0)
    expect(again.rewritten).toBe(0)
    expect(read(build.dir, "index.html")).toBe(before)
  })

  it("finishes the pages Gatsby wrote again since, and gives every page's digest, from which the search finds what it indexes", () => {
    const build = fakeBuild(12)
    const before = finish(build).finishedPages
    fs.writeFileSync(path.join(build.dir, "pricing/index.html"), gatsbyPage("/pricing").replace("<main>", "<main data-pagefind-body>"))
    const again = finish(build)
    expect(again.finished).toBe(1)
    expect(read(build.dir, "pricing/index.html")).toContain('<script id="island-loader">')
    expect(again.finishedPages.map((page) => page.path)).toEqual([...build.pagePaths].sort())
    const changed = again.finishedPages.filter((page, index) => page.digest !== before[index].digest)
    expect(changed.map((page) => page.path)).toEqual(["/pricing"])
    expect(searchablePages(again.finishedPages, {}).searchable.map((page) => page.path)).toEqual(["/pricing"])
  })

  it("finishes every page again when the code that finishes pages changes, though Gatsby keeps its cache and writes no page", () => {
    const build = fakeBuild(2)
    finish(build)
    expect(finish(build).finished).toBe(0)
    expect(finishPages(build.dir, build.pagePaths, ISLANDS, { recordFile: build.record, code: "code-digest-2" }).finished).toBe(
      build.pagePaths.length,
    )
  })

  it("finishes every page again when a policy's origins or the islands' bundles change, even if Gatsby wrote none", () => {
    const build = fakeBuild(2)
    const { pagePaths, record } = build
    finish(build)
    const saved = JSON.parse(fs.readFileSync(record, "utf8"))
    fs.writeFileSync(record, JSON.stringify({ ...saved, settings: saved.settings.replace(/"api":"[^"]*"/, '"api":"https://old.example"') }))
    expect(finish(build).finished).toBe(pagePaths.length)
    const changedIslands = { ...ISLANDS, files: [...ISLANDS.files, "_islands/shared-DDDD4444.js"] }
    expect(finish(build, pagePaths, changedIslands).finished).toBe(pagePaths.length)
  })

  it("stops the build on a page Gatsby rendered whose file it cannot find, naming the page (issue 40)", () => {
    const build = fakeBuild(1)
    fs.rmSync(path.join(build.dir, "pricing/index.html"))
    expect(() => finish(build)).toThrow(/no file for 1 of the pages Gatsby rendered \(\/pricing: no .*pricing\/index.html\)/)
  })

  it("stops the build on an id on two elements of a page, naming the page and the content file it was made from", () => {
    const { dir, pagePaths, record } = fakeBuild(1)
    const taken = gatsbyPage("/blog/post-0").replace("<main>", '<main><h2 id="footer-email">Footer email</h2><input id="footer-email"/>')
    fs.writeFileSync(path.join(dir, "blog/post-0/index.html"), taken)
    const sourceOf = (pagePath: string) => (pagePath === "/blog/post-0" ? "content/blog/post-0/index.mdx" : undefined)
    expect(() => finishPages(dir, pagePaths, ISLANDS, { recordFile: record, code: CODE, sourceOf })).toThrow(
      /blog\/post-0\/index.html \(content\/blog\/post-0\/index.mdx\): the id "footer-email" is on 2 elements \(<h2>, <input>\)/,
    )
  })

  it("finishes a page where Gatsby wrote it, an address ending in .htm as a file of that name", () => {
    const build = fakeBuild(1)
    fs.writeFileSync(path.join(build.dir, "blog", "zz.htm"), gatsbyPage("/blog/zz.htm"))
    const report = finish(build, [...build.pagePaths, "/blog/zz.htm"])
    expect(report.pages).toBe(build.pagePaths.length + 1)
    expect(policyOf(read(build.dir, "blog/zz.htm"))).toContain("script-src 'self'")
  })

  it("finds every page's file as Gatsby writes it (gatsby-core-utils' generateHtmlPath)", () => {
    for (const pagePath of ["/", "/pricing", "/404.html", "/blog/zz.htm", "/blog/ZZ.HTML", "/blog/respite-1.2.0-x", "/blog/a.xml"]) {
      expect(path.join("public", htmlFile(pagePath))).toBe(generateHtmlPath("public", pagePath))
    }
  })

  it("stops the build when there is no 404 page, or a page it cannot finish", () => {
    const build = fakeBuild(1)
    expect(() => finish(build, ["/"])).toThrow("The build wrote no /404.html")
    fs.writeFileSync(path.join(build.dir, "pricing/index.html"), "<html><head></head><body></body></html>")
    expect(() => finish(build)).toThrow(/pricing\/index.html: no Gatsby scripts slice/)
    // An island no file declares: the page would hold HTML that never wakes.
    fs.writeFileSync(path.join(build.dir, "pricing/index.html"), gatsbyPage("/pricing").replace("</main>", `${island("nowhere")}</main>`))
    expect(() => finish(build)).toThrow(
      /pricing\/index.html: it holds the island "nowhere", which no file nowhere.island.tsx or nowhere.enhancement.ts in src\/ declares/,
    )
    // Server HTML and stylesheet that name a CSS Module class differently: the page would render unstyled.
    fs.writeFileSync(
      path.join(build.dir, "pricing/index.html"),
      gatsbyPage("/pricing").replace('class="hero-module--title--0a1b2', 'class="hero-module--title--9f8e7'),
    )
    expect(() => finish(build)).toThrow(
      /pricing\/index.html: its HTML uses the CSS Module class "hero-module--title--9f8e7", which its stylesheet does not define/,
    )
    // An island's bundle that names a class the stylesheet lacks: the island would drop its styles as it re-renders.
    fs.writeFileSync(path.join(build.dir, "pricing/index.html"), gatsbyPage("/pricing"))
    const drifted = { ...ISLANDS, classNamesOf: { ...ISLANDS.classNamesOf, "newsletter-form": ["form-module--card--99999"] } }
    expect(() => finish(build, build.pagePaths, drifted)).toThrow(
      /the islands' bundles write the CSS Module class "form-module--card--99999", which the pages' stylesheet does not define/,
    )
  })

  it("stops the build on a page over its brotli budget (scripts/budgets.json), naming the page and its largest parts", () => {
    const build = fakeBuild(0)
    // 24 KB that brotli cannot shrink much: a page's own words, not the shared markup.
    const words = crypto.randomBytes(18_000).toString("base64")
    fs.writeFileSync(path.join(build.dir, "pricing/index.html"), gatsbyPage("/pricing").replace("</h1>", `</h1><p>${words}</p>`))
    expect(() => finish(build)).toThrow(
      /pricing\/index.html: its HTML is [\d,]+ bytes with brotli, over its budget of 14,336 \(scripts\/budgets.json, html\); its largest parts, compressed alone: the <main> [\d,]+ B/,
    )
    // The same page with fewer of its own words fits, and passes.
    fs.writeFileSync(
      path.join(build.dir, "pricing/index.html"),
      gatsbyPage("/pricing").replace("</h1>", `</h1><p>${words.slice(0, 12_000)}</p>`),
    )
    expect(() => finish(build)).not.toThrow()
  })
})

describe("the same stage in a process of its own, as the build runs it (src/post-build/finish-pages-process.ts)", () => {
  const ROOT = path.resolve(__dirname, "../..")
  const finishApart = (build: ReturnType<typeof fakeBuild>, sourceOf?: (pagePath: string) => string | undefined) =>
    finishPagesInProcess(build.dir, build.pagePaths, ISLANDS, {
      recordFile: build.record,
      code: CODE,
      sourceOf,
      root: ROOT,
      bundleDir: path.join(build.dir, ".cache"),
    })

  it("writes the same pages and gives the same report as the stage run here", async () => {
    const here = fakeBuild(3)
    const apart = fakeBuild(3)
    const expected = finish(here)
    const report = await finishApart(apart)
    expect({ ...report, finishedPages: report.finishedPages.map((page) => [page.path, page.digest]) }).toEqual({
      ...expected,
      finishedPages: expected.finishedPages.map((page) => [page.path, page.digest]),
    })
    expect(report.finished).toBe(here.pagePaths.length)
    for (const pagePath of here.pagePaths) expect(read(apart.dir, htmlFile(pagePath))).toBe(read(here.dir, htmlFile(pagePath)))
    // Its record is the same as well: the next build there finishes nothing.
    expect((await finishApart(apart)).finished).toBe(0)
  })

  it("starts no process when no page is waiting, and reports every page as the record has it; one page written again starts one", async () => {
    const build = fakeBuild(2)
    const fork = jest.spyOn(childProcess, "fork")
    try {
      const first = await finishApart(build)
      expect(fork).toHaveBeenCalledTimes(1)
      const again = await finishApart(build)
      expect(fork).toHaveBeenCalledTimes(1)
      expect(again).toEqual({ ...first, finished: 0, rewritten: 0 })
      // Gatsby writes one page again: it is finished, in a process.
      fs.writeFileSync(path.join(build.dir, htmlFile("/blog/post-1")), gatsbyPage("/blog/post-1"))
      const third = await finishApart(build)
      expect(fork).toHaveBeenCalledTimes(2)
      expect(third.finished).toBe(1)
      expect(third.finishedPages).toEqual(first.finishedPages)
    } finally {
      fork.mockRestore()
    }
  })

  it("stops the build with what stopped a page there, naming the page and the content file it was made from", async () => {
    const build = fakeBuild(1)
    fs.writeFileSync(
      path.join(build.dir, "pricing/index.html"),
      gatsbyPage("/pricing").replace("</main>", "</main><script>alert(1)</script>"),
    )
    await expect(finishApart(build, (pagePath) => (pagePath === "/pricing" ? "content/data/pricing.json" : undefined))).rejects.toThrow(
      /pricing\/index.html \(content\/data\/pricing.json\): an inline script the site did not write/,
    )
  })

  it("stops the build, naming the process, when the process ends without an answer (killed, or out of memory)", async () => {
    const build = fakeBuild(0)
    // The system ends the child as it starts, as it ends a process out of memory: no answer comes.
    const realFork = childProcess.fork
    const fork = jest.spyOn(childProcess, "fork").mockImplementationOnce((...args: Parameters<typeof realFork>) => {
      const child = realFork(...args)
      child.kill("SIGKILL")
      return child
    })
    try {
      await expect(finishApart(build)).rejects.toThrow(
        /the process that finishes the pages \(src\/post-build\/finish-pages-child.ts\) ended with SIGKILL and no answer/,
      )
    } finally {
      fork.mockRestore()
    }
  })
})

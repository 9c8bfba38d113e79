/**
 * public/ holds what a visitor or a host uses (src/post-build/unreferenced-files.ts): every file is
 * reached from a page, or asked for by its name; an image of an earlier build is kept out, and any
 * other file nothing names stops the build, naming it.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { filesReadDuring } from "../support/files-read"
import { addressesIn, checkReferenced, unreachedFiles } from "../../src/post-build/unreferenced-files"
import { site } from "../../src/config/site"

let dir: string
const write = (file: string, text = "") => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
  fs.writeFileSync(path.join(dir, file), text)
}

/** A small finished build: each kind of reference once. */
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "referenced-"))
  write(
    "index.html",
    `<link rel="manifest" href="/manifest.webmanifest"/><link rel="alternate" href="/rss.xml"/>` +
      `<meta property="og:image" content="${site.siteUrl}/og-image.png"/>` +
      `<img srcset="/static/1/a.webp 480w,/static/1/b.webp 960w" src="/static/1/a.jpg"/>` +
      `<site-island data-props="{&quot;image&quot;:&quot;/static/2/slide.webp&quot;}"></site-island>` +
      `<script id="island-loader">(x)({"carousel":"/_islands/carousel-AB.js"})</script><a href="/pricing">Pricing</a>`,
  )
  write("pricing/index.html", `<a href="/">Home</a>`)
  write("404.html", "Not found")
  write("manifest.webmanifest", JSON.stringify({ icons: [{ src: "icons/icon-48x48.png" }] }))
  write("icons/icon-48x48.png")
  write("rss.xml", `<link>${site.siteUrl}/pricing</link>`)
  write("og-image.png")
  for (const file of ["static/1/a.webp", "static/1/b.webp", "static/1/a.jpg", "static/2/slide.webp"]) write(file)
  write("_islands/carousel-AB.js", `import{h}from"/_islands/runtime-CD.js"`)
  write("_islands/runtime-CD.js", "export const h=1")
  write("robots.txt", `Sitemap: ${site.siteUrl}/sitemap-index.xml`)
  write("sitemap-index.xml", `<loc>${site.siteUrl}/sitemap-0.xml</loc>`)
  write("sitemap-0.xml", `<loc>${site.siteUrl}/</loc>`)
  write("pagefind/pagefind-entry.json", "{}")
  write("pagefind/fragment/en_1.pf_fragment")
  for (const file of ["favicon.ico", "_headers", "_nginx.conf", "build-id.txt"]) write(file)
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

const reach = () => unreachedFiles(dir, ["index.html", "pricing/index.html", "404.html"])

describe("every file of public/ is referenced", () => {
  it("follows pages, srcsets, island props, loaders and bundles, the manifest, the feed, the sitemap and robots.txt", () => {
    expect(reach()).toEqual({ unreferenced: [], unusedAssets: [] })
    expect(() => checkReferenced(reach())).not.toThrow()
  })

  it("stops the build on a file nothing names, such as one put into static/, naming it", () => {
    write("old-logo.png")
    write("notes/draft.txt", "")
    expect(reach().unreferenced).toEqual(["notes/draft.txt", "old-logo.png"])
    expect(() => checkReferenced(reach())).toThrow(
      /2 file\(s\) that no page, feed, sitemap, manifest or host file names: notes\/draft.txt, old-logo.png/,
    )
  })

  it("tells an image of an earlier build in Gatsby's static folder apart: kept out, not a failure", () => {
    write("static/9/old-hero.webp")
    expect(reach()).toEqual({ unreferenced: [], unusedAssets: ["static/9/old-hero.webp"] })
  })

  it("reads addresses as the browser asks for them: decoded, without query or fragment, never another site's", () => {
    expect(addressesIn(`<a href="/%70ricing?x=1#top">`).sort()).toEqual(["/pricing"])
    expect(addressesIn(`<a href="//elsewhere.example/x.png"> <a href="https://elsewhere.example/y.png">`)).toEqual([])
  })
})

describe("with its record in .cache/ (a rebuild)", () => {
  const kept = () => ({ recordFile: `${dir}-addresses.json`, code: "this code" })
  afterEach(() => fs.rmSync(kept().recordFile, { force: true }))
  const readsDuring = (work: () => void) => filesReadDuring(dir, work)
  const reachKept = (code = kept().code) => unreachedFiles(dir, ["index.html", "pricing/index.html", "404.html"], { ...kept(), code })

  it("finds what it finds afresh, and reads no file again when none was written since", () => {
    expect(reachKept()).toEqual(reach())
    expect(readsDuring(() => expect(reachKept()).toEqual({ unreferenced: [], unusedAssets: [] }))).toEqual([])
  })

  it("reads a page written again, and a file it newly names is reached; other code reads every file again", () => {
    reachKept()
    write("old-logo.png")
    expect(reachKept().unreferenced).toEqual(["old-logo.png"])
    write("pricing/index.html", `<a href="/">Home</a><img src="/old-logo.png"/>`)
    expect(readsDuring(() => expect(reachKept().unreferenced).toEqual([]))).toEqual([path.join(dir, "pricing/index.html")])
    expect(readsDuring(() => reachKept("other code")).length).toBeGreaterThan(1)
  })
})

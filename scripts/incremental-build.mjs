#!/usr/bin/env node
// @ts-check
// Builds that keep .cache and public/ must still be correct. In a throwaway copy of the project
// (so the working tree is never touched), this builds once from clean, then edits a stylesheet,
// a post and a component in turn, rebuilds after each edit, and checks that the change reached
// the built HTML, that public/_headers names no bundle the latest build did not emit, and that
// each page's policy lists the hashes of the inline code the page now carries (scripts/check-headers.mjs).
//   node scripts/incremental-build.mjs        the check (part of npm test)
import fs from "node:fs"
import path from "node:path"
import { checkHeaders } from "./check-headers.mjs"
import { htmlFiles } from "./built-pages.mjs"
import { build, copyProject, edit } from "./lib/project-copy.mjs"

/** @type {(dir: string, file: string) => string} */
const read = (dir, file) => fs.readFileSync(path.join(dir, "public", file), "utf8")

/** @param {string} dir @param {string} file @param {string} text @param {string} what */
function expectIn(dir, file, text, what) {
  if (!read(dir, file).includes(text)) throw new Error(`${what}: public/${file} does not contain ${JSON.stringify(text)} after the rebuild`)
  console.log(`  ok: ${what} reached public/${file}`)
}

/** Every bundle that public/_headers names must be one the latest browser build emitted. */
/** @param {string} dir */
function expectHeadersCurrent(dir) {
  const current = new Set(JSON.parse(fs.readFileSync(path.join(dir, ".cache/browser-assets.json"), "utf8")))
  const named = [...read(dir, "_headers").matchAll(/^\/([^\s/*]+\.(?:js|css))$/gm)].map((match) => match[1])
  const stale = named.filter((name) => !current.has(name))
  if (stale.length > 0) throw new Error(`public/_headers names bundles this build did not emit: ${stale.join(", ")}`)
  const stylesheet = /href="\/(styles\.[0-9a-f]+\.css)"/.exec(read(dir, "index.html"))?.[1]
  if (!stylesheet || !current.has(stylesheet)) throw new Error(`index.html links ${stylesheet}, which this build did not emit`)
  // Each page requests its bundles from the inline loader (src/post-build/bundles-after-paint.ts): they
  // must be this build's, and no page may still carry Gatsby's own tags.
  for (const page of htmlFiles(path.join(dir, "public"))) {
    const html = fs.readFileSync(page, "utf8")
    const loader = /<script id="bundles-after-paint">[^<]*\((\["[^\]]*\]),\d+\)<\/script>/.exec(html)
    if (!loader || /<script src="[^"]+" async/.test(html)) throw new Error(`${page} does not request its bundles after the first paint`)
    const old = JSON.parse(loader[1]).filter((/** @type {string} */ source) => !current.has(source.slice(1)))
    if (old.length > 0) throw new Error(`${page} requests bundles this build did not emit: ${old.join(", ")}`)
  }
  const problems = checkHeaders(path.join(dir, "public"))
  if (problems.length > 0) throw new Error(`public/_headers does not match the rebuilt HTML:\n  ${problems.join("\n  ")}`)
  console.log("  ok: every page requests this build's bundles after its first paint, and its policy lists the hashes of its inline code")
}

async function check() {
  const dir = copyProject()
  const marker = Date.now().toString(36)
  try {
    console.log(`Incremental builds in ${dir}`)
    await build(dir, "from clean")
    expectHeadersCurrent(dir)

    // Gatsby 5 alone would skip the HTML here ("no new or changed html files") and keep the old CSS.
    edit(dir, "src/components/landing/hero.module.css", (css) => `${css}\n.title {\n  scroll-margin-top: 7.3125rem;\n}\n`)
    await build(dir, "after a stylesheet edit")
    expectIn(dir, "index.html", "scroll-margin-top:7.3125rem", "the stylesheet edit (inlined CSS)")
    const stylesheet = /href="\/(styles\.[0-9a-f]+\.css)"/.exec(read(dir, "index.html"))?.[1] ?? "index.html links no styles.*.css"
    expectIn(dir, stylesheet, "scroll-margin-top:7.3125rem", "the stylesheet edit (linked stylesheet)")
    expectHeadersCurrent(dir)

    edit(dir, "content/blog/digital-eye-strain/index.mdx", (mdx) => `${mdx}\nA sentence added by the incremental build check ${marker}.\n`)
    await build(dir, "after a post edit")
    expectIn(dir, "blog/digital-eye-strain/index.html", `incremental build check ${marker}`, "the post edit")
    expectHeadersCurrent(dir)

    edit(dir, "src/components/layout/footer.tsx", (tsx) => tsx.replace("Made for healthier workdays on Mac.", `Made for healthier workdays on Mac ${marker}.`))
    await build(dir, "after a component edit")
    for (const page of ["index.html", "pricing/index.html", "blog/digital-eye-strain/index.html", "404.html"]) {
      expectIn(dir, page, `Made for healthier workdays on Mac ${marker}.`, "the component edit")
    }
    expectHeadersCurrent(dir)
    console.log("Incremental builds are correct.")
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  try {
    await check()
  } catch (error) {
    console.error(/** @type {Error} */ (error).message)
    process.exit(1)
  }
}

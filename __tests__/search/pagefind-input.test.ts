/**
 * @jest-environment node
 */
/**
 * What the search index's stage gives Pagefind of a page (src/search/build-index.ts,
 * withoutScriptsAndStyles): its HTML without its scripts and styles. That relies on Pagefind
 * indexing nothing of them, which is Pagefind's doing, not the site's: so the real Pagefind (an ES
 * module Jest cannot import, run here by Node itself) indexes pages shaped as the build writes them,
 * once as they are and once as the stage gives them, and the two indexes must be the same, file for
 * file and byte for byte. A page whose words differ must give another index, or the comparison
 * would prove nothing.
 */
import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { withoutScriptsAndStyles } from "../../src/search/build-index"
import { KIND_FILTER } from "../../src/search/kinds"
import { SEARCH_BODY } from "../../src/search/searchable-pages"

const ROOT = path.resolve(__dirname, "../..")

/** A page as the build writes one: its own styles, a policy, JSON-LD, the island loader, and a script and a style inside what is indexed. */
const page = (title: string, words: string) => `<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/>
<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'sha256-abc'"/>
<style data-href="/styles.css">.post{margin:0 auto}h1::before{content:"Hidden words in a style"}</style>
<title>${title} | Respite</title><meta name="description" content="${words}"/>
<script type="application/ld+json">{"@type":"BlogPosting","headline":"Words only JSON-LD has"}</script>
</head><body><header><nav aria-label="Main"><a href="/pricing">Pricing</a></nav></header>
<main ${SEARCH_BODY} data-pagefind-filter="${KIND_FILTER}:blog"><h1>${title}</h1><span data-pagefind-meta="date">2026-11-01</span>
<p>${words}</p><style>.note{color:red}</style><script>window.wordsInAScript = "never indexed"</script>
<h2 id="second">A second part</h2><p>More about breaks, eyes and posture.</p>
<img src="/static/a.png" alt="A screenshot of the reminder"/><div data-pagefind-ignore="">Related posts: not indexed</div></main>
<footer><form aria-label="Newsletter signup"><label>Email address<input name="email"/></label></form></footer>
<script id="island-loader">(function(b){window.__islands=b})({"a":"/_islands/a.js"})</script></body></html>`

const PAGES = [
  { url: "/blog/eye-strain", html: page("Digital eye strain", "The twenty-twenty-twenty rule rests your eyes.") },
  { url: "/blog/posture", html: page("Posture at the desk", "A flash of the screen reminds you to sit up.") },
  { url: "/help/breaks", html: page("Short and long breaks", "Respite reminds you to take a break every hour.") },
]

/** Pagefind's index of `pages`, written by Node itself: each file of it by its name. */
function indexOf(dir: string, name: string, pages: ReadonlyArray<{ url: string; html: string }>): Map<string, Buffer> {
  const out = path.join(dir, name)
  const job = path.join(dir, `${name}.json`)
  fs.writeFileSync(job, JSON.stringify({ out, pages }))
  const script = `
    import fs from "node:fs"
    import * as pagefind from "pagefind"
    const { out, pages } = JSON.parse(fs.readFileSync(process.argv[1], "utf8"))
    const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" })
    if (!index) throw new Error(errors.join("; "))
    for (const { url, html } of pages) {
      const added = await index.addHTMLFile({ url, content: html })
      if (added.errors.length > 0) throw new Error(added.errors.join("; "))
    }
    const written = await index.writeFiles({ outputPath: out })
    if (written.errors.length > 0) throw new Error(written.errors.join("; "))
    await pagefind.close()
  `
  execFileSync(process.execPath, ["--input-type=module", "-e", script, job], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] })
  const files = new Map<string, Buffer>()
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name)
      if (entry.isDirectory()) walk(file)
      else files.set(path.relative(out, file), fs.readFileSync(file))
    }
  }
  walk(out)
  return files
}

/** The names of the files two indexes do not share, or in which they differ. */
const differing = (one: Map<string, Buffer>, other: Map<string, Buffer>) =>
  [...new Set([...one.keys(), ...other.keys()])].filter((name) => !one.get(name)?.equals(other.get(name) ?? Buffer.alloc(0)))

describe("what Pagefind is given of a page", () => {
  it("has none of the page's scripts and styles, and Pagefind writes the same index from it as from the whole page", () => {
    const given = PAGES.map(({ url, html }) => ({ url, html: withoutScriptsAndStyles(html) }))
    for (const { html } of given) {
      expect(html).not.toMatch(/<script|<style/i)
      expect(html).toContain("More about breaks, eyes and posture.")
    }
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "respite-pagefind-input-"))
    try {
      const whole = indexOf(dir, "whole", PAGES)
      expect(whole.size).toBeGreaterThan(3)
      expect(differing(whole, indexOf(dir, "given", given))).toEqual([])
      // The comparison sees a word changed in what is indexed.
      const changed = given.map((each, at) =>
        at === 0 ? { ...each, html: each.html.replaceAll("rests your eyes", "rests your neck") } : each,
      )
      expect(differing(whole, indexOf(dir, "changed", changed)).length).toBeGreaterThan(0)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

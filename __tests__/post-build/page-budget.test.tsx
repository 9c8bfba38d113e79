import fs from "fs"
import path from "path"
import React from "react"
import { Layout } from "../../src/components/layout/layout"
import { QUICK_QUALITY, brotliBytes, checkPageBudget, pageBudget } from "../../src/post-build/page-budget"
import { serverHtml } from "../support/server-html"

// The budget step counts a page at a quick brotli quality first, and at 11 only when the quick count
// is over the budget (src/post-build/page-budget.ts): every build runs it on every page it writes.

const BLOG = "content/blog"
const posts = fs.readdirSync(BLOG).map((slug) => fs.readFileSync(path.join(BLOG, slug, "index.mdx"), "utf8"))
const stylesheet = fs.readFileSync("src/styles/global.css", "utf8")

/** A page as the site writes one: its stylesheet inline, the real header and footer, `words` as its article. */
const page = (words: string) =>
  `<!DOCTYPE html><html lang="en"><head><style>${stylesheet}</style></head><body>${serverHtml(
    <Layout>
      <article>
        <p>{words}</p>
      </article>
    </Layout>,
  )}</body></html>`

/** A path with no budget of its own in scripts/budgets.json: every page's. */
const PAGE = "/blog/any-post"

describe("the page budget", () => {
  it(`relies on brotli at quality 11 being no larger than at ${QUICK_QUALITY} (zlib's brotli), for a page of each post`, () => {
    expect(posts.length).toBeGreaterThan(0)
    for (const post of posts) {
      const html = page(post)
      expect(brotliBytes(html)).toBeLessThanOrEqual(brotliBytes(html, QUICK_QUALITY))
    }
  })

  it("counts a page near its budget at quality 11: it passes if it fits there, and fails if it does not", () => {
    const budget = pageBudget(PAGE)
    const words = posts.join("\n")
    // The longest article that fits at quality 11, found by halving: the quick count puts it over.
    let [fits, over] = [0, words.length]
    expect(brotliBytes(page(words))).toBeGreaterThan(budget)
    while (over - fits > 1) {
      const middle = Math.floor((fits + over) / 2)
      if (brotliBytes(page(words.slice(0, middle))) <= budget) fits = middle
      else over = middle
    }
    const near = page(words.slice(0, fits))
    expect(brotliBytes(near, QUICK_QUALITY)).toBeGreaterThan(budget)
    expect(() => checkPageBudget(near, PAGE)).not.toThrow()
    expect(() => checkPageBudget(page(words.slice(0, over)), PAGE)).toThrow(/over its budget of 14,336/)
  })
})

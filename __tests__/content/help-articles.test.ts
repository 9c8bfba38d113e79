/**
 * Editorial checks on the shipped help articles (docs/editing.md#add-a-help-article), read
 * from content/help/: each starts from a summary short enough for a search result, leaves the
 * page's one h1 to its title, and leads on to the rest of the site and to the rest of the help center.
 */
import fs from "fs"
import path from "path"
import { fillFacts } from "../../src/lib/fill-facts"

const helpDir = path.join(__dirname, "../../content/help")
const articles = fs
  .readdirSync(helpDir)
  .filter((slug) => fs.existsSync(path.join(helpDir, slug, "index.mdx")))
  .map((slug) => {
    const raw = fs.readFileSync(path.join(helpDir, slug, "index.mdx"), "utf8")
    // The summary as a reader sees it, its facts filled in (src/gatsby-node/content-nodes.ts).
    const summary = fillFacts(/^summary:\s*"(.*)"\s*$/m.exec(raw)?.[1] ?? "", "text")
    return { slug, summary, body: raw.replace(/^---[\s\S]*?\n---\n/, "") }
  })

const internalLinks = (body: string) => [...body.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1])

describe("help articles", () => {
  it("are there to read: at least ten", () => {
    expect(articles.length).toBeGreaterThanOrEqual(10)
  })

  it.each(articles.map((article) => [article.slug, article] as const))("%s has a summary that fits a search result", (_slug, article) => {
    expect(article.summary.length).toBeGreaterThan(20)
    expect(article.summary.length).toBeLessThanOrEqual(200)
  })

  it.each(articles.map((article) => [article.slug, article] as const))("%s leaves the h1 to its title", (_slug, article) => {
    expect(article.body).not.toMatch(/^# /m)
  })

  it.each(articles.map((article) => [article.slug, article] as const))(
    "%s links to two pages of the site or more, one of them another help article",
    (_slug, article) => {
      const links = internalLinks(article.body)
      expect(new Set(links.map((link) => link.split("#")[0])).size).toBeGreaterThanOrEqual(2)
      expect(links.some((link) => link.startsWith("/help/") && !link.startsWith(`/help/${article.slug}`))).toBe(true)
    },
  )
})

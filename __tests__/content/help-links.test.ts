/**
 * Help where the question arises, as content/ declares it: the help articles each page links
 * (content/data/help-links.json), each post announces (its `help` frontmatter) and each FAQ answer
 * goes deeper into (its `help` field). Every declared article exists and is published, every
 * release note declares the articles of what it announces. e2e/help-links.spec.ts checks the same
 * declarations in the build.
 */
import fs from "fs"
import path from "path"

const root = path.join(__dirname, "../..")
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8")
const mdxIn = (folder: string) =>
  fs
    .readdirSync(path.join(root, folder))
    .filter((name) => fs.existsSync(path.join(root, folder, name, "index.mdx")))
    .map((name) => ({ name, raw: read(`${folder}/${name}/index.mdx`) }))

const frontmatterList = (raw: string, field: string) =>
  JSON.parse(new RegExp(`^${field}:\\s*(\\[.*\\])\\s*$`, "m").exec(raw)?.[1] ?? "[]") as string[]

const published = new Set(
  mdxIn("content/help")
    .filter(({ raw }) => !/^draft:\s*true/m.test(raw))
    .map(({ name }) => name),
)
const posts = mdxIn("content/blog").map(({ name, raw }) => ({
  slug: /^slug:\s*"([^"]+)"/m.exec(raw)?.[1] ?? name,
  categories: frontmatterList(raw, "categories"),
  help: frontmatterList(raw, "help"),
  body: raw.replace(/^---[\s\S]*?\n---\n/, ""),
}))
const pages = JSON.parse(read("content/data/help-links.json")) as Array<{ page: string; help: string[] }>
const faq = JSON.parse(read("content/data/faq.json")) as Array<{ question: string; answer: string; help?: string[] }>

/** The site's pages made from src/pages/, as paths. */
const sitePages = new Set(fs.readdirSync(path.join(root, "src/pages")).map((file) => `/${file.replace(/\.tsx$/, "")}`))

const declarations = [
  ...pages.map(({ page, help }) => ({ where: `help-links.json ${page}`, help })),
  ...posts.map(({ slug, help }) => ({ where: `post ${slug}`, help })),
  ...faq.map(({ question, help }) => ({ where: `faq.json "${question}"`, help: help ?? [] })),
]

describe("help links declared in content/", () => {
  it("each name a published help article, once", () => {
    for (const { where, help } of declarations) {
      expect({ where, missing: help.filter((slug) => !published.has(slug)) }).toEqual({ where, missing: [] })
      expect({ where, repeated: help.length - new Set(help).size }).toEqual({ where, repeated: 0 })
    }
  })

  it("are for pages the site has, each declared once, each with at least one article", () => {
    for (const { page, help } of pages) {
      expect({ page, exists: sitePages.has(page) }).toEqual({ page, exists: true })
      expect(help.length).toBeGreaterThan(0)
    }
    expect(new Set(pages.map(({ page }) => page)).size).toBe(pages.length)
  })

  it("include every release note's: each declares the help articles of what it announces", () => {
    const releaseNotes = posts.filter(({ categories }) => categories.includes("Release Notes"))
    expect(releaseNotes.length).toBeGreaterThan(0)
    for (const { slug, help } of releaseNotes) expect({ slug, help: help.length > 0 }).toEqual({ slug, help: true })
  })

  it("are the only help links of the FAQ: an answer declares its articles instead of typing a link to one", () => {
    for (const { question, answer } of faq)
      expect({ question, typed: answer.match(/href="\/help[^"]*"/g) ?? [] }).toEqual({ question, typed: [] })
  })
})

/**
 * Editorial checks on the shipped articles, so a post cannot quietly drift back into the
 * problems a reader noticed: no links to the rest of the site, the same paragraph pasted into
 * several posts, "research" without a source, or a reading time outside 3 to 5 minutes.
 */
import fs from "fs"
import path from "path"
import { fillFacts } from "../../src/lib/fill-facts"
import { countWords, readTimeMinutes } from "../../src/lib/read-time"

const root = path.join(__dirname, "../..")
const blogDir = path.join(root, "content/blog")

type Post = { slug: string; body: string }

const posts: Post[] = fs
  .readdirSync(blogDir)
  .filter((name) => fs.existsSync(path.join(blogDir, name, "index.mdx")))
  .map((name) => {
    const raw = fs.readFileSync(path.join(blogDir, name, "index.mdx"), "utf8")
    const slug = /^slug:\s*"([^"]+)"/m.exec(raw)?.[1] ?? name
    return { slug, body: raw.replace(/^---[\s\S]*?\n---\n/, "") }
  })

/** Every path a post may link to: the pages in src/pages, the legal pages, the posts, and landing sections. */
const pageRoutes = new Set([
  ...fs
    .readdirSync(path.join(root, "src/pages"))
    .map((file) => `/${file.replace(/\.tsx$/, "")}`.replace(/^\/index$/, "/"))
    .filter((route) => route !== "/404"),
  ...fs.readdirSync(path.join(root, "content/legal")).map((file) => `/${file.replace(/\.mdx$/, "")}`),
  ...posts.map((post) => `/blog/${post.slug}`),
  ...fs.readdirSync(path.join(root, "content/help")).map((slug) => `/help/${slug}`),
])

const internalLinks = (body: string) => [...body.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1])

/** Paragraphs as a reader sees them: prose blocks without Markdown syntax, lower-cased words only. */
const paragraphs = (body: string) =>
  body
    .split(/\n\s*\n/)
    .filter((block) => !/^\s*(#|!\[|\||```)/.test(block))
    .map(
      (block) =>
        block
          .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
          .replace(/[*_>`#]/g, " ")
          .toLowerCase()
          .match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [],
    )
    .filter((words) => words.length > 25)

/** Share of one paragraph's 5-word phrases that also appear in the other. */
function overlap(a: string[], b: string[]): number {
  const grams = (words: string[]) => new Set(words.slice(0, -4).map((_, i) => words.slice(i, i + 5).join(" ")))
  const ga = grams(a)
  const gb = grams(b)
  const shared = [...ga].filter((gram) => gb.has(gram)).length
  return shared / Math.min(ga.size, gb.size)
}

/** A sentence that leans on research must say whose: an organisation, a study's authors or a year. */
const CLAIM = /\b(research(ers)?|stud(y|ies)|scientists|evidence|experts?)\b/i
const NAMED_SOURCE = /\b(?:[A-Z][\p{L}.&-]+\s+){1,}(?:of\s+)?[A-Z][\p{L}.&-]+|et al\.|\b(19|20)\d\d\b|\b[A-Z]{3,}\b/u

const sentences = (body: string) =>
  body
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\n+/g, " ")
    .split(/(?<=[.!?])\s+(?=[A-Z"“*])/)

describe.each(posts.map((post) => [post.slug, post] as const))("article %s", (slug, post) => {
  it("reads in 3 to 5 minutes, counted from its words (a fact as the words it shows, as the build counts)", () => {
    const read = fillFacts(post.body, "text")
    const minutes = readTimeMinutes(read)
    expect({ words: countWords(read), minutes }).toEqual({ words: expect.any(Number), minutes: expect.any(Number) })
    expect(minutes).toBeGreaterThanOrEqual(3)
    expect(minutes).toBeLessThanOrEqual(5)
  })

  it("links to at least three other pages of the site, each of which exists", () => {
    const targets = new Set(internalLinks(post.body).map((href) => href.split("#")[0] || "/"))
    targets.delete(`/blog/${slug}`)
    expect([...targets].filter((target) => !pageRoutes.has(target))).toEqual([])
    expect(targets.size).toBeGreaterThanOrEqual(3)
  })

  it("names the source of every research claim", () => {
    const unsourced = sentences(post.body)
      .filter((sentence) => CLAIM.test(sentence))
      // The first word of a sentence is capitalised anyway; look for a name after it.
      .filter((sentence) => !NAMED_SOURCE.test(sentence.replace(/^\W*\w+/, "")))
    expect(unsourced).toEqual([])
  })
})

describe("articles together", () => {
  it("are eleven, as the spec lists", () => {
    expect(posts).toHaveLength(11)
  })

  it("share no paragraph of more than 25 words, word for word or nearly", () => {
    const repeats: string[] = []
    posts.forEach((a, i) =>
      posts.slice(i + 1).forEach((b) => {
        for (const pa of paragraphs(a.body))
          for (const pb of paragraphs(b.body))
            if (overlap(pa, pb) > 0.3) repeats.push(`${a.slug} / ${b.slug}: "${pa.slice(0, 12).join(" ")}..."`)
      }),
    )
    expect(repeats).toEqual([])
  })
})

/**
 * The build's content checks, exercised through gatsby-node's own hooks with a stand-in
 * reporter: wrong content stops the build with a message naming the file, the field and what
 * is allowed. The declarations they follow are in src/schema/content-types.ts.
 */
import fs from "fs"
import path from "path"
import type { CreateNodeArgs, CreatePagesArgs, CreateSchemaCustomizationArgs, Node } from "gatsby"
import { createPages, createSchemaCustomization, onCreateNode } from "../gatsby-node"
import { site } from "../src/config/site"

const root = path.join(__dirname, "..")
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, "content/data", file), "utf8"))

const validPost = {
  title: "Digital Eye Strain",
  slug: "digital-eye-strain",
  date: "2024-12-03",
  excerpt: "Why eyes get tired.",
  categories: ["Eye Health"],
  tags: ["eyes"],
  hero: "./hero.jpg",
  heroAlt: "An illustration",
}

type Source = { relativePath: string; sourceInstanceName: string }

/** Runs onCreateNode for one node whose parent is the given content file. */
function runOnCreateNode(node: Record<string, unknown>, { relativePath, sourceInstanceName }: Source) {
  const panicOnBuild = jest.fn()
  const createNode = jest.fn()
  const file = {
    id: "file",
    relativePath,
    sourceInstanceName,
    absolutePath: path.join(root, "content", sourceInstanceName, relativePath),
  }
  const args = {
    node: { id: "node", parent: "file", ...node } as unknown as Node,
    getNode: () => file,
    actions: { createNode, createParentChildLink: jest.fn() },
    reporter: { panicOnBuild },
    createNodeId: (seed: string) => `id:${seed}`,
    createContentDigest: () => "digest",
  } as unknown as CreateNodeArgs
  ;(onCreateNode as (args: CreateNodeArgs) => void)(args)
  return { panicOnBuild, createNode, message: panicOnBuild.mock.calls[0]?.[0] as string | undefined }
}

const post = (frontmatter: Record<string, unknown>) =>
  runOnCreateNode(
    { internal: { type: "Mdx" }, frontmatter, body: "word ".repeat(900) },
    { relativePath: "digital-eye-strain/index.mdx", sourceInstanceName: "blog" },
  )

const dataEntry = (type: string, file: string, record: Record<string, unknown>) =>
  runOnCreateNode({ internal: { type }, children: [], ...record }, { relativePath: file, sourceInstanceName: "data" })

describe("blog posts", () => {
  it("turn into a typed BlogPost node with the read time worked out from the words", () => {
    const { panicOnBuild, createNode } = post(validPost)
    expect(panicOnBuild).not.toHaveBeenCalled()
    expect(createNode).toHaveBeenCalledWith(
      expect.objectContaining({ ...validPost, readTime: 4, parent: "node", internal: expect.objectContaining({ type: "BlogPost" }) }),
    )
  })

  it("stop the build when a required field is missing, naming file, field and what it expects", () => {
    const { title: _title, ...withoutTitle } = validPost
    const { message, createNode } = post(withoutTitle)
    expect(message).toContain("Invalid content in content/blog/digital-eye-strain/index.mdx")
    expect(message).toContain('required field "title" is missing (expected a non-empty text)')
    expect(createNode).not.toHaveBeenCalled()
  })

  it("stop the build on an unknown (misspelt) field and list the allowed ones", () => {
    const { message } = post({ ...validPost, heroAtl: "typo" })
    expect(message).toContain(
      'unknown field "heroAtl" (allowed: title, slug, date, excerpt, categories, tags, hero, heroAlt, draft); is it misspelt?',
    )
  })

  it("stop the build on a category outside the closed list", () => {
    const { message } = post({ ...validPost, categories: ["Eye health"] })
    expect(message).toContain(
      'field "categories" must be a non-empty list of "Wellness", "Productivity", "Eye Health", "Remote Work", "Release Notes", "Deals", got ["Eye health"]',
    )
  })

  it("stop the build when the hero image file does not exist", () => {
    const { message } = post({ ...validPost, hero: "./missing.jpg" })
    expect(message).toContain('field "hero" points to ./missing.jpg, which does not exist')
  })

  it("stop the build on a slug that is not URL-safe", () => {
    const { message } = post({ ...validPost, slug: "Eye Strain" })
    expect(message).toContain('field "slug" must be a text of lowercase letters, digits, dots and hyphens, got "Eye Strain"')
  })
})

describe("legal pages", () => {
  it("need no hero or date (the imprint has neither) and become LegalPage nodes", () => {
    const { panicOnBuild, createNode } = runOnCreateNode(
      { internal: { type: "Mdx" }, frontmatter: { title: "Imprint", slug: "imprint", lang: "de" }, body: "Impressum" },
      { relativePath: "imprint.mdx", sourceInstanceName: "legal" },
    )
    expect(panicOnBuild).not.toHaveBeenCalled()
    expect(createNode).toHaveBeenCalledWith(
      expect.objectContaining({ title: "Imprint", internal: expect.objectContaining({ type: "LegalPage" }) }),
    )
  })
})

describe("JSON data", () => {
  it("accepts every shipped entry", () => {
    const files: Array<[string, string]> = [
      ["PricingJson", "pricing.json"],
      ["FaqJson", "faq.json"],
      ["TestimonialsJson", "testimonials.json"],
      ["ScreenshotsJson", "screenshots.json"],
      ["FeaturesJson", "features.json"],
      ["ProblemsJson", "problems.json"],
      ["SetupStepsJson", "setup-steps.json"],
    ]
    for (const [type, file] of files) {
      for (const entry of readJson(file)) expect(dataEntry(type, file, entry).message).toBeUndefined()
    }
  })

  it("stops the build on a misspelt badge colour, naming the entry and the allowed colours", () => {
    const tiers = readJson("pricing.json")
    const tier = tiers.find((candidate: { key: string }) => candidate.key === "2-macs")
    const { message } = dataEntry("PricingJson", "pricing.json", {
      ...tier,
      badges: { ...tier.badges, lifetime: { text: "Most Popular", colour: "ambre" } },
    })
    expect(message).toBe(
      'Invalid content in content/data/pricing.json, entry "2-macs"\n  field "badges.lifetime.colour" must be one of "teal", "amber", got "ambre"',
    )
  })

  it("stops the build on an icon that has no drawing", () => {
    const { message } = dataEntry("FeaturesJson", "features.json", { title: "Naps", description: "Short naps.", icon: "bed" })
    expect(message).toContain('entry "Naps"')
    expect(message).toContain('field "icon" must be one of "timer", "coffee", "posture"')
  })

  it("stops the build on a missing field and on a rating outside 1 to 5", () => {
    const [first] = readJson("testimonials.json")
    const { role: _role, ...withoutRole } = first
    expect(dataEntry("TestimonialsJson", "testimonials.json", withoutRole).message).toContain(
      'required field "role" is missing (expected a non-empty text)',
    )
    expect(dataEntry("TestimonialsJson", "testimonials.json", { ...first, rating: 6 }).message).toContain(
      'field "rating" must be a whole number from 1 to 5, got 6',
    )
  })

  it("stops the build on an image path that does not exist", () => {
    const { message } = dataEntry("ScreenshotsJson", "screenshots.json", { src: "images/nope.png", alt: "Nothing" })
    expect(message).toContain('field "src" points to images/nope.png, which does not exist')
  })
})

describe("GraphQL schema", () => {
  it("is generated from the same declarations: required fields non-null, closed sets as enums", () => {
    const createTypes = jest.fn()
    ;(createSchemaCustomization as (args: CreateSchemaCustomizationArgs) => void)({
      actions: { createTypes },
    } as unknown as CreateSchemaCustomizationArgs)
    const sdl = createTypes.mock.calls[0][0] as string
    expect(sdl).toContain("type BlogPost implements Node @dontInfer {")
    expect(sdl).toContain("  hero: File! @fileByRelativePath")
    expect(sdl).toMatch(/type LegalPage implements Node @dontInfer \{[^}]*description: String\n/)
    expect(sdl).toContain("enum BadgeColour {\n  teal\n  amber\n}")
    expect(sdl).toContain("  discountedPrices: PricingDiscountedPrices\n")
  })
})

describe("pages", () => {
  const DAY = new Date().toISOString().slice(0, 10)
  const node = (id: string, dir: string, fields: Record<string, unknown> = {}) => ({
    id,
    slug: dir,
    date: "2024-01-01",
    draft: null,
    categories: ["Wellness"],
    tags: ["breaks"],
    parent: { internal: { contentFilePath: path.join(process.cwd(), "content/blog", dir, "index.mdx") } },
    ...fields,
  })

  async function runCreatePages(posts: ReturnType<typeof node>[]) {
    const panicOnBuild = jest.fn()
    const createPage = jest.fn()
    const graphql = jest.fn().mockResolvedValue({ data: { allBlogPost: { nodes: posts }, allLegalPage: { nodes: [] } } })
    const args = { graphql, actions: { createPage }, reporter: { panicOnBuild, info: jest.fn() } } as unknown as CreatePagesArgs
    await (createPages as (args: CreatePagesArgs) => Promise<void>)(args)
    const pages = createPage.mock.calls.map(([page]) => page as { path: string; context: Record<string, unknown> })
    return { panicOnBuild, pages, paths: pages.map((page) => page.path) }
  }

  it("stops the build on a duplicate slug, naming both files", async () => {
    const { panicOnBuild, pages } = await runCreatePages([node("a", "one", { slug: "same-slug" }), node("b", "two", { slug: "same-slug" })])
    expect(panicOnBuild).toHaveBeenCalledWith(
      'Duplicate blog slug "same-slug" in content/blog/one/index.mdx and content/blog/two/index.mdx',
    )
    expect(pages).toEqual([])
  })

  it("stops the build on a slug the list pages use", async () => {
    const { panicOnBuild } = await runCreatePages([node("a", "page")])
    expect(panicOnBuild.mock.calls[0][0]).toContain('Blog slug "page" in content/blog/page/index.mdx is reserved for the list pages')
  })

  it("publishes neither drafts nor posts dated after the build's day, anywhere", async () => {
    const future = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
    const { paths, pages } = await runCreatePages([
      node("due", "due-today", { date: DAY }),
      node("draft", "a-draft", { draft: true }),
      node("later", "coming-soon", { date: future }),
      node("old", "older-post"),
    ])
    expect(paths).toEqual(expect.arrayContaining(["/blog/due-today", "/blog/older-post", "/blog", "/blog/category/wellness"]))
    expect(paths).not.toEqual(expect.arrayContaining(["/blog/a-draft"]))
    expect(paths).not.toContain("/blog/coming-soon")
    const everyListed = pages.flatMap((page) => [
      page.context.slug,
      page.context.newerSlug,
      page.context.olderSlug,
      ...((page.context.relatedSlugs ?? []) as string[]),
      ...((page.context.slugs ?? []) as string[]),
    ])
    expect(everyListed).toContain("due-today")
    expect(everyListed).not.toContain("a-draft")
    expect(everyListed).not.toContain("coming-soon")
  })

  it("pages the blog and each category, newest first, with as many pages as the posts need", async () => {
    const posts = Array.from({ length: 30 }, (_, index) =>
      node(`p${index}`, `post-${index}`, {
        date: `2024-01-${String(30 - index).padStart(2, "0")}`,
        categories: index % 3 === 0 ? ["Release Notes"] : ["Wellness"],
      }),
    )
    const { paths, pages } = await runCreatePages(posts)
    const perPage = site.blog.postsPerPage
    const blogPages = Math.ceil(30 / perPage)
    expect(paths.filter((each) => each === "/blog" || each.startsWith("/blog/page/"))).toHaveLength(blogPages)
    expect(paths).toContain(`/blog/page/${blogPages}`)
    expect(paths).not.toContain("/blog/page/1")
    const first = pages.find((page) => page.path === "/blog")!.context
    expect(first.slugs).toEqual(posts.slice(0, perPage).map((post) => post.slug))
    expect(first).toMatchObject({ page: 1, pageCount: blogPages, category: null, categories: ["Wellness", "Release Notes"] })
    const releaseNotes = pages.filter((page) => page.path.startsWith("/blog/category/release-notes"))
    expect(releaseNotes.flatMap((page) => page.context.slugs as string[])).toEqual(
      posts.filter((_, index) => index % 3 === 0).map((post) => post.slug),
    )
    expect(paths).not.toContain("/blog/category/deals")
  })
})

/**
 * The build's content checks, exercised through gatsby-node's own hooks with a stand-in
 * reporter: wrong content stops the build with a message naming the file, the field and what
 * is allowed. The declarations they follow are in src/schema/content-types.ts.
 */
import fs from "fs"
import path from "path"
import type { CreatePageArgs, CreatePagesArgs, CreateSchemaCustomizationArgs } from "gatsby"
import { createPages, createSchemaCustomization, onCreatePage } from "../gatsby-node"
import { addressProblems } from "../src/gatsby-node/page-addresses"
import { site } from "../src/config/site"
import { editorComponents } from "../src/components/mdx/editor-components"
import { SLUG } from "../src/schema/content-types"
import { exampleSale } from "./support/example-sale"
import { runOnCreateNode } from "./support/on-create-node"

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

/** Runs onCreateNode for one node whose parent is the given file of content/. */
const runOnContent = (node: Record<string, unknown>, { relativePath, sourceInstanceName }: Source) =>
  runOnCreateNode(node, { relativePath, sourceInstanceName, absolutePath: path.join(root, "content", sourceInstanceName, relativePath) })

const post = (frontmatter: Record<string, unknown>) =>
  runOnContent(
    { internal: { type: "Mdx" }, frontmatter, body: "word ".repeat(900) },
    { relativePath: "digital-eye-strain/index.mdx", sourceInstanceName: "blog" },
  )

const dataEntry = (type: string, file: string, record: Record<string, unknown>) =>
  runOnContent({ internal: { type }, children: [], ...record }, { relativePath: file, sourceInstanceName: "data" })

const validArticle = {
  title: "Working hours",
  summary: "Reminders only while you work.",
  topic: "Breaks and reminders",
  order: 1,
  updated: "2026-11-25",
}

/** A help article as Gatsby hands it to onCreateNode: frontmatter, MDX body, and the file it came from. */
const article = (frontmatter: Record<string, unknown>, body = "Some text.\n", relativePath = "working-hours/index.mdx") =>
  runOnContent({ internal: { type: "Mdx" }, frontmatter, body }, { relativePath, sourceInstanceName: "help" })

describe("help articles", () => {
  it("turn into a typed HelpArticle node whose slug is its folder's name", async () => {
    const { panicOnBuild, createNode } = await article(validArticle)
    expect(panicOnBuild).not.toHaveBeenCalled()
    expect(createNode).toHaveBeenCalledWith(
      expect.objectContaining({ ...validArticle, slug: "working-hours", internal: expect.objectContaining({ type: "HelpArticle" }) }),
    )
  })

  it("stop the build on a topic outside the closed list, a missing summary or a bad order", async () => {
    const { summary: _summary, ...withoutSummary } = validArticle
    const { message, createNode } = await article({ ...withoutSummary, topic: "Billing", order: 0 })
    expect(createNode).not.toHaveBeenCalled()
    expect(message).toContain("Invalid content in content/help/working-hours/index.mdx")
    expect(message).toContain('required field "summary" is missing (expected a non-empty text)')
    expect(message).toContain(
      'field "topic" must be one of "Getting started", "Breaks and reminders", "Licenses and purchases", "Newsletter and contact", "Troubleshooting", got "Billing"',
    )
    expect(message).toContain('field "order" must be a whole number of at least 1, got 0')
  })

  it("stop the build on a folder name that cannot be an address, or a file outside a folder of its own", async () => {
    expect((await article(validArticle, "Text.\n", "Working Hours/index.mdx")).message).toContain(
      `the folder name "Working Hours" is the article's address (/help/Working Hours): use ${SLUG.hint}`,
    )
    expect((await article(validArticle, "Text.\n", "working-hours.mdx")).message).toContain(
      "a help article is content/help/<slug>/index.mdx, one folder each",
    )
  })

  it("accept the editor components, written as docs/editing.md#what-an-article-may-contain shows them", async () => {
    const body = [
      '<Callout type="tip" title="Take it">',
      "",
      "Stand up. Press <Kbd>Command</Kbd>-<Kbd>Q</Kbd>.",
      "",
      "</Callout>",
      "",
      "<Steps>",
      "",
      "1. One",
      "2. Two",
      "",
      "</Steps>",
      "",
      '<Figure caption="The break screen">',
      "",
      "![A break screen](./hero.jpg)",
      "",
      "</Figure>",
      "",
      "{/* a comment for the next editor */}",
    ].join("\n")
    expect((await article(validArticle, body)).message).toBeUndefined()
  })

  it("stop the build on an unknown component, a missing or wrong attribute, code or a style, naming the line and what is allowed", async () => {
    const body = [
      "Intro.", // line 1 of the body
      "",
      '<Note type="tip">Hi</Note>',
      "",
      "<Callout>No type</Callout>",
      "",
      '<Callout type="danger" colour="red">Wrong</Callout>',
      "",
      "<Figure>![Alt](./hero.jpg)</Figure>",
      "",
      'import { Thing } from "elsewhere"',
      "",
      "Today is {new Date().getFullYear()}.",
      "",
      '<abbr style="color: red" title="Red">R</abbr>',
    ].join("\n")
    const { message, createNode } = await article(validArticle, body)
    expect(createNode).not.toHaveBeenCalled()
    expect(message).toContain("Invalid content in content/help/working-hours/index.mdx")
    for (const problem of [
      `line 3: unknown component <Note> (allowed: ${Object.keys(editorComponents).join(", ")}); is it misspelt?`,
      'line 5: <Callout> needs type (one of "note", "tip", "warning"), e.g. <Callout type="tip" title="Optional title">Text</Callout>',
      'line 7: unknown attribute "colour" on <Callout> (allowed: type, title)',
      'line 7: <Callout> type must be one of "note", "tip", "warning", got "danger"',
      "line 9: <Figure> needs caption",
      "line 11: import and export are not allowed in content",
      "line 13: {expressions} are not allowed in content (comments {/* like this */} are)",
      "line 15: <abbr> may not have a style attribute (allowed: title)",
    ]) {
      expect(message).toContain(problem)
    }
  })

  it("check blog posts' components the same way", async () => {
    const { message } = await runOnContent(
      { internal: { type: "Mdx" }, frontmatter: validPost, body: `${"word ".repeat(900)}\n\n<Callout>Oops</Callout>\n` },
      { relativePath: "digital-eye-strain/index.mdx", sourceInstanceName: "blog" },
    )
    expect(message).toContain("<Callout> needs type")
  })
})

describe("content is data: nothing an editor writes runs (issue 30's bypasses)", () => {
  const problemsOf = async (body: string) => (await article(validArticle, `Intro.\n\n${body}\n`)).message ?? ""
  const legal = (body: string, frontmatter: Record<string, unknown> = { title: "Imprint", slug: "imprint", lang: "de" }) =>
    runOnContent({ internal: { type: "Mdx" }, frontmatter, body }, { relativePath: "imprint.mdx", sourceInstanceName: "legal" })

  it("refuses code hidden between comments: an expression is allowed only when it is nothing but comments", async () => {
    const message = await problemsOf('{/**/ process.getBuiltinModule("fs").writeFileSync("x", "y") /**/}')
    expect(message).toContain("line 3: {expressions} are not allowed in content (comments {/* like this */} are)")
    expect(await problemsOf("{/* a note for the next editor */}")).toBe("")
  })

  it("refuses an attribute written as an expression, and a spread, on a plain element as on a component", async () => {
    expect(await problemsOf('<abbr title={process.getBuiltinModule("fs") || "x"}>x</abbr>')).toContain(
      "line 3: <abbr> title must be written as text",
    )
    expect(await problemsOf("<abbr {...props}>x</abbr>")).toContain("line 3: spread attributes {...} are not allowed")
    expect(await problemsOf('<Callout type="tip" {...props}>x</Callout>')).toContain("line 3: spread attributes {...} are not allowed")
  })

  it.each([
    ["<script>", "<script>alert(1)</script>", "script"],
    ["<meta http-equiv=refresh>", '<meta httpEquiv="refresh" content="0;url=https://example.com" />', "meta"],
    ["<iframe>", '<iframe src="https://example.com"></iframe>', "iframe"],
    ["<form action>", '<form action="https://example.com"><button>Go</button></form>', "form"],
    ["<style>", "<style>body</style>", "style"],
  ])("refuses %s: an element outside the named list of plain elements", async (_what, body, name) => {
    const message = await problemsOf(body)
    expect(message).toContain(`line 3: <${name}> is not allowed in content (plain elements allowed:`)
  })

  it("refuses a link to a javascript: or data: address, in Markdown as in an attribute", async () => {
    expect(await problemsOf("[click](javascript:alert(1))")).toContain("line 3: a link to javascript:alert(1) is not allowed")
    expect(await problemsOf("![x](data:image/svg+xml,x)")).toContain("line 3: an image from data:image/svg+xml,x is not allowed")
  })

  it("refuses an image from another site: //example.com/x.png as https://, and one by reference to an https: definition (issue 40)", async () => {
    // One body, one parse: each image on its own line (the body starts at line 3).
    const refused = await problemsOf(
      [
        "![x](//example.com/x.png)",
        "![x](/\\example.com/x.png)",
        "![x](HTTPS://example.com/x.png)",
        "![y][pic] and ![y again][pic]",
        "[the source][ref] and ![a figure][figure]",
        "",
        "[pic]: https://example.com/y.png",
        "[ref]: https://example.com/study",
        "[figure]: ./hero.jpg",
      ].join("\n"),
    )
    expect(refused.split("\n").slice(1)).toEqual([
      "  line 3: an image from //example.com/x.png is not allowed (an image is a file next to the article, e.g. ./figure-1.jpg)",
      "  line 4: an image from /\\example.com/x.png is not allowed (an image is a file next to the article, e.g. ./figure-1.jpg)",
      "  line 5: an image from HTTPS://example.com/x.png is not allowed (an image is a file next to the article, e.g. ./figure-1.jpg)",
      // By reference, each image where it is (the same definition as a link's is a link, which an article may have).
      "  line 6: an image from https://example.com/y.png is not allowed (an image is a file next to the article, e.g. ./figure-1.jpg)",
      "  line 6: an image from https://example.com/y.png is not allowed (an image is a file next to the article, e.g. ./figure-1.jpg)",
    ])
  })

  it("checks the legal pages' bodies the same way, allowing their own components", async () => {
    const { message, createNode } = await legal("## Impressum\n\n<CompanyAddress />\n\nHeute ist {new Date().getFullYear()}.\n")
    expect(createNode).not.toHaveBeenCalled()
    expect(message).toContain("Invalid content in content/legal/imprint.mdx")
    expect(message).toContain("line 5: {expressions} are not allowed in content")
    expect(message).not.toContain("CompanyAddress")
    expect((await legal('import x from "fs"\n\nText.\n')).message).toContain("line 1: import and export are not allowed in content")
    // The legal page's components are the legal pages' alone.
    expect(await problemsOf("<CompanyAddress />")).toContain("line 3: unknown component <CompanyAddress>")
  })

  it("refuses markup in a plain-text field: a title that closes a script, a FAQ question, a pricing tier's title", async () => {
    const { message, createNode } = await article({ ...validArticle, title: "Hours </script><script>alert(1)</script>" })
    expect(createNode).not.toHaveBeenCalled()
    expect(message).toContain('field "title" is plain text: it may not contain markup ("</script><script>alert(1)</scr...")')
    const [faq] = readJson("faq.json")
    expect((await dataEntry("FaqJson", "faq.json", { ...faq, question: "<img src=x>?" })).message).toContain(
      'field "question" is plain text: it may not contain markup',
    )
    // The answer is HTML, sanitised at build time (docs/editing.md#change-prices-faq-testimonials-or-features): markup stays allowed there.
    expect((await dataEntry("FaqJson", "faq.json", faq)).message).toBeUndefined()
    const [tier] = readJson("pricing.json")
    expect((await dataEntry("PricingJson", "pricing.json", { ...tier, title: "Solo<!--" })).message).toContain(
      'field "title" is plain text: it may not contain markup',
    )
  })

  it("reads the fact tags in a plain-text field as the text they become, and refuses markup beside them", async () => {
    const summary = "Respite gives you <Fact name='shortBreak' /> and <ContactEmail />."
    const { message, createNode } = await article({ ...validArticle, summary })
    expect(message).toBeUndefined()
    expect(createNode).toHaveBeenCalled()
    expect((await article({ ...validArticle, summary: `${summary}<script>` })).message).toContain(
      'field "summary" is plain text: it may not contain markup ("<script>")',
    )
  })

  it("checks a plain-text field for markup after its fact tags are filled: a '<' before a fact is a tag once filled (issue 40)", async () => {
    const tier = readJson("pricing.json")[0]
    const badge = { text: '<<Fact name="macOS" />', colour: "teal" }
    const { message } = await dataEntry("PricingJson", "pricing.json", { ...tier, badges: { lifetime: badge } })
    expect(message).toContain('field "badges.lifetime.text" is plain text: it may not contain markup ("<macOS 14.2 or later")')
    expect((await article({ ...validArticle, title: "Write to <<ContactEmail />" })).message).toContain(
      'field "title" is plain text: it may not contain markup ("<hello@respite.app")',
    )
  })
})

describe("blog posts", () => {
  it("turn into a typed BlogPost node with the read time worked out from the words", async () => {
    const { panicOnBuild, createNode } = await post(validPost)
    expect(panicOnBuild).not.toHaveBeenCalled()
    expect(createNode).toHaveBeenCalledWith(
      expect.objectContaining({ ...validPost, readTime: 4, parent: "node", internal: expect.objectContaining({ type: "BlogPost" }) }),
    )
  })

  it("stop the build when a required field is missing, naming file, field and what it expects", async () => {
    const { title: _title, ...withoutTitle } = validPost
    const { message, createNode } = await post(withoutTitle)
    expect(message).toContain("Invalid content in content/blog/digital-eye-strain/index.mdx")
    expect(message).toContain('required field "title" is missing (expected a non-empty text)')
    expect(createNode).not.toHaveBeenCalled()
  })

  it("stop the build on an unknown (misspelt) field and list the allowed ones", async () => {
    const { message } = await post({ ...validPost, heroAtl: "typo" })
    expect(message).toContain(
      'unknown field "heroAtl" (allowed: title, slug, date, excerpt, categories, tags, hero, heroAlt, draft, help); is it misspelt?',
    )
  })

  it("stop the build on a category outside the closed list", async () => {
    const { message } = await post({ ...validPost, categories: ["Eye health"] })
    expect(message).toContain(
      'field "categories" must be a non-empty list of "Wellness", "Productivity", "Eye Health", "Remote Work", "Release Notes", "Deals", got ["Eye health"]',
    )
  })

  it("stop the build when the hero image file does not exist", async () => {
    const { message } = await post({ ...validPost, hero: "./missing.jpg" })
    expect(message).toContain('field "hero" points to ./missing.jpg, which does not exist')
  })

  it("stop the build on a slug that is not URL-safe", async () => {
    const { message } = await post({ ...validPost, slug: "Eye Strain" })
    expect(message).toContain(`field "slug" must be a text of ${SLUG.hint}, got "Eye Strain"`)
  })
})

describe("addresses: a slug or a help folder never ends like a file (issue 40)", () => {
  const legal = (slug: string) =>
    runOnContent(
      { internal: { type: "Mdx" }, frontmatter: { title: "Hostile", slug }, body: "Text" },
      { relativePath: "hostile.mdx", sourceInstanceName: "legal" },
    )

  it("stops the build on a post slug zz.htm, which Gatsby would write as a file of its own, naming the file and the field", async () => {
    const { message, createNode } = await post({ ...validPost, slug: "zz.htm" })
    expect(createNode).not.toHaveBeenCalled()
    expect(message).toContain("Invalid content in content/blog/digital-eye-strain/index.mdx")
    expect(message).toContain(`field "slug" must be a text of ${SLUG.hint}, got "zz.htm"`)
  })

  it("stops the build on a 300-character slug, which Gatsby would shorten while every link kept it whole, naming the file and the field", async () => {
    const slug = `${"word-".repeat(59)}words` // 300 characters, of a slug's shape
    const { message, createNode } = await post({ ...validPost, slug })
    expect(createNode).not.toHaveBeenCalled()
    expect(message).toContain("Invalid content in content/blog/digital-eye-strain/index.mdx")
    expect(message).toContain(`field "slug" must be a text of ${SLUG.hint}`)
    expect(SLUG.hint).toContain("at most 200 characters")
  })

  it("stops the build on a legal slug index.html, which would write over the landing page", async () => {
    const { message, createNode } = await legal("index.html")
    expect(createNode).not.toHaveBeenCalled()
    expect(message).toContain("Invalid content in content/legal/hostile.mdx")
    expect(message).toContain(`field "slug" must be a text of ${SLUG.hint}, got "index.html"`)
  })

  it("stops the build on a help folder named zz.html, naming the folder", async () => {
    const { message, createNode } = await article(validArticle, "Text.\n", "zz.html/index.mdx")
    expect(createNode).not.toHaveBeenCalled()
    expect(message).toContain("Invalid content in content/help/zz.html/index.mdx")
    expect(message).toContain(`the folder name "zz.html" is the article's address (/help/zz.html): use ${SLUG.hint}`)
  })

  it("refuses every ending a file has, and accepts a version number's dots", async () => {
    for (const slug of ["a.htm", "a.HTML", "feed.xml", "data.json", "robots.txt", "a.b", "a..b", ".a", "a.", "1.x"]) {
      expect({ slug, accepted: SLUG.regex.test(slug) }).toEqual({ slug, accepted: false })
    }
    for (const slug of ["respite-1.2.0-meeting-detection", "2", "v2", "release-10.15", "a-b"]) {
      expect({ slug, accepted: SLUG.regex.test(slug) }).toEqual({ slug, accepted: true })
    }
  })

  it("accepts every slug and help folder the shipped content uses", async () => {
    const frontmatterSlugs = ["blog", "legal"].flatMap((folder) =>
      fs
        .readdirSync(path.join(root, "content", folder), { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith(".mdx"))
        .map((file) => /^slug: "([^"]+)"/m.exec(fs.readFileSync(path.join(root, "content", folder, file), "utf8"))![1]),
    )
    const helpFolders = fs.readdirSync(path.join(root, "content/help"))
    expect(frontmatterSlugs.length + helpFolders.length).toBeGreaterThan(20)
    for (const slug of [...frontmatterSlugs, ...helpFolders])
      expect({ slug, accepted: SLUG.regex.test(slug) }).toEqual({ slug, accepted: true })
  })
})

describe("legal pages", () => {
  it("need no hero or date (the imprint has neither) and become LegalPage nodes", async () => {
    const { panicOnBuild, createNode } = await runOnContent(
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
  it("accepts every shipped entry", async () => {
    const files: Array<[string, string]> = [
      ["PricingJson", "pricing.json"],
      ["FaqJson", "faq.json"],
      ["TestimonialsJson", "testimonials.json"],
      ["ScreenshotsJson", "screenshots.json"],
      ["FeaturesJson", "features.json"],
      ["ProblemsJson", "problems.json"],
      ["SetupStepsJson", "setup-steps.json"],
      ["HelpLinksJson", "help-links.json"],
      ["OffersJson", "offers.json"],
    ]
    for (const [type, file] of files) {
      for (const entry of readJson(file)) expect((await dataEntry(type, file, entry)).message).toBeUndefined()
    }
  })

  it("stops the build on a misspelt badge colour, naming the entry and the allowed colours", async () => {
    const tiers = readJson("pricing.json")
    const tier = tiers.find((candidate: { key: string }) => candidate.key === "2-macs")
    const { message } = await dataEntry("PricingJson", "pricing.json", {
      ...tier,
      badges: { ...tier.badges, lifetime: { text: "Most Popular", colour: "ambre" } },
    })
    expect(message).toBe(
      'Invalid content in content/data/pricing.json, entry "2-macs"\n  field "badges.lifetime.colour" must be one of "teal", "amber", got "ambre"',
    )
  })

  it("stops the build on a sale's time written with an offset, an unknown plan mode or a missing time zone", async () => {
    const sale = exampleSale
    const { timeZone: _missing, ...withoutZone } = sale
    const { message } = await dataEntry("OffersJson", "offers.json", {
      ...withoutZone,
      start: "2026-11-27T00:00-05:00",
      plan: { ...sale.plan, mode: "monthly" },
    })
    expect(message).toBe(
      [
        `Invalid content in content/data/offers.json, entry "${sale.key}"`,
        '  field "plan.mode" must be one of "subscription", "lifetime", got "monthly"',
        '  field "start" must be a text of a date and time without an offset, such as 2026-11-27T00:00, got "2026-11-27T00:00-05:00"',
        '  required field "timeZone" is missing (expected a non-empty text)',
      ].join("\n"),
    )
  })

  it("stops the build on a help-links page that is another site's address (//host), not a path of this site", async () => {
    const { message } = await dataEntry("HelpLinksJson", "help-links.json", { page: "//example.com/pricing", help: ["free-trial"] })
    expect(message).toContain('field "page" must be a text of a path of this site, such as /pricing, got "//example.com/pricing"')
  })

  it("stops the build on an icon that has no drawing", async () => {
    const { message } = await dataEntry("FeaturesJson", "features.json", { title: "Naps", description: "Short naps.", icon: "bed" })
    expect(message).toContain('entry "Naps"')
    expect(message).toContain('field "icon" must be one of "timer", "coffee", "posture"')
  })

  it("stops the build on a missing field and on a rating outside 1 to 5", async () => {
    const [first] = readJson("testimonials.json")
    const { role: _role, ...withoutRole } = first
    expect((await dataEntry("TestimonialsJson", "testimonials.json", withoutRole)).message).toContain(
      'required field "role" is missing (expected a non-empty text)',
    )
    expect((await dataEntry("TestimonialsJson", "testimonials.json", { ...first, rating: 6 })).message).toContain(
      'field "rating" must be a whole number from 1 to 5, got 6',
    )
  })

  it("stops the build on a testimonial with no provenance that is not a sample, naming the file, the entry and the field", async () => {
    const [sample] = readJson("testimonials.json")
    const { sample: _sample, ...real } = sample
    const { message } = await dataEntry("TestimonialsJson", "testimonials.json", real)
    expect(message).toContain(`Invalid content in content/data/testimonials.json, entry "${sample.name}"`)
    expect(message).toContain('required field "provenance" is missing: a testimonial is published with where and when it was given')
  })

  it("stops the build on a sample that claims a provenance, and on a provenance with a field missing or not a date", async () => {
    const [sample] = readJson("testimonials.json")
    const provenance = { source: "An email to us", given: "2026-10-02", checked: "matched to a license", consent: "2026-10-05" }
    expect((await dataEntry("TestimonialsJson", "testimonials.json", { ...sample, provenance })).message).toContain(
      'field "sample" is true beside a "provenance"',
    )
    const { sample: _sample, ...real } = sample
    const { consent: _consent, ...unconsented } = provenance
    expect((await dataEntry("TestimonialsJson", "testimonials.json", { ...real, provenance: unconsented })).message).toContain(
      'required field "provenance.consent" is missing (expected a date such as 2025-01-31)',
    )
    expect(
      (await dataEntry("TestimonialsJson", "testimonials.json", { ...real, provenance: { ...provenance, given: "last week" } })).message,
    ).toContain('field "provenance.given" must be a date such as 2025-01-31, got "last week"')
    expect((await dataEntry("TestimonialsJson", "testimonials.json", { ...real, provenance })).message).toBeUndefined()
  })

  it("stops the build on an image path that does not exist", async () => {
    const { message } = await dataEntry("ScreenshotsJson", "screenshots.json", { src: "images/nope.png", alt: "Nothing" })
    expect(message).toContain('field "src" points to images/nope.png, which does not exist')
  })
})

describe("GraphQL schema", () => {
  it("is generated from the same declarations: required fields non-null, closed sets as enums", async () => {
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

  type Article = { slug: string; title: string; summary: string; topic: string; draft: boolean | null }
  const article = (slug: string, topic: string, fields: Partial<Article> = {}): Article => ({
    slug,
    title: `About ${slug}`,
    summary: `What ${slug} is.`,
    topic,
    draft: null,
    ...fields,
  })

  type Legal = { id: string; slug: string; parent: { internal: { contentFilePath: string } } }
  const legalPage = (file: string, slug: string): Legal => ({
    id: file,
    slug,
    parent: { internal: { contentFilePath: path.join(process.cwd(), "content/legal", file) } },
  })

  async function runCreatePages(posts: ReturnType<typeof node>[], articles: Article[] = [], legal: Legal[] = []) {
    const panicOnBuild = jest.fn()
    const createPage = jest.fn()
    const graphql = jest
      .fn()
      .mockResolvedValue({ data: { allBlogPost: { nodes: posts }, allHelpArticle: { nodes: articles }, allLegalPage: { nodes: legal } } })
    // The seasonal sales and the plans they name, as content/ declares them (src/gatsby-node/sale-pages.ts).
    const data: Record<string, unknown[]> = {
      OffersJson: JSON.parse(fs.readFileSync("content/data/offers.json", "utf8")),
      PricingJson: JSON.parse(fs.readFileSync("content/data/pricing.json", "utf8")),
    }
    const getNodesByType = (type: string) => data[type] ?? []
    const args = {
      graphql,
      actions: { createPage },
      reporter: { panicOnBuild, info: jest.fn() },
      getNodesByType,
    } as unknown as CreatePagesArgs
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

  it("stops the build on two pages at one address, naming each file and field, and makes none (issue 40)", async () => {
    const { panicOnBuild, paths } = await runCreatePages(
      [node("a", "one")],
      [article("free-trial", "Getting started")],
      [
        legalPage("imprint.mdx", "imprint"),
        legalPage("copy.mdx", "imprint"),
        legalPage("blog.mdx", "blog"),
        legalPage("find.mdx", "search"),
      ],
    )
    expect(paths).toEqual([])
    const message = panicOnBuild.mock.calls[0][0] as string
    expect(message).toContain('Two pages at /imprint: content/legal/imprint.mdx, field "slug" and content/legal/copy.mdx, field "slug"')
    expect(message).toContain('Two pages at /blog: the list pages of /blog and content/legal/blog.mdx, field "slug"')
    expect(message).toContain('Two pages at /search: the search page and content/legal/find.mdx, field "slug"')
  })

  it("stops the build on a page in a folder the build writes its own files to (page-data, static, the search index)", async () => {
    const { panicOnBuild, paths } = await runCreatePages([], [], [legalPage("data.mdx", "page-data"), legalPage("search.mdx", "pagefind")])
    expect(paths).toEqual([])
    expect(panicOnBuild.mock.calls[0][0]).toContain(
      'content/legal/data.mdx, field "slug": the address /page-data is in /page-data/, where the build writes its own files',
    )
    expect(panicOnBuild.mock.calls[0][0]).toContain('content/legal/search.mdx, field "slug": the address /pagefind is in /pagefind/')
    expect(addressProblems([{ path: "/static", source: "x" }])).toHaveLength(1)
    expect(addressProblems([{ path: "/og-image.png", source: "static/ copies it" }])).toHaveLength(1)
  })

  it("stops the build when a page of src/pages/, made after the content's, takes a content page's address", async () => {
    await runCreatePages([], [], [legalPage("prices.mdx", "pricing")])
    const panicOnBuild = jest.fn()
    const createPage = jest.fn()
    const onPage = (pagePath: string) =>
      (onCreatePage as (args: CreatePageArgs) => void)({
        page: { path: pagePath, component: path.resolve("src/pages", `${pagePath.slice(1)}.tsx`), context: {} },
        actions: { createPage, deletePage: jest.fn() },
        reporter: { panicOnBuild },
        getNodesByType: () => [],
      } as unknown as CreatePageArgs)
    onPage("/presskit")
    expect(panicOnBuild).not.toHaveBeenCalled()
    onPage("/pricing")
    expect(panicOnBuild).toHaveBeenCalledWith(
      'content/legal/prices.mdx, field "slug": the address /pricing is the page of src/pages/pricing.tsx; choose another',
    )
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
      ...((page.context.newer ?? []) as string[]),
      ...((page.context.older ?? []) as string[]),
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

  it("gives each post its neighbours and related posts by slug, for lookups one by one", async () => {
    const posts = ["newest", "middle", "oldest"].map((slug, index) => node(slug, slug, { date: `2024-01-0${3 - index}` }))
    const { pages } = await runCreatePages(posts)
    expect(pages.find((page) => page.path === "/blog/middle")!.context).toEqual({
      slug: "middle",
      newer: ["newest"],
      older: ["oldest"],
      relatedSlugs: ["newest", "oldest"],
    })
    expect(pages.find((page) => page.path === "/blog/newest")!.context).toMatchObject({ newer: [], older: ["middle"] })
  })

  it("gives the moment sales are decided as of only to the articles that show the running sale", async () => {
    const shows = node("shows", "shows-it", { parent: { body: "Text.\n\n<SeasonalSale />\n", internal: { contentFilePath: "x.mdx" } } })
    const { pages } = await runCreatePages([shows, node("plain", "plain-post")])
    expect(pages.find((page) => page.path === "/blog/shows-it")!.context).toHaveProperty("offersAsOf")
    expect(pages.find((page) => page.path === "/blog/plain-post")!.context).not.toHaveProperty("offersAsOf")
  })

  it("makes the help center: a page per published article with the rest of its topic, and /help by topic in the declared order", async () => {
    const articles = [
      article("trial", "Getting started"),
      article("install", "Getting started"),
      article("schedule", "Breaks and reminders"),
      article("unfinished", "Breaks and reminders", { draft: true }),
      article("new-mac", "Licenses and purchases"),
    ]
    const { paths, pages } = await runCreatePages([node("a", "a-post")], articles)
    expect(paths).toEqual(expect.arrayContaining(["/help/trial", "/help/install", "/help/schedule", "/help/new-mac", "/help"]))
    expect(paths).not.toContain("/help/unfinished")
    // Listed in the order the query gives them (frontmatter order), the article itself left out.
    expect(pages.find((page) => page.path === "/help/trial")!.context).toEqual({ slug: "trial", siblingSlugs: ["install"] })
    expect(pages.find((page) => page.path === "/help/schedule")!.context).toEqual({ slug: "schedule", siblingSlugs: [] })
    const help = pages.find((page) => page.path === "/help")!.context as {
      topics: Array<{ topic: string; articles: Array<{ slug: string }> }>
    }
    expect(help.topics.map(({ topic, articles: listed }) => [topic, listed.map((each) => each.slug)])).toEqual([
      ["Getting started", ["trial", "install"]],
      ["Breaks and reminders", ["schedule"]],
      ["Licenses and purchases", ["new-mac"]],
    ])
    expect(pages.find((page) => page.path === site.search.path)!.context).toEqual({
      topics: ["Getting started", "Breaks and reminders", "Licenses and purchases"],
      categories: ["Wellness"],
    })
  })
})

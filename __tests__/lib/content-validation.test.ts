import fs from "fs"
import path from "path"
import {
  dataSchemas,
  findDuplicateSlugs,
  validatePostFrontmatter,
  validateRecord,
} from "../../src/lib/content-validation"

const good = {
  title: "A title",
  slug: "a-title",
  date: "2025-01-31",
  excerpt: "An excerpt",
  categories: ["Wellness"],
  tags: ["breaks"],
  hero: "./hero.jpg",
  heroAlt: "A hero",
}

describe("blog frontmatter validation", () => {
  it("accepts a complete post", () => {
    expect(validatePostFrontmatter("content/blog/a/index.mdx", good)).toEqual([])
  })

  it("names the file and the missing field", () => {
    const { excerpt: _excerpt, ...missing } = good
    expect(validatePostFrontmatter("content/blog/a/index.mdx", missing)).toEqual([
      'content/blog/a/index.mdx: required field "excerpt" is missing (expected a non-empty text)',
    ])
  })

  it("names a misspelt field", () => {
    const { heroAlt, ...rest } = good
    const problems = validatePostFrontmatter("content/blog/a/index.mdx", { ...rest, heroAtl: heroAlt })
    expect(problems).toContain('content/blog/a/index.mdx: required field "heroAlt" is missing (expected a non-empty text)')
    expect(problems.join("\n")).toMatch(/unknown field "heroAtl"/)
  })

  it("rejects a bad date and a slug with spaces", () => {
    const problems = validatePostFrontmatter("f.mdx", { ...good, date: "someday", slug: "Not A Slug" })
    expect(problems).toEqual([
      'f.mdx: field "date" must be a date such as 2025-01-31',
      'f.mdx: field "slug" must be lowercase letters, digits, dots and hyphens, got "Not A Slug"',
    ])
  })

  it("reports duplicate slugs with both files", () => {
    expect(
      findDuplicateSlugs([
        { slug: "same", file: "content/blog/one/index.mdx" },
        { slug: "other", file: "content/blog/two/index.mdx" },
        { slug: "same", file: "content/blog/three/index.mdx" },
      ]),
    ).toEqual(['Duplicate blog slug "same" in content/blog/one/index.mdx and content/blog/three/index.mdx'])
  })
})

describe("data files", () => {
  const dataDir = path.join(__dirname, "../../content/data")
  const files: Record<string, string> = {
    PricingJson: "pricing.json",
    FaqJson: "faq.json",
    TestimonialsJson: "testimonials.json",
    ScreenshotsJson: "screenshots.json",
    FeaturesJson: "features.json",
    ProblemsJson: "problems.json",
    SetupStepsJson: "setup-steps.json",
  }

  it.each(Object.entries(files))("%s entries in %s pass their schema", (type, file) => {
    const entries = JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8")) as Record<string, unknown>[]
    expect(entries.length).toBeGreaterThan(0)
    entries.forEach((entry) => expect(validateRecord(file, entry, dataSchemas[type])).toEqual([]))
  })

  it("flags a pricing entry without a price", () => {
    expect(validateRecord("pricing.json", { key: "x", title: "1 Mac", subtitle: "s", macs: 1, lifetimePrice: 1, features: ["a"] }, dataSchemas.PricingJson)).toEqual([
      'pricing.json: required field "subscriptionPrice" is missing (expected a number)',
    ])
  })
})

/**
 * Checks content that editors commit, so a mistake fails the build with a message
 * naming the file and the field instead of a blank card on the live site.
 */

export type FieldRule = "string" | "string[]" | "number" | "boolean" | "date" | "object"

export type Schema = Record<string, { rule: FieldRule; optional?: boolean }>

export const postFrontmatterSchema: Schema = {
  title: { rule: "string" },
  slug: { rule: "string" },
  date: { rule: "date" },
  excerpt: { rule: "string" },
  categories: { rule: "string[]" },
  tags: { rule: "string[]" },
  hero: { rule: "string" },
  heroAlt: { rule: "string" },
}

const SLUG = /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/

function fits(value: unknown, rule: FieldRule): boolean {
  switch (rule) {
    case "string":
      return typeof value === "string" && value.trim() !== ""
    case "string[]":
      return Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === "string" && v.trim() !== "")
    case "number":
      return typeof value === "number" && Number.isFinite(value)
    case "boolean":
      return typeof value === "boolean"
    case "date":
      return (typeof value === "string" || value instanceof Date) && !Number.isNaN(new Date(value as string).getTime())
    case "object":
      return typeof value === "object" && value !== null
  }
}

const describe: Record<FieldRule, string> = {
  string: "a non-empty text",
  "string[]": "a non-empty list of texts",
  number: "a number",
  boolean: "true or false",
  date: "a date such as 2025-01-31",
  object: "an object",
}

/** Returns one readable message per problem; an empty list means the record is fine. */
export function validateRecord(file: string, record: Record<string, unknown>, schema: Schema): string[] {
  const problems: string[] = []
  for (const [field, { rule, optional }] of Object.entries(schema)) {
    const value = record[field]
    if (value === undefined || value === null) {
      if (!optional) problems.push(`${file}: required field "${field}" is missing (expected ${describe[rule]})`)
    } else if (!fits(value, rule)) {
      problems.push(`${file}: field "${field}" must be ${describe[rule]}`)
    }
  }
  const known = new Set(Object.keys(schema))
  for (const field of Object.keys(record)) {
    if (!known.has(field)) {
      problems.push(`${file}: unknown field "${field}" (allowed: ${[...known].join(", ")}); is it misspelt?`)
    }
  }
  return problems
}

export function validatePostFrontmatter(file: string, frontmatter: Record<string, unknown>): string[] {
  const problems = validateRecord(file, frontmatter, postFrontmatterSchema)
  const slug = frontmatter.slug
  if (typeof slug === "string" && slug !== "" && !SLUG.test(slug)) {
    problems.push(`${file}: field "slug" must be lowercase letters, digits, dots and hyphens, got "${slug}"`)
  }
  return problems
}

/** Returns a message for every slug used by more than one post. */
export function findDuplicateSlugs(posts: Array<{ slug: string; file: string }>): string[] {
  const bySlug = new Map<string, string[]>()
  for (const { slug, file } of posts) bySlug.set(slug, [...(bySlug.get(slug) ?? []), file])
  return [...bySlug.entries()]
    .filter(([, files]) => files.length > 1)
    .map(([slug, files]) => `Duplicate blog slug "${slug}" in ${files.join(" and ")}`)
}

/** The JSON data files and the fields every entry must have. */
export const dataSchemas: Record<string, Schema> = {
  PricingJson: {
    key: { rule: "string" },
    title: { rule: "string" },
    subtitle: { rule: "string" },
    macs: { rule: "number" },
    subscriptionPrice: { rule: "number" },
    lifetimePrice: { rule: "number" },
    features: { rule: "string[]" },
    popular: { rule: "boolean", optional: true },
    badges: { rule: "object", optional: true },
  },
  FaqJson: { question: { rule: "string" }, answer: { rule: "string" } },
  TestimonialsJson: {
    name: { rule: "string" },
    role: { rule: "string" },
    rating: { rule: "number" },
    comment: { rule: "string" },
    image: { rule: "string" },
  },
  ScreenshotsJson: { src: { rule: "string" }, alt: { rule: "string" } },
  FeaturesJson: {
    title: { rule: "string" },
    description: { rule: "string" },
    icon: { rule: "string" },
    comingSoon: { rule: "boolean", optional: true },
  },
  ProblemsJson: { title: { rule: "string" }, description: { rule: "string" }, icon: { rule: "string" } },
  SetupStepsJson: { title: { rule: "string" }, description: { rule: "string" } },
}

/**
 * What a testimonial must carry to be published, and which ones a build publishes
 * (docs/editing.md#add-a-testimonial). A visitor, and the law (German UWG § 5b (3), the FTC's 2024 rule
 * on reviews), may ask where a review came from and whether its author used the product: every
 * testimonial the site publishes says where and when it was given and how it was checked, and was
 * agreed to. The shipped ones are made up, to show the section while the site has none: they say
 * `"sample": true`, and only development and local builds show them, labelled.
 */
import { date, optional, text, type Fields } from "./fields"

/** Where a visitor can read the original, when it is public. */
const HTTPS_URL = { regex: /^https:\/\/[^\s<>"]+$/, hint: "an https:// address" }

/** content/data/testimonials.json, an entry's `provenance`. */
export const PROVENANCE: Fields = {
  /** Where it was given, as a visitor reads it: "a review on the Mac App Store", "an email to us". */
  source: text(),
  url: optional(text({ pattern: HTTPS_URL })),
  /** When it was given. */
  given: date(),
  /** How we checked that its author used the app: "matched to a license bought with the same email address". */
  checked: text(),
  /** When its author agreed to its publication here (keep their message). */
  consent: date(),
}

/** The entry's problems beyond its fields' own: a testimonial has provenance, or is a sample, never both. */
export function testimonialProblems(record: Record<string, unknown>): string[] {
  const sample = record.sample === true
  const provenance = record.provenance !== undefined && record.provenance !== null
  if (!sample && !provenance) {
    return [
      `required field "provenance" is missing: a testimonial is published with where and when it was given, how it was checked ` +
        `and when its author agreed (${Object.keys(PROVENANCE).join(", ")}); one made up to try the page says "sample": true ` +
        "(docs/editing.md#add-a-testimonial)",
    ]
  }
  if (sample && provenance) return [`field "sample" is true beside a "provenance": a real testimonial is not a sample; remove "sample"`]
  return []
}

/** What a build publishes: every testimonial with its provenance, and the samples only in a build that is not the production one. */
export const publishedTestimonials = <T extends { sample?: boolean | null }>(all: readonly T[], production: boolean): T[] =>
  all.filter((testimonial) => !(production && testimonial.sample))

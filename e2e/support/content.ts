/**
 * What the editors' data files hold, for the counts the tests expect: read from content/data, never
 * typed out, so a new FAQ item, screenshot or testimonial is tested without editing a test.
 */
import fs from "node:fs"
import path from "node:path"
import faq from "../../content/data/faq.json"
import screenshots from "../../content/data/screenshots.json"
import testimonials from "../../content/data/testimonials.json"

export const CONTENT = {
  faqItems: faq.length,
  screenshots: screenshots.length,
  /** The star ratings as their images are named ("5 out of 5 stars"), one per testimonial. */
  ratings: testimonials.map((testimonial) => `${testimonial.rating} out of 5 stars`),
}

/** The title in an MDX file's frontmatter. */
const titleOf = (file: string) => /^title:\s*"(.+)"\s*$/m.exec(fs.readFileSync(file, "utf8"))?.[1] ?? ""

/** The titles of the help articles and blog posts in content/ (drafts included: tests that need only published ones say so). */
export function articleTitles(): Array<{ kind: "help" | "blog"; title: string; draft: boolean }> {
  return (["help", "blog"] as const).flatMap((kind) => {
    const dir = path.join(__dirname, "../../content", kind)
    return fs
      .readdirSync(dir)
      .map((folder) => path.join(dir, folder, "index.mdx"))
      .filter((file) => fs.existsSync(file))
      .map((file) => ({ kind, title: titleOf(file), draft: /^draft:\s*true/m.test(fs.readFileSync(file, "utf8")) }))
  })
}

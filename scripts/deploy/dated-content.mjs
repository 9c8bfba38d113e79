// @ts-check
// What in content/ comes due at a moment of its own, so that a build after that moment differs
// from one before it with nothing committed: a post is published on its date (the day in UTC it
// names: src/lib/publishing.ts), and a seasonal sale starts and ends at the moments its zone names
// (src/lib/seasonal-sales.ts, read as it is). The hourly gate asks which came due since production
// was last built (./gate.mjs). Read without any package: the gate's job installs none.
import fs from "node:fs"
import path from "node:path"
import { importSiteModule } from "../lib/site-source.mjs"

const POSTS = "content/blog"

/** A post's front matter `date` and `draft`, read from its index.mdx. */
function postDate(/** @type {string} */ file) {
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(file, "utf8"))?.[1] ?? ""
  const field = (/** @type {string} */ name) => new RegExp(`^${name}:\\s*["']?([^"'\\n]*)`, "m").exec(frontMatter)?.[1]?.trim()
  return { date: field("date"), draft: field("draft") === "true" }
}

/**
 * What came due after `from` and at or before `to`, each described ("the post ... is published").
 * @param {Date} from @param {Date} to
 */
export async function cameDue(from, to) {
  const { SALES_FILE, zonedInstant } = await importSiteModule("src/lib/seasonal-sales.ts")
  const within = (/** @type {Date | null} */ moment) => moment !== null && moment > from && moment <= to
  /** @type {string[]} */
  const due = []
  const folders = fs.existsSync(POSTS) ? fs.readdirSync(POSTS) : []
  for (const slug of folders) {
    const file = path.join(POSTS, slug, "index.mdx")
    if (!fs.existsSync(file)) continue
    const { date, draft } = postDate(file)
    if (!draft && date && within(new Date(`${date.slice(0, 10)}T00:00:00Z`)))
      due.push(`the post ${slug} is published (${date.slice(0, 10)})`)
  }
  /** @type {Array<{ key: string, start: string, end: string, timeZone: string }>} */
  const sales = fs.existsSync(SALES_FILE) ? JSON.parse(fs.readFileSync(SALES_FILE, "utf8")) : []
  for (const sale of sales) {
    if (within(zonedInstant(sale.start, sale.timeZone))) due.push(`the sale ${sale.key} starts (${sale.start} ${sale.timeZone})`)
    if (within(zonedInstant(sale.end, sale.timeZone))) due.push(`the sale ${sale.key} ends (${sale.end} ${sale.timeZone})`)
  }
  return due
}

// @ts-check
// Posts written into a throwaway copy of the project (scripts/lib/project-copy.mjs), to see how the
// build behaves as the blog grows: each a real folder like an editor's, with frontmatter, about 900
// words, headings, a list, links into the site and a figure. Never written into the working tree.
import fs from "node:fs"
import path from "node:path"

const CATEGORIES = ["Wellness", "Productivity", "Eye Health", "Remote Work", "Release Notes", "Deals"]
const TAGS = ["breaks", "posture", "eyes", "focus", "hydration", "standing", "habits", "remote", "sleep", "energy"]
const WORDS =
  "pause stretch window focus screen shoulders water breath walk minute desk chair light rhythm habit morning afternoon evening colleague meeting calendar reminder posture neck eyes blink distance green quiet moment energy coffee lunch stairs balance routine plan week notice small gentle steady simple".split(
    " ",
  )
const LINKS = ["/pricing", "/#download", "/feedback", "/blog"]

/**
 * A small deterministic generator, so a run can be repeated with the same text.
 * @param {number} seed
 */
function random(seed) {
  let state = seed * 2654435761 + 1
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648
    return state / 2147483648
  }
}

/** @param {() => number} next */
function sentence(next) {
  const words = Array.from({ length: 9 + Math.floor(next() * 10) }, () => WORDS[Math.floor(next() * WORDS.length)])
  const text = words.join(" ")
  return `${text[0].toUpperCase()}${text.slice(1)}.`
}

/** @type {(next: () => number, sentences?: number) => string} */
const paragraph = (next, sentences = 5) => Array.from({ length: sentences }, () => sentence(next)).join(" ")

/**
 * The Markdown body: about 900 words (a 4-minute read), three links into the site, one figure.
 * @param {number} index
 */
function body(index) {
  const next = random(index + 1)
  const parts = []
  for (let section = 0; section < 5; section++) {
    parts.push(`## ${sentence(next).replace(/\.$/, "")}`, paragraph(next, 6), paragraph(next, 5))
    if (section === 1) parts.push(["- ", "- ", "- "].map((bullet) => `${bullet}${sentence(next)}`).join("\n"))
    if (section === 2) parts.push("![A synthetic figure for the growth benchmark](./figure-1.jpg)")
  }
  parts.push(
    LINKS.slice(0, 3)
      .map((link, n) => `[Link ${n + 1}](${link})`)
      .join(", ") + ".",
  )
  return parts.join("\n\n")
}

const day = (/** @type {Date} */ date) => date.toISOString().slice(0, 10)

/**
 * Writes `count` posts into content/blog of dir, dated one a day back from yesterday.
 * images: "shared" copies the same two image files into every post (Gatsby processes identical
 * files once: cheap, for tests); "own" gives every post its own re-tinted copies (as real posts
 * have), for the benchmark.
 * Returns the slugs written, newest first.
 * @param {string} dir
 * @param {number} count
 * @param {{ images?: "shared" | "own", first?: number }} [options]
 */
export async function addSyntheticPosts(dir, count, { images = "shared", first = 0 } = {}) {
  const source = path.join(dir, "content/blog/digital-eye-strain")
  const sharp = images === "own" ? (await import("sharp")).default : null
  const slugs = []
  for (let n = first; n < first + count; n++) {
    const slug = `synthetic-post-${String(n).padStart(4, "0")}`
    const folder = path.join(dir, "content/blog", slug)
    fs.mkdirSync(folder, { recursive: true })
    for (const image of ["hero.jpg", "figure-1.jpg"]) {
      const from = path.join(source, image)
      const to = path.join(folder, image)
      if (sharp)
        await sharp(from)
          .modulate({ hue: (n * 37) % 360 })
          .jpeg({ quality: 80 })
          .toFile(to)
      else fs.copyFileSync(from, to)
    }
    writePost(folder, {
      slug,
      date: day(new Date(Date.now() - (n + 1) * 86_400_000)),
      categories: [CATEGORIES[n % CATEGORIES.length], ...(n % 4 === 0 ? [CATEGORIES[(n + 1) % CATEGORIES.length]] : [])],
      body: body(n),
    })
    slugs.push(slug)
  }
  return slugs
}

/**
 * Writes one post's index.mdx.
 * @param {string} folder
 * @param {{ slug: string, date: string, categories: string[], body: string, draft?: boolean }} post
 */
export function writePost(folder, { slug, date, categories, body: text, draft }) {
  const n = Number(/\d+$/.exec(slug)?.[0] ?? 0)
  const frontmatter = [
    "---",
    `title: "Synthetic post ${n}: ${slug.replace(/-/g, " ")}"`,
    `slug: "${slug}"`,
    `date: "${date}"`,
    `excerpt: "A generated post that shows how the build copes as the blog grows (number ${n})."`,
    `categories: ${JSON.stringify(categories)}`,
    `tags: ${JSON.stringify([TAGS[n % TAGS.length], TAGS[(n + 3) % TAGS.length]])}`,
    'hero: "./hero.jpg"',
    'heroAlt: "A re-tinted copy of an article illustration"',
    ...(draft ? ["draft: true"] : []),
    "---",
    "",
  ]
  fs.writeFileSync(path.join(folder, "index.mdx"), `${frontmatter.join("\n")}${text}\n`)
}

/**
 * A post that must not be published by a production build today: a draft, or one dated ahead.
 * @param {string} dir
 * @param {"draft" | "scheduled"} kind
 */
export function addUnpublishedPost(dir, kind) {
  const slug = `synthetic-${kind}-0001`
  const folder = path.join(dir, "content/blog", slug)
  fs.mkdirSync(folder, { recursive: true })
  for (const image of ["hero.jpg", "figure-1.jpg"])
    fs.copyFileSync(path.join(dir, "content/blog/digital-eye-strain", image), path.join(folder, image))
  const date = kind === "scheduled" ? day(new Date(Date.now() + 30 * 86_400_000)) : day(new Date())
  writePost(folder, { slug, date, categories: ["Wellness"], body: body(9999), draft: kind === "draft" })
  return slug
}

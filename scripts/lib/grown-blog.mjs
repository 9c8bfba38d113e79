// @ts-check
// A grown blog, for the checks that the site keeps deploying as it grows (docs/editing.md#the-blogs-lists):
// growBlog() adds posts to a throwaway copy of the project (sharing their image files, so the
// images cost one post's worth), plus a draft and a post dated next month; after a build,
// checkGrownSite() checks that:
//   - public/_headers and public/_nginx.conf are exactly those of the project's own build (public/,
//     built first by npm test): the host files do not grow;
//   - /blog and each category are paged: every published post on exactly one page, each page
//     with its own canonical URL and rel prev/next, and /blog no larger than the project's own;
//   - the draft and the scheduled post appear nowhere: no page, list, feed, sitemap or related posts;
//   - every page a visitor may find is in the sitemap, and the feed carries the newest posts.
// Used by scripts/scale-check.mjs (a copy of its own) and scripts/incremental-build.mjs (npm test).
import fs from "node:fs"
import path from "node:path"
import { builtPages } from "./built-pages.mjs"
import { root } from "./project-copy.mjs"
import { addSyntheticPosts, addUnpublishedPost } from "./synthetic-posts.mjs"

/** Posts added for the check: enough for nine pages of /blog and a second page for every category. */
export const EXTRA_POSTS = 100
// The same numbers the site is built with (src/config/site.ts), read from the source rather than retyped.
const config = fs.readFileSync(path.join(root, "src/config/site.ts"), "utf8")
const PER_PAGE = Number(/postsPerPage:\s*(\d+)/.exec(config)?.[1])
const FEED_POSTS = Number(/feedPosts:\s*(\d+)/.exec(config)?.[1])
const HIDDEN = [...(/hiddenFromSearch = \[([^\]]*)\]/.exec(config)?.[1].matchAll(/"([^"]+)"/g) ?? [])].map((match) => match[1])

/** @type {string[]} */
let problems = []
/** @param {boolean} ok @param {string} problem */
const expect = (ok, problem) => {
  if (!ok) problems.push(problem)
}

const read = (/** @type {string} */ dir, /** @type {string} */ file) => fs.readFileSync(path.join(dir, "public", file), "utf8")
const exists = (/** @type {string} */ dir, /** @type {string} */ file) => fs.existsSync(path.join(dir, "public", file))
const pageFile = (/** @type {string} */ page) => (page === "/" ? "index.html" : `${page.slice(1)}/index.html`)
const postLinks = (/** @type {string} */ html) => [...html.matchAll(/<h2[^>]*><a[^>]*href="(\/blog\/[^"/]+)"/g)].map((match) => match[1])
const linkRel = (/** @type {string} */ html, /** @type {string} */ rel) =>
  new RegExp(`<link[^>]*rel="${rel}"[^>]*href="([^"]+)"`).exec(html)?.[1] ?? null
const canonical = (/** @type {string} */ html) => /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/.exec(html)?.[1] ?? ""

/**
 * Walks a paged list from its first page by rel="next", checking each page, and returns the posts it lists.
 * @param {string} dir
 * @param {string} first
 */
function walkList(dir, first) {
  const posts = []
  let page = first
  let expectedPrev = null
  for (let number = 1; page; number++) {
    const html = read(dir, pageFile(page))
    const listed = postLinks(html)
    posts.push(...listed)
    expect(listed.length > 0 && listed.length <= PER_PAGE, `${page}: ${listed.length} posts (expected 1 to ${PER_PAGE})`)
    expect(canonical(html).endsWith(page), `${page}: canonical URL is ${canonical(html)}`)
    const prev = linkRel(html, "prev")
    expect(
      (prev === null && expectedPrev === null) || Boolean(prev && expectedPrev && prev.endsWith(expectedPrev)),
      `${page}: rel=prev is ${prev}, expected ${expectedPrev}`,
    )
    const next = linkRel(html, "next")
    expect(!next || next.endsWith(`${first}/page/${number + 1}`), `${page}: rel=next is ${next}`)
    expectedPrev = page
    page = next ? new URL(next).pathname : ""
  }
  return posts
}

/** What growBlog() wrote: the published posts, newest first, and the ones no build of today may publish. */
/** @typedef {{ added: string[], held: string[] }} Growth */

/**
 * Adds `extra` posts, a draft and a post dated next month to the copy in dir.
 * @param {string} dir
 * @returns {Promise<Growth>}
 */
export async function growBlog(dir, extra = EXTRA_POSTS) {
  const added = await addSyntheticPosts(dir, extra)
  const held = [addUnpublishedPost(dir, "draft"), addUnpublishedPost(dir, "scheduled")]
  return { added, held }
}

/**
 * Every check above, on the built copy in dir. Returns the problems (none when all hold).
 * @param {string} dir
 * @param {Growth} growth
 */
export function checkGrownSite(dir, { added, held }) {
  problems = []
  // The host files: the project's own build has the same ones. Bundle names carry a content hash
  // (and numbered chunks an id) that also depend on the folder built in, so those are compared
  // without them, and the lines in order.
  const unhashed = (/** @type {string} */ text) =>
    text
      .replace(/\/\d+-[0-9a-f]{16,}\.js\b/g, "/[id]-[hash].js")
      .replace(/([.-])[0-9a-f]{16,}\.(js|css)\b/g, "$1[hash].$2")
      .split("\n")
      .sort()
      .join("\n")
  for (const file of ["_headers", "_nginx.conf"]) {
    const own = unhashed(fs.readFileSync(path.join(root, "public", file), "utf8"))
    const grown = unhashed(read(dir, file))
    const rules = (/** @type {string} */ text) => text.split("\n").filter((line) => /^\/|^location /.test(line)).length
    expect(rules(grown) === rules(own), `${file}: ${rules(grown)} rules with ${added.length} more posts, ${rules(own)} without`)
    expect(grown === own, `${file} differs from the project's own build beyond bundle names`)
  }
  // Each page's own policy is checked in the browser on this copy (e2e/headers.spec.ts, project grown-blog).

  // The pages the copy's build rendered, read once for the checks below.
  const built = builtPages(path.join(dir, "public"))

  // Paged lists: every published post exactly once on /blog's pages; categories paged the same way.
  const listed = walkList(dir, "/blog")
  const published = built
    .map((page) => page.path)
    .filter((page) => /^\/blog\/[^/]+$/.test(page) && !["/blog/page", "/blog/category"].includes(page))
  expect(
    listed.length === published.length && new Set(listed).size === listed.length,
    `/blog's pages list ${listed.length} posts (${new Set(listed).size} different), ${published.length} are published`,
  )
  for (const slug of added) expect(listed.includes(`/blog/${slug}`), `/blog/${slug} is on no page of /blog`)
  expect(exists(dir, `blog/page/${Math.ceil(published.length / PER_PAGE)}/index.html`), "/blog's last page is missing")
  const categoryDir = path.join(dir, "public/blog/category")
  for (const category of fs.readdirSync(categoryDir)) walkList(dir, `/blog/category/${category}`)
  expect(fs.existsSync(path.join(categoryDir, "wellness/page/2/index.html")), "/blog/category/wellness has no second page")
  const ownBlog = fs.statSync(path.join(root, "public/blog/index.html")).size
  const grownBlog = fs.statSync(path.join(dir, "public/blog/index.html")).size
  expect(grownBlog <= ownBlog * 1.25, `/blog is ${grownBlog} bytes, ${ownBlog} without the extra posts`)

  // Drafts and scheduled posts: nowhere.
  const everything = ["rss.xml", ...fs.readdirSync(path.join(dir, "public")).filter((file) => /^sitemap.*\.xml$/.test(file))].map((file) =>
    read(dir, file),
  )
  const pages = built.map((page) => fs.readFileSync(page.file, "utf8"))
  for (const slug of held) {
    expect(!exists(dir, `blog/${slug}/index.html`), `${slug} was published`)
    expect(
      ![...everything, ...pages].some((text) => text.includes(`/blog/${slug}`)),
      `${slug} is linked from a page, the feed or the sitemap`,
    )
  }

  // The sitemap: every page a visitor may find (all but the 404 pages and those kept out of search).
  const sitemap = fs
    .readdirSync(path.join(dir, "public"))
    .filter((file) => /^sitemap-\d+\.xml$/.test(file))
    .map((file) => read(dir, file))
    .join("")
  const listedInSitemap = new Set([...sitemap.matchAll(/<loc>[^<]*?\.[a-z]+(\/[^<]*)?<\/loc>/g)].map((match) => match[1] || "/"))
  const findable = built.map((page) => page.path).filter((page) => !/^\/404/.test(page) && !HIDDEN.includes(page))
  const unlisted = findable.filter((page) => !listedInSitemap.has(page))
  expect(unlisted.length === 0, `${unlisted.length} pages missing from the sitemap, e.g. ${unlisted.slice(0, 3).join(", ")}`)

  // The feed: the newest posts only.
  const items = read(dir, "rss.xml").match(/<item>/g)?.length ?? 0
  expect(items === Math.min(FEED_POSTS, published.length), `rss.xml has ${items} items, expected ${Math.min(FEED_POSTS, published.length)}`)
  expect(read(dir, "rss.xml").includes(`/blog/${added[0]}`), "rss.xml lacks the newest post")
  console.log(
    `  checked: ${published.length} posts on ${Math.ceil(published.length / PER_PAGE)} pages of /blog, ${pages.length} pages in all`,
  )
  return [...problems]
}

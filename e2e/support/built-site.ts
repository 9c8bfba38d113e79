/**
 * The pages the tests visit, as the build under test rendered them (its record beside public/,
 * scripts/lib/built-pages.mjs), never typed out: a new post, page or category is tested without
 * editing a test.
 */
import fs from "node:fs"
import path from "node:path"
import { builtPages } from "../../scripts/lib/built-pages.mjs"
import { BLOG_PATH, RESERVED_SLUGS } from "../../src/lib/blog-paths"
import { HELP_PATH } from "../../src/lib/help-paths"

/** The built site under test: public/, or the folder E2E_PUBLIC names (playwright.config.ts serves the same). */
const PUBLIC = path.resolve(process.env.E2E_PUBLIC ?? "public")

const FILES = new Map(builtPages(PUBLIC).map((page) => [page.path, page.file]))

/** Every page of the build as a visitor asks for it, sorted: "/", "/404.html", "/blog/page/2", "/pricing"... */
export const BUILT_PAGES: string[] = [...FILES.keys()]

const isNotFound = (page: string) => page === "/404" || page === "/404.html"
const isPost = (page: string) => {
  const [first, second, ...rest] = page.slice(1).split("/")
  return `/${first}` === BLOG_PATH && second !== undefined && rest.length === 0 && !(RESERVED_SLUGS as readonly string[]).includes(second)
}
/** A help article: /help/<slug>. */
const isHelpArticle = (page: string) => page.startsWith(`${HELP_PATH}/`)
/** The blog's list pages after the first (older pages, categories): the same template as /blog. */
const isMoreList = (page: string) => page.startsWith(`${BLOG_PATH}/page/`) || page.startsWith(`${BLOG_PATH}/category/`)

/** The HTML the build wrote for a page of BUILT_PAGES. */
export function builtHtml(page: string): string {
  const file = FILES.get(page)
  if (!file) throw new Error(`The build under test rendered no page ${page}`)
  return fs.readFileSync(file, "utf8")
}

/** The date a built article says it was published (its article:published_time). */
function publishedOn(page: string): string {
  const html = builtHtml(page)
  return /<meta[^>]*property="article:published_time" content="([^"]+)"/.exec(html)?.[1] ?? ""
}

/** One page per route of the site (the spec's routes, /help and /search), the first page of the blog among them. */
export const PAGES = BUILT_PAGES.filter((page) => !isNotFound(page) && !isPost(page) && !isMoreList(page) && !isHelpArticle(page))

/** Every help article's page (/help/<slug>). */
export const HELP_ARTICLES = BUILT_PAGES.filter(isHelpArticle)

/** The published posts' slugs, newest first (the order of /blog), ties in slug order. */
export const SLUGS = BUILT_PAGES.filter(isPost)
  .map((page) => ({ slug: page.slice(BLOG_PATH.length + 1), date: publishedOn(page) }))
  .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))
  .map((post) => post.slug)

/** Every list page of the blog: /blog, its older pages and each category's pages. */
export const LIST_PAGES = BUILT_PAGES.filter((page) => page === BLOG_PATH || isMoreList(page))

/**
 * The pages of a finished build as files: where Gatsby writes each page, and its final HTML. What
 * the post-build finishes (src/post-build/) and what the search indexes (src/search/) are these.
 * Every page Gatsby rendered is accounted for: a page whose file is not where Gatsby writes it stops
 * the build, and the pages are recorded for the checks (RENDERED_PAGES below).
 */
import fs from "fs"
import path from "path"

/**
 * Where Gatsby writes a page (trailingSlash: "never"), as gatsby-core-utils' generateHtmlPath does: an
 * address ending in .htm or .html, in any case, is a file of that name ("/404.html"); any other a
 * folder with its index.html ("/" -> index.html, "/pricing" -> pricing/index.html).
 */
export const htmlFile = (pagePath: string) =>
  /\.html?$/i.test(pagePath) ? pagePath.slice(1) : pagePath === "/" ? "index.html" : `${pagePath.slice(1)}/index.html`

/** A page and its file; `source`, when there is one, the content file it was made from. */
export type PageFile = { path: string; file: string; source?: string }
export type BuiltPage = PageFile & { html: string }
/** A finished page, with a digest of its final HTML (./digest.ts): the digest changes when the page does. */
export type DigestedPage = PageFile & { digest: string }

/** Every page of the build with its HTML in `publicDir`, by path; a page without its file stops the build. */
export function pageFiles(publicDir: string, pagePaths: readonly string[]): PageFile[] {
  const pages = [...pagePaths].sort().map((pagePath) => ({ path: pagePath, file: path.join(publicDir, htmlFile(pagePath)) }))
  const missing = pages.filter(({ file }) => !fs.existsSync(file))
  if (missing.length > 0) {
    const list = missing.map((page) => `${page.path}: no ${path.relative(process.cwd(), page.file)}`).join(", ")
    throw new Error(
      `The post-build finds no file for ${missing.length} of the pages Gatsby rendered (${list}): each would be served ` +
        "without its policy and checks. Has Gatsby's rule for a page's file changed? (src/build-tools/built-pages.ts, htmlFile)",
    )
  }
  return pages
}

export const readPage = (page: PageFile): BuiltPage => ({ ...page, html: fs.readFileSync(page.file, "utf8") })

/**
 * The record of the pages Gatsby rendered, by path, sorted, beside public/ (not in it: nothing
 * deployed): the checks list the pages from it, not from the files they find (scripts/lib/built-pages.mjs).
 */
const RENDERED_PAGES = path.join(".cache", "rendered-pages.json")

export function recordRenderedPages(pagePaths: readonly string[], file = path.resolve(RENDERED_PAGES)) {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, `${JSON.stringify([...pagePaths].sort(), null, 1)}\n`)
}

/**
 * The pages of a finished build as files: where Gatsby writes each page, and its final HTML. What
 * the post-build finishes (src/post-build/) and what the search indexes (src/search/) are these.
 */
import fs from "fs"
import path from "path"

/** Where Gatsby writes a page (trailingSlash: "never"): "/" -> index.html, "/pricing" -> pricing/index.html, "/404.html" as is. */
export const htmlFile = (pagePath: string) =>
  pagePath === "/" ? "index.html" : pagePath.endsWith(".html") ? pagePath.slice(1) : `${pagePath.slice(1)}/index.html`

export type PageFile = { path: string; file: string }
export type BuiltPage = PageFile & { html: string }
/** A finished page, with a digest of its final HTML (./digest.ts): the digest changes when the page does. */
export type DigestedPage = PageFile & { digest: string }

/** Every page of the build that has its HTML in `publicDir`, by path. */
export function pageFiles(publicDir: string, pagePaths: readonly string[]): PageFile[] {
  return [...pagePaths]
    .sort()
    .map((pagePath) => ({ path: pagePath, file: path.join(publicDir, htmlFile(pagePath)) }))
    .filter(({ file }) => fs.existsSync(file))
}

export const readPage = (page: PageFile): BuiltPage => ({ ...page, html: fs.readFileSync(page.file, "utf8") })

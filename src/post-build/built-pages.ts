import fs from "fs"
import path from "path"

/** Where Gatsby writes a page (trailingSlash: "never"): "/" -> index.html, "/pricing" -> pricing/index.html, "/404.html" as is. */
export const htmlFile = (pagePath: string) =>
  pagePath === "/" ? "index.html" : pagePath.endsWith(".html") ? pagePath.slice(1) : `${pagePath.slice(1)}/index.html`

export type BuiltPage = { path: string; file: string; html: string }

/** Every page of the build that has its HTML in `publicDir`, read once. */
export function readBuiltPages(publicDir: string, pagePaths: readonly string[]): BuiltPage[] {
  return [...pagePaths]
    .sort()
    .map((pagePath) => ({ path: pagePath, file: path.join(publicDir, htmlFile(pagePath)) }))
    .filter(({ file }) => fs.existsSync(file))
    .map((page) => ({ ...page, html: fs.readFileSync(page.file, "utf8") }))
}

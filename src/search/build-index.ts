/**
 * The site's search index, written after the build from the built pages themselves (Pagefind):
 * help articles, blog posts, pricing and the press kit (the pages that mark their content with
 * data-pagefind-body), and every FAQ answer as a result of its own that leads to its question on
 * the landing page. Pagefind splits the index into chunks that the search page fetches as a
 * visitor types, so the index grows with the site without growing any page (README: Search).
 * Only the search page loads it (./pagefind.ts).
 */
import fs from "fs"
import path from "path"
import { importEsm } from "../gatsby-node/import-esm"
import { faqItemId } from "../lib/faq-ids"
import { SEARCH_INDEX_DIR } from "./search-index-dir"

type Pagefind = typeof import("pagefind")

/** Files Pagefind writes for its own ready-made interfaces, which the site does not use (it has its own, ./site-search.tsx). */
const UNUSED = /^pagefind-(ui|component-ui|modular-ui|highlight)\.(js|css)$/

export type IndexedPage = { path: string; html: string }
export type FaqEntry = { question: string; answerHtml: string }
export type SearchIndexReport = { pages: number; faq: number; files: number; kilobytes: number }

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim()

function filesIn(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? filesIn(full) : [full]
  })
}

/** Writes public/pagefind/ anew from `pages` (every built page: Pagefind keeps the marked ones) and the FAQ. */
export async function writeSearchIndex(
  publicDir: string,
  pages: readonly IndexedPage[],
  faq: readonly FaqEntry[],
): Promise<SearchIndexReport> {
  const pagefind = await importEsm<Pagefind>("pagefind")
  const outputPath = path.join(publicDir, SEARCH_INDEX_DIR)
  try {
    const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" })
    if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`)
    // Pagefind indexes only the pages that mark their content (data-pagefind-body) when any does.
    const marked = pages.filter((page) => page.html.includes("data-pagefind-body"))
    for (const page of marked) {
      const added = await index.addHTMLFile({ url: page.path, content: page.html })
      if (added.errors.length > 0) throw new Error(`Pagefind could not index ${page.path}: ${added.errors.join("; ")}`)
    }
    for (const item of faq) {
      const added = await index.addCustomRecord({
        url: `/#${faqItemId(item.question)}`,
        content: text(item.answerHtml),
        language: "en",
        meta: { title: item.question, kind: "FAQ" },
      })
      if (added.errors.length > 0) throw new Error(`Pagefind could not index the FAQ item "${item.question}": ${added.errors.join("; ")}`)
    }
    // Chunk names change with their content: the old index goes, or public/ would keep every old chunk.
    fs.rmSync(outputPath, { recursive: true, force: true })
    const written = await index.writeFiles({ outputPath })
    if (written.errors.length > 0) throw new Error(`Pagefind could not write its index: ${written.errors.join("; ")}`)
    for (const file of fs.readdirSync(outputPath)) if (UNUSED.test(file)) fs.rmSync(path.join(outputPath, file))
    const files = filesIn(outputPath)
    const bytes = files.reduce((sum, file) => sum + fs.statSync(file).size, 0)
    return { pages: marked.length, faq: faq.length, files: files.length, kilobytes: Math.round(bytes / 1024) }
  } finally {
    await pagefind.close()
  }
}

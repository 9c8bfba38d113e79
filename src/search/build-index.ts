/**
 * The site's search index, written after the build from the built pages themselves (Pagefind):
 * help articles, blog posts, pricing and the press kit (the pages that mark their content for it:
 * ./searchable-pages.ts), and every FAQ answer as a result of its own that leads to its question on
 * the landing page. Each result is of one kind (./kinds.ts), a Pagefind filter the search page
 * narrows by. Pagefind splits the index into chunks that the search page fetches as a visitor
 * types, so the index grows with the site without growing any page (docs/editing.md#search). Beside it,
 * the words the search page reads a query with (./search-words.ts): the site's spellings, its
 * synonyms and its stop words. Only the search page loads either (./pagefind.ts). A build that
 * changed none of what it indexes, with the same code, keeps the index it has (a digest of the
 * pages, the FAQ's records, the spelling pairs' version and the code that writes the index, kept in
 * .cache/).
 */
import fs from "fs"
import path from "path"
import type { DigestedPage } from "../build-tools/built-pages"
import { digestOf } from "../build-tools/digest"
import { filesUnder } from "../build-tools/files-under"
import { importEsm } from "../build-tools/import-esm"
import { KIND_FILTER, SEARCH_KINDS, asSearchKind } from "./kinds"
import { SEARCH_INDEX_DIR, SEARCH_WORDS_FILE } from "./search-index-dir"
import { SCRIPTS_AND_STYLES, SPELLING_PAIRS_VERSION, wordsOf } from "./site-spellings"
import { searchWords, type Unused } from "./search-words"
import { searchablePages, type SearchableRecord } from "./searchable-pages"

type Pagefind = typeof import("pagefind")

/**
 * Files Pagefind writes that the site does not use: its ready-made interfaces (the site has its own,
 * ./site-search.tsx), and its worker (the search runs in the page: ./pagefind.ts).
 */
const UNUSED = /^pagefind-(ui|component-ui|modular-ui|highlight|worker)\.(js|css)$/

/** An FAQ item as GraphQL gives it: its anchor on the landing page is worked out there (src/gatsby-node/resolvers.ts). */
export type FaqEntry = { question: string; answerHtml: string; anchor: string }
export type SearchIndexReport = { pages: number; faq: number; files: number; kilobytes: number; kept: boolean }

/** An FAQ answer as Pagefind's own record: a result of its own, under the FAQ kind, that opens its question. */
const faqRecord = (item: FaqEntry) => ({
  url: `/#${item.anchor}`,
  content: text(item.answerHtml),
  language: "en",
  meta: { title: item.question, kind: "FAQ" },
  filters: { [KIND_FILTER]: ["faq"] },
})

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim()

/** What the last index was written from: a digest of its pages and FAQ, and which pages are searchable. */
type SearchIndexRecord = { digest: string | null; pages: SearchableRecord }

/**
 * This module, whose imports are all the code that writes the index and the site's words, those
 * words' lists (./synonyms.json, ./stop-words.json) among them: its digest
 * (src/build-tools/code-digest.ts) is part of the record, so a change to any of it writes the index
 * again though Gatsby keeps its cache.
 */
export const SEARCH_INDEX_CODE = "src/search/build-index.ts"

/** Where the last index's record is kept, and the digest of SEARCH_INDEX_CODE as it is now. */
export type SearchIndexOptions = { recordFile: string; code: string }

/**
 * Writes public/pagefind/ anew from the pages of `built` that mark their content for the search
 * and the FAQ, unless neither they nor the code that writes it changed since the index there was
 * written. `recordFile` keeps the digest and what was decided for each page.
 */
export async function writeSearchIndex(
  publicDir: string,
  built: readonly DigestedPage[],
  faq: readonly FaqEntry[],
  { recordFile, code }: SearchIndexOptions,
): Promise<SearchIndexReport> {
  const outputPath = path.join(publicDir, SEARCH_INDEX_DIR)
  const last = readRecord(recordFile)
  const { searchable: pages, record } = searchablePages(built, last.pages)
  const records = faq.map(faqRecord)
  const digest = digestOf(
    JSON.stringify({
      pages: pages.map(({ path: page, digest: each }) => [page, each]),
      records,
      // The spelling pairs are a package's (left out of the code's digest): their version.
      spellings: SPELLING_PAIRS_VERSION,
      code,
    }),
  )
  const kept = fs.existsSync(path.join(outputPath, "pagefind-entry.json")) && last.digest === digest
  if (!kept) await indexPages(outputPath, pages, records)
  fs.mkdirSync(path.dirname(recordFile), { recursive: true })
  fs.writeFileSync(recordFile, JSON.stringify({ digest, pages: record } satisfies SearchIndexRecord))
  const files = filesUnder(outputPath)
  const bytes = files.reduce((sum, file) => sum + fs.statSync(path.join(outputPath, file)).size, 0)
  return { pages: pages.length, faq: faq.length, files: files.length, kilobytes: Math.round(bytes / 1024), kept }
}

function readRecord(file: string): SearchIndexRecord {
  try {
    const record = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<SearchIndexRecord>
    return { digest: record.digest ?? null, pages: record.pages ?? {} }
  } catch {
    return { digest: null, pages: {} }
  }
}

/**
 * What Pagefind is given of a page: its HTML without its scripts and styles, whose text it never
 * indexes (its own styles, the island loader, its JSON-LD), and Pagefind parses every byte it is
 * given: with them left out it has less to parse and writes the same index, byte for byte
 * (__tests__/search/pagefind-input.test.ts; how much less: docs/performance.md#the-search-index-of-a-grown-blog).
 */
export const withoutScriptsAndStyles = (html: string): string => html.replace(SCRIPTS_AND_STYLES, "")

async function indexPages(outputPath: string, pages: readonly DigestedPage[], records: ReadonlyArray<ReturnType<typeof faqRecord>>) {
  const pagefind = await importEsm<Pagefind>("pagefind")
  try {
    const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" })
    if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`)
    const words = new Set<string>()
    for (const page of pages) {
      const html = fs.readFileSync(page.file, "utf8")
      const kind = new RegExp(`data-pagefind-filter="${KIND_FILTER}:([^"]*)"`).exec(html)?.[1]
      if (!asSearchKind(kind)) {
        const kinds = SEARCH_KINDS.map(({ id }) => id).join(", ")
        throw new Error(
          `${page.path} is searchable but not filed under a kind: its content needs data-pagefind-filter="${KIND_FILTER}:..." (${kinds}; src/search/kinds.ts)`,
        )
      }
      for (const word of wordsOf(html)) words.add(word)
      const added = await index.addHTMLFile({ url: page.path, content: withoutScriptsAndStyles(html) })
      if (added.errors.length > 0) throw new Error(`Pagefind could not index ${page.path}: ${added.errors.join("; ")}`)
    }
    for (const record of records) {
      for (const word of wordsOf(`${record.meta.title} ${record.content}`)) words.add(word)
      const added = await index.addCustomRecord(record)
      if (added.errors.length > 0)
        throw new Error(`Pagefind could not index the FAQ item "${record.meta.title}": ${added.errors.join("; ")}`)
    }
    const { words: searchable, unused } = searchWords(words)
    if (unused.length > 0) throw new Error(unusedMessage(unused))
    // Chunk names change with their content: the old index goes, or public/ would keep every old chunk.
    fs.rmSync(outputPath, { recursive: true, force: true })
    const written = await index.writeFiles({ outputPath })
    if (written.errors.length > 0) throw new Error(`Pagefind could not write its index: ${written.errors.join("; ")}`)
    for (const file of fs.readdirSync(outputPath)) if (UNUSED.test(file)) fs.rmSync(path.join(outputPath, file))
    fs.writeFileSync(path.join(outputPath, SEARCH_WORDS_FILE), JSON.stringify(searchable))
  } finally {
    await pagefind.close()
  }
}

/** Why the build stopped: the site's words of synonyms that no page the search indexes has. */
const unusedMessage = (unused: readonly Unused[]) =>
  `src/search/synonyms.json leads visitors' words to site's words that no page the search indexes has: ${unused
    .map(({ about, site }) => `"${site}" (${about})`)
    .join(", ")}. Write each as the pages do, or take it out (docs/editing.md#the-sites-synonyms).`

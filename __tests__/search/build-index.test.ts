/**
 * @jest-environment node
 */
/**
 * The search index's stage (src/search/build-index.ts): a build that changed nothing it is written
 * from keeps the index; one whose code that writes the index changed writes it again, though
 * Gatsby kept its cache. Pagefind is an ES module Jest cannot import, and its indexing is not what
 * is tested here: in its place, an index that records each time it is written (the build runs the
 * real one: e2e/search.spec.ts and e2e/search-questions.spec.ts search what it wrote).
 */
import fs from "fs"
import os from "os"
import path from "path"
import { writeSearchIndex } from "../../src/search/build-index"
import { SEARCH_BODY } from "../../src/search/searchable-pages"
import { SYNONYM_ENTRIES } from "../../src/search/search-words"
import { KIND_FILTER } from "../../src/search/kinds"

/** Where the index was written, each time it was (a name jest.mock's factory may use). */
const mockWritten: string[] = []

jest.mock("../../src/build-tools/import-esm", () => ({
  importEsm: async () => ({
    createIndex: async () => ({
      errors: [],
      index: {
        addHTMLFile: async () => ({ errors: [] }),
        addCustomRecord: async () => ({ errors: [] }),
        writeFiles: async ({ outputPath }: { outputPath: string }) => {
          const { mkdirSync, writeFileSync } = jest.requireActual<typeof fs>("fs")
          mkdirSync(outputPath, { recursive: true })
          writeFileSync(`${outputPath}/pagefind-entry.json`, "{}")
          mockWritten.push(outputPath)
          return { errors: [] }
        },
      },
    }),
    close: async () => undefined,
  }),
}))

describe("writeSearchIndex", () => {
  it("keeps the index when nothing it is written from changed, and writes it again when the code that writes it did", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "search-index-"))
    try {
      // A help article with every word the site's synonyms lead to, so the build's check of them passes.
      const words = SYNONYM_ENTRIES.flatMap((entry) => entry.site).join(". ")
      const file = path.join(dir, "help", "article", "index.html")
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, `<main ${SEARCH_BODY} data-pagefind-filter="${KIND_FILTER}:help"><h1>Article</h1><p>${words}</p></main>`)
      const pages = [{ path: "/help/article", file, digest: "page-1" }]
      const faq = [{ question: "Is there a trial?", answerHtml: "<p>Yes.</p>", anchor: "faq-trial" }]
      const recordFile = path.join(dir, "cache", "search-index.json")

      expect((await writeSearchIndex(dir, pages, faq, { recordFile, code: "code-1" })).kept).toBe(false)
      expect(mockWritten).toHaveLength(1)
      expect((await writeSearchIndex(dir, pages, faq, { recordFile, code: "code-1" })).kept).toBe(true)
      expect(mockWritten).toHaveLength(1)
      expect((await writeSearchIndex(dir, pages, faq, { recordFile, code: "code-2" })).kept).toBe(false)
      expect(mockWritten).toHaveLength(2)
      // And a page changed, with the same code.
      expect((await writeSearchIndex(dir, [{ ...pages[0], digest: "page-2" }], faq, { recordFile, code: "code-2" })).kept).toBe(false)
      expect(mockWritten).toHaveLength(3)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

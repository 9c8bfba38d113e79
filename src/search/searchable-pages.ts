/**
 * Which pages of the build the search indexes: those that mark their content for it with
 * `data-pagefind-body` (docs/editing.md#search), decided from each page's final HTML. A page is read again
 * only when its digest has changed since the last build (the record is kept in .cache/ beside the
 * index's), so a build that changed no page reads none.
 */
import fs from "fs"
import type { DigestedPage } from "../build-tools/built-pages"

/** The attribute a page's content carries to be indexed (Pagefind's). */
export const SEARCH_BODY = "data-pagefind-body"

/** What was decided for each page, by path, with the digest of the HTML it was decided from. */
export type SearchableRecord = Record<string, { digest: string; searchable: boolean }>

/** The pages the search indexes among `pages`, and the record for the next build; `known` is the last build's. */
export function searchablePages(
  pages: readonly DigestedPage[],
  known: SearchableRecord,
): { searchable: DigestedPage[]; record: SearchableRecord } {
  const record: SearchableRecord = {}
  for (const page of pages) {
    const before = known[page.path]
    record[page.path] =
      before?.digest === page.digest
        ? before
        : { digest: page.digest, searchable: fs.readFileSync(page.file, "utf8").includes(SEARCH_BODY) }
  }
  return { searchable: pages.filter((page) => record[page.path].searchable), record }
}

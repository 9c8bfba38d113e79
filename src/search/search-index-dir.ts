/** Where the search index is in public/, and so where the search page loads it from (./build-index.ts writes it). */
export const SEARCH_INDEX_DIR = "pagefind"

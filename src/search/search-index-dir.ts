/** Where the search index is in public/, and so where the search page loads it from (./build-index.ts writes it). */
export const SEARCH_INDEX_DIR = "pagefind"

/** Beside it: the words the search page reads a query with (./search-words.ts): the site's spellings, synonyms and stop words. */
export const SEARCH_WORDS_FILE = "search-words.json"

/** Where the search index is in public/, and so where the search page loads it from (./build-index.ts writes it). */
export const SEARCH_INDEX_DIR = "pagefind"

/** Beside the index: the site's spelling of the words British and American English spell apart (./site-spellings.ts). */
export const SPELLINGS_FILE = "site-spellings.json"

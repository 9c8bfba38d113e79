/** Words a minute used for every article's reading time (docs/spec/CONTRACT.md, Content: about 200-250). */
export const WORDS_PER_MINUTE = 225

/** Counts the words a reader reads: Markdown syntax, image references and code fences don't count. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/^---[\s\S]*?---/, " ") // frontmatter, when a raw file is passed
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, " ")
    .replace(/[#>*_`~|-]+/g, " ")
  const words = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.%$]*/gu)
  return words ? words.length : 0
}

export function readTimeMinutes(markdown: string): number {
  return Math.max(1, Math.round(countWords(markdown) / WORDS_PER_MINUTE))
}

export const formatReadTime = (minutes: number) => `${minutes} min read`

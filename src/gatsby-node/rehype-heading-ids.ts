/**
 * Gives every h2 and h3 of an article an id from its text, so a table of contents can link to it
 * with plain links (no script): "Meeting detection" -> #meeting-detection, a second one
 * -> #meeting-detection-1. A rehype plugin of the compile in ./article-html.ts. An id the page's own
 * parts use too ("Related posts" on a post that lists them) stops the build once the page is finished
 * (src/post-build/unique-ids.ts): which ids those are is read from the finished page, not listed here.
 */
import { slugify } from "../lib/slugify"

type HastNode = { type: string; tagName?: string; properties?: Record<string, unknown>; value?: string; children?: HastNode[] }

const textOf = (node: HastNode): string => (node.type === "text" ? (node.value ?? "") : (node.children ?? []).map(textOf).join(""))

export const rehypeHeadingIds = () => (tree: HastNode) => {
  const used = new Map<string, number>()
  const visit = (node: HastNode) => {
    if (node.type === "element" && (node.tagName === "h2" || node.tagName === "h3")) {
      node.properties ??= {}
      if (!node.properties.id) {
        const base = slugify(textOf(node)) || "section"
        const seen = used.get(base) ?? 0
        node.properties.id = seen ? `${base}-${seen}` : base
        used.set(base, seen + 1)
      }
    }
    node.children?.forEach(visit)
  }
  visit(tree)
}

/** An article's h2 and h3 headings, from its rendered HTML, for the table of contents. */
export type ArticleHeading = { id: string; text: string; depth: number }

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .trim()

export function headingsOf(html: string): ArticleHeading[] {
  return Array.from(html.matchAll(/<h([23]) id="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g), ([, depth, id, inner]) => ({
    id,
    text: decode(inner),
    depth: Number(depth),
  }))
}

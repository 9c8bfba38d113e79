import type { IOptions } from "sanitize-html"
import { isExternal } from "./addresses"

/**
 * What an editor may use in an FAQ answer: emphasis, links and lists; nothing that runs. A link keeps
 * its address and title only: one to another site (src/lib/addresses.ts: "//host" and "HTTPS://" too)
 * opens in a new tab with one safe rel, and an editor's own target or rel is never kept.
 */
export const FAQ_ALLOWED_HTML: IOptions = {
  allowedTags: ["a", "b", "strong", "i", "em", "p", "br", "ul", "ol", "li", "code"],
  allowedAttributes: { a: ["href", "title", "target", "rel"] },
  allowedSchemes: ["https", "mailto"],
  transformTags: {
    a: (tagName, { href, title }) => {
      const attribs = { ...(href === undefined ? {} : { href }), ...(title === undefined ? {} : { title }) }
      return {
        tagName,
        attribs: href !== undefined && isExternal(href) ? { ...attribs, target: "_blank", rel: "noopener noreferrer" } : attribs,
      }
    },
  },
}

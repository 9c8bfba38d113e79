import type { IOptions } from "sanitize-html"

/** What an editor may use in an FAQ answer: emphasis, links and lists; nothing that runs. */
export const FAQ_ALLOWED_HTML: IOptions = {
  allowedTags: ["a", "b", "strong", "i", "em", "p", "br", "ul", "ol", "li", "code"],
  allowedAttributes: { a: ["href", "title", "target", "rel"] },
  allowedSchemes: ["https", "mailto"],
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:/.test(attribs.href ?? "")
      return {
        tagName,
        attribs: external ? { ...attribs, target: "_blank", rel: "noopener noreferrer" } : attribs,
      }
    },
  },
}

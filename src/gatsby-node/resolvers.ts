/**
 * Fields of the declarations' `derived` lists that are worked out when a query asks for them
 * (src/schema/content-types.ts): the ones that need other nodes, a compiler or the build's date.
 */
import sanitizeHtml from "sanitize-html"
import type { CreateResolversArgs } from "gatsby"
import { FAQ_ALLOWED_HTML } from "../lib/sanitize-options"
import { postStatus, type Publishable } from "../lib/publishing"
import { faqItem, post } from "../schema/content-types"
import { articleHtml } from "./article-html"

type WithParent = { parent: string }

export function contentResolvers(args: CreateResolversArgs) {
  args.createResolvers({
    [faqItem.typeName]: {
      // FAQ answers may hold HTML; it is sanitised once, at build time, so the browser ships no sanitiser.
      answerHtml: { resolve: (source: { answer: string }) => sanitizeHtml(source.answer, FAQ_ALLOWED_HTML) },
    },
    [post.typeName]: {
      html: { resolve: (source: WithParent) => articleHtml(source.parent, args) },
      status: { resolve: (source: Publishable) => postStatus(source) },
    },
  })
}

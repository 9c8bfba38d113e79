/**
 * Fields of the declarations' `derived` lists that are worked out when a query asks for them
 * (src/schema/content-types.ts): the ones that need other nodes, a compiler or the build's date;
 * and the lookups by slug that pages use to show other articles.
 */
import sanitizeHtml from "sanitize-html"
import type { CreateResolversArgs } from "gatsby"
import { faqItemId } from "../lib/faq-ids"
import { FAQ_ALLOWED_HTML } from "../lib/sanitize-options"
import { helpArticleStatus, postStatus, type Publishable } from "../lib/publishing"
import { faqItem, helpArticle, legalPage, post } from "../schema/content-types"
import { articleContent } from "./article-html"

type WithParent = { parent: string }
type NodeModel = { findOne: (args: { type: string; query: { filter: Record<string, unknown> } }) => Promise<unknown> }

/** An article's body and headings, compiled once for both fields (./article-html.ts). */
const articleFields = (args: CreateResolversArgs) => ({
  html: { resolve: async (source: WithParent) => (await articleContent(source.parent, args)).html },
  headings: { resolve: async (source: WithParent) => (await articleContent(source.parent, args)).headings },
})

/**
 * `blogPostsBySlug(slugs: [...])`: the posts with these slugs, in this order (a post's related
 * posts, its neighbours, a list page's posts). Looked up one by one, because Gatsby then reruns a
 * page's query only when one of those posts changes; a connection query (allBlogPost with a filter)
 * makes the page depend on every post, so that editing one post reran the queries of every post
 * and list page (README: For operators, Deploy; docs/performance.md).
 */
const bySlugs = (type: string) => ({
  type: `[${type}!]!`,
  args: { slugs: "[String!]!" },
  resolve: async (_source: unknown, { slugs }: { slugs: string[] }, context: { nodeModel: NodeModel }) => {
    const found = await Promise.all(slugs.map((slug) => context.nodeModel.findOne({ type, query: { filter: { slug: { eq: slug } } } })))
    return found.filter(Boolean)
  },
})

export function contentResolvers(args: CreateResolversArgs) {
  args.createResolvers({
    Query: {
      blogPostsBySlug: bySlugs(post.typeName),
      helpArticlesBySlug: bySlugs(helpArticle.typeName),
    },
    [faqItem.typeName]: {
      // FAQ answers may hold HTML; it is sanitised once, at build time, so the browser ships no sanitiser.
      answerHtml: { resolve: (source: { answer: string }) => sanitizeHtml(source.answer, FAQ_ALLOWED_HTML) },
      // Worked out here rather than in the component, so the landing page's JavaScript carries no slugify.
      anchor: { resolve: (source: { question: string }) => faqItemId(source.question) },
    },
    [post.typeName]: {
      ...articleFields(args),
      status: { resolve: (source: Publishable) => postStatus(source) },
    },
    [helpArticle.typeName]: {
      ...articleFields(args),
      status: { resolve: (source: { draft?: boolean | null }) => helpArticleStatus(source) },
    },
    // A legal page's text is rendered at build time like an article's: no page component of its own.
    [legalPage.typeName]: { html: articleFields(args).html },
  })
}

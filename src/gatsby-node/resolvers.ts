/**
 * Fields of the declarations' `derived` lists that are worked out when a query asks for them
 * (src/schema/content-types.ts): the ones that need other nodes, a compiler or the build's date;
 * and the lookups by slug that pages use to show other articles.
 */
import sanitizeHtml from "sanitize-html"
import type { CreateResolversArgs } from "gatsby"
import { faqItemId } from "../lib/faq-ids"
import { fillFacts } from "../lib/fill-facts"
import { FAQ_ALLOWED_HTML } from "../lib/sanitize-options"
import { helpArticleStatus, postStatus, type Publishable } from "../lib/publishing"
import { contentTypes, faqItem, helpArticle, helpLinks, legalPage, mdxCollections, post, seasonalSale } from "../schema/content-types"
import { articleContent } from "./article-html"
import { factFieldResolvers } from "./fact-resolvers"
import { helpLinksOf, type HelpLink, type NodeModel } from "./help-links"
import { featuredSaleQuery, runningSale, saleFieldResolvers, type SaleNodeModel } from "./sale-fields"
import { publishedTestimonialsQuery } from "./testimonials"
import { socialImage } from "../social-images/render"

type WithParent = { parent: string }
type Context = { nodeModel: NodeModel }

/** The data files' types (the MDX collections' nodes are made, and their facts filled, in ./content-nodes.ts). */
const dataTypes = contentTypes.filter((type) => !Object.values(mdxCollections).includes(type))

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

/** "More in <a>One</a> and <a>Two</a>.": an FAQ answer's way to the articles that go deeper. */
function moreIn(links: HelpLink[]): string {
  if (links.length === 0) return ""
  const anchors = links.map((link) => `<a href="/help/${link.slug}">${escapeHtml(link.title)}</a>`)
  const list = anchors.length > 1 ? `${anchors.slice(0, -1).join(", ")} and ${anchors[anchors.length - 1]}` : anchors[0]
  return `<p>More in ${list}.</p>`
}

/**
 * An article's body and headings, compiled once for both fields (./article-html.ts). The body shows
 * the sale running at `offersAsOf` where it has `<SeasonalSale />` (./sale-pages.ts gives that moment
 * to those pages only); the headings never depend on it.
 */
const articleFields = (args: CreateResolversArgs) => ({
  html: {
    args: { offersAsOf: "String" },
    resolve: async (source: WithParent, { offersAsOf }: { offersAsOf?: string | null }, context: { nodeModel: SaleNodeModel }) =>
      (await articleContent(source.parent, args, await runningSale(offersAsOf, context.nodeModel))).html,
  },
  headings: { resolve: async (source: WithParent) => (await articleContent(source.parent, args, null)).headings },
})

/**
 * `blogPostsBySlug(slugs: [...])`: the posts with these slugs, in this order (a post's related
 * posts, its neighbours, a list page's posts). Looked up one by one, because Gatsby then reruns a
 * page's query only when one of those posts changes; a connection query (allBlogPost with a filter)
 * makes the page depend on every post, so that editing one post reran the queries of every post
 * and list page (docs/performance.md#a-growing-blog-npm-run-benchscale).
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
  const facts = factFieldResolvers(dataTypes)
  args.createResolvers({
    ...facts,
    Query: {
      blogPostsBySlug: bySlugs(post.typeName),
      helpArticlesBySlug: bySlugs(helpArticle.typeName),
      featuredSale: featuredSaleQuery,
      publishedTestimonials: publishedTestimonialsQuery,
    },
    [faqItem.typeName]: {
      ...facts[faqItem.typeName],
      // FAQ answers may hold HTML; it is sanitised once, at build time, so the browser ships no sanitiser.
      answerHtml: {
        resolve: async (source: { question: string; answer: string; help?: string[] | null }, _args: unknown, context: Context) => {
          const where = `content/data/faq.json, entry "${source.question}"`
          const more = moreIn(await helpLinksOf(source.help, context.nodeModel, where))
          return sanitizeHtml(fillFacts(source.answer, "html") + more, FAQ_ALLOWED_HTML)
        },
      },
      // Worked out here rather than in the component, so the landing page's JavaScript carries no slugify.
      anchor: { resolve: (source: { question: string }) => faqItemId(fillFacts(source.question, "text")) },
    },
    [helpLinks.typeName]: {
      ...facts[helpLinks.typeName],
      helpArticles: {
        resolve: (source: { page: string; help: string[] }, _args: unknown, context: Context) =>
          helpLinksOf(source.help, context.nodeModel, `content/data/help-links.json, entry "${source.page}"`),
      },
    },
    [post.typeName]: {
      ...articleFields(args),
      helpArticles: {
        resolve: (source: { slug: string; help?: string[] | null }, _args: unknown, context: Context) =>
          helpLinksOf(source.help, context.nodeModel, `the post "${source.slug}" (content/blog/, its help field)`),
      },
      status: { resolve: (source: Publishable) => postStatus(source) },
      socialImage: {
        resolve: (source: { slug: string; title: string; categories: string[] }) =>
          socialImage({ kind: "blog", slug: source.slug, title: source.title, section: `Blog · ${source.categories[0]}` }),
      },
    },
    [seasonalSale.typeName]: { ...facts[seasonalSale.typeName], ...saleFieldResolvers },
    [helpArticle.typeName]: {
      ...articleFields(args),
      status: { resolve: (source: { draft?: boolean | null }) => helpArticleStatus(source) },
      socialImage: {
        resolve: (source: { slug: string; title: string; topic: string }) =>
          socialImage({ kind: "help", slug: source.slug, title: source.title, section: `Help · ${source.topic}` }),
      },
    },
    // A legal page's text is rendered at build time like an article's: no page component of its own.
    [legalPage.typeName]: { html: articleFields(args).html },
  })
}

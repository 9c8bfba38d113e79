/**
 * The pages made from content: one per published post, the paged blog lists (/blog and each
 * category's), the help center (/help and one page per article), the search page (it lists what
 * there is to browse) and the legal pages. Which posts and articles are published is decided here,
 * on the day of the build (src/lib/publishing.ts); every list, feed and sitemap follows the pages
 * made here. No two pages share an address (./page-addresses.ts).
 */
import path from "path"
import type { CreatePagesArgs } from "gatsby"
import { site } from "../config/site"
import { BLOG_PATH, RESERVED_SLUGS, categoryPath, listPagePath, postPath, type PostCategory } from "../lib/blog-paths"
import { HELP_PATH, helpArticlePath, type HelpTopic } from "../lib/help-paths"
import { isHelpArticleShown, isShown } from "../lib/publishing"
import { relatedPostIds } from "../lib/related-posts"
import { HELP_TOPICS, POST_CATEGORIES } from "../schema/content-types"
import type { BlogListContext } from "../templates/blog-list"
import type { BlogPostContext } from "../templates/blog-post"
import type { HelpArticleContext } from "../templates/help-article"
import type { HelpIndexContext } from "../templates/help-index"
import type { SearchPageContext } from "../templates/search-page"
import { addressProblems, recordContentPages, type PlannedPage } from "./page-addresses"
import { checkSales, saleContext, showsSale } from "./sale-pages"
import { reportTestimonials } from "./testimonials"

const templates = {
  post: path.resolve("./src/templates/blog-post.tsx"),
  list: path.resolve("./src/templates/blog-list.tsx"),
  helpArticle: path.resolve("./src/templates/help-article.tsx"),
  helpIndex: path.resolve("./src/templates/help-index.tsx"),
  search: path.resolve("./src/templates/search-page.tsx"),
  legal: path.resolve("./src/templates/legal-page.tsx"),
}

type WithMdxParent = { parent: object | { internal: { contentFilePath: string | null } } | null }

/** The MDX body of a BlogPost or HelpArticle node ("" when the query did not reach it). */
const bodyOf = ({ parent }: { parent: object | { body?: string | null } | null }) => (parent && "body" in parent ? (parent.body ?? "") : "")

/** The MDX file a BlogPost or LegalPage node was made from. */
const contentFile = ({ parent }: WithMdxParent) => (parent && "internal" in parent ? parent.internal.contentFilePath : null) ?? ""

type PostRef = { slug: string; file: string }

/** A message for every slug used by more than one post, or taken by the list pages' paths. */
export function slugProblems(posts: readonly PostRef[]): string[] {
  const bySlug = new Map<string, string[]>()
  for (const { slug, file } of posts) bySlug.set(slug, [...(bySlug.get(slug) ?? []), file])
  const duplicates = [...bySlug.entries()]
    .filter(([, files]) => files.length > 1)
    .map(([slug, files]) => `Duplicate blog slug "${slug}" in ${files.join(" and ")}`)
  const reserved = posts
    .filter(({ slug }) => (RESERVED_SLUGS as readonly string[]).includes(slug))
    .map(({ slug, file }) => `Blog slug "${slug}" in ${file} is reserved for the list pages (${BLOG_PATH}/${slug}/...); choose another`)
  return [...duplicates, ...reserved]
}

/** Splits `items` into pages of `size` (always at least one page, so an empty blog still has /blog). */
export function paginate<T>(items: readonly T[], size: number): T[][] {
  const pages: T[][] = []
  for (let start = 0; start < items.length; start += size) pages.push(items.slice(start, start + size))
  return pages.length > 0 ? pages : [[]]
}

export async function createContentPages({ graphql, actions, reporter, getNodesByType }: CreatePagesArgs): Promise<void> {
  if (!checkSales(getNodesByType, reporter)) return
  // Only the articles that show the running sale carry its context (./sale-pages.ts): the others
  // are not rebuilt when a sale starts or ends.
  const sales = saleContext(getNodesByType)

  const result = await graphql<Queries.ContentPagesQuery>(`
    query ContentPages {
      allBlogPost(sort: [{ date: DESC }, { slug: ASC }]) {
        nodes {
          slug
          date
          draft
          categories
          tags
          parent {
            ... on Mdx {
              body
              internal {
                contentFilePath
              }
            }
          }
        }
      }
      allHelpArticle(sort: [{ order: ASC }, { slug: ASC }]) {
        nodes {
          slug
          title
          summary
          topic
          draft
          parent {
            ... on Mdx {
              body
            }
          }
        }
      }
      allLegalPage {
        nodes {
          id
          slug
          parent {
            ... on Mdx {
              internal {
                contentFilePath
              }
            }
          }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the blog posts and legal pages", result.errors)
    return
  }
  const all = result.data.allBlogPost.nodes
  const problems = slugProblems(all.map((post) => ({ slug: post.slug, file: path.relative(process.cwd(), contentFile(post)) })))
  if (problems.length > 0) {
    reporter.panicOnBuild(problems.join("\n"))
    return
  }

  // Every page is planned first, with what gave it its address, and made only if no two share one
  // (./page-addresses.ts).
  const planned: Array<PlannedPage & { page: Parameters<typeof actions.createPage>[0] }> = []
  const plan = (page: Parameters<typeof actions.createPage>[0], source: string, file?: string) =>
    planned.push({ path: page.path, source, file, page })
  /** A page whose address is its file's slug field. */
  const planFromSlug = (page: Parameters<typeof actions.createPage>[0], absoluteFile: string) => {
    const file = path.relative(process.cwd(), absoluteFile)
    plan(page, `${file}, field "slug"`, file)
  }

  const posts = all.filter((post) => isShown(post))
  // Pages find their posts by slug (unique, checked above): the slugs are in the page data anyway,
  // so the context adds almost nothing to it once compressed, where node ids would not.
  const related = relatedPostIds(posts.map((post) => ({ ...post, id: post.slug })))
  posts.forEach((post, index) => {
    // Newest first: "newer" is the previous entry in the list.
    const newer = posts[index - 1]?.slug
    const older = posts[index + 1]?.slug
    const context: BlogPostContext = {
      slug: post.slug,
      newer: newer ? [newer] : [],
      older: older ? [older] : [],
      relatedSlugs: related.get(post.slug) ?? [],
      ...(showsSale(bodyOf(post)) ? sales : {}),
    }
    planFromSlug({ path: postPath(post.slug), component: templates.post, context }, contentFile(post))
  })

  const categories = POST_CATEGORIES.filter((category) => posts.some((post) => post.categories.includes(category)))
  const createList = (basePath: string, category: PostCategory | null, listed: typeof posts) => {
    const pages = paginate(listed, site.blog.postsPerPage)
    pages.forEach((onPage, index) => {
      const context: BlogListContext = {
        slugs: onPage.map((post) => post.slug),
        page: index + 1,
        pageCount: pages.length,
        basePath,
        category,
        categories: [...categories],
      }
      plan({ path: listPagePath(basePath, index + 1), component: templates.list, context }, `the list pages of ${basePath}`)
    })
    return pages.length
  }
  let listPages = createList(BLOG_PATH, null, posts)
  for (const category of categories) {
    listPages += createList(
      categoryPath(category),
      category,
      posts.filter((post) => post.categories.includes(category)),
    )
  }

  const articles = result.data.allHelpArticle.nodes.filter((article) => isHelpArticleShown(article))
  const byTopic = HELP_TOPICS.map((topic) => ({ topic, articles: articles.filter((article) => article.topic === topic) })).filter(
    (group) => group.articles.length > 0,
  )
  for (const { articles: inTopic } of byTopic) {
    for (const article of inTopic) {
      const context: HelpArticleContext = {
        slug: article.slug,
        siblingSlugs: inTopic.filter((other) => other.slug !== article.slug).map((other) => other.slug),
        ...(showsSale(bodyOf(article)) ? sales : {}),
      }
      plan(
        { path: helpArticlePath(article.slug), component: templates.helpArticle, context },
        `content/help/${article.slug}/index.mdx, its folder's name`,
        `content/help/${article.slug}/index.mdx`,
      )
    }
  }
  const helpIndex: HelpIndexContext = {
    topics: byTopic.map(({ topic, articles: inTopic }) => ({
      topic: topic as HelpTopic,
      articles: inTopic.map(({ slug, title, summary }) => ({ slug, title, summary })),
    })),
  }
  plan({ path: HELP_PATH, component: templates.helpIndex, context: helpIndex }, "the help center")
  const searchPage: SearchPageContext = { topics: byTopic.map(({ topic }) => topic as HelpTopic), categories: [...categories] }
  plan({ path: site.search.path, component: templates.search, context: searchPage }, "the search page")

  // The text is the page's html field, rendered at build time (src/gatsby-node/article-html.ts): the
  // MDX file itself is never a page component.
  for (const page of result.data.allLegalPage.nodes) {
    planFromSlug({ path: `/${page.slug}`, component: templates.legal, context: { id: page.id } }, contentFile(page))
  }

  const addressed = addressProblems(planned)
  if (addressed.length > 0) {
    reporter.panicOnBuild(addressed.join("\n"))
    return
  }
  for (const { page } of planned) actions.createPage(page)
  recordContentPages(planned)

  const held = all.length - posts.length
  reporter.info(
    `Blog: ${posts.length} posts on ${listPages} list pages` +
      (held > 0 ? `; ${held} drafts or scheduled posts left out of this build` : ""),
  )
  reportTestimonials({ getNodesByType, reporter })
  const draftArticles = result.data.allHelpArticle.nodes.length - articles.length
  reporter.info(
    `Help: ${articles.length} articles in ${byTopic.length} topics` +
      (draftArticles > 0 ? `; ${draftArticles} drafts left out of this build` : ""),
  )
}

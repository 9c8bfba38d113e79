/**
 * The help articles a page, a post or an FAQ answer declares (`help`, a list of slugs:
 * content/data/help-links.json, a post's frontmatter, an FAQ entry), looked up one by one when a
 * query asks for them, so that a page's query reruns when one of its articles changes. A slug with
 * no published article stops the build, naming where it was declared: a link to it would be broken.
 */
import { helpArticleStatus, isHelpArticleShown } from "../lib/publishing"
import { helpArticle } from "../schema/content-types"

export type HelpLink = { slug: string; title: string; summary: string }

type HelpArticleNode = { slug: string; title: string; summary: string; draft?: boolean | null }
export type NodeModel = { findOne: (args: { type: string; query: { filter: Record<string, unknown> } }) => Promise<unknown> }

/** The articles `slugs` name, in that order. `where` says where they were declared, for the build error. */
export async function helpLinksOf(slugs: readonly string[] | null | undefined, nodeModel: NodeModel, where: string): Promise<HelpLink[]> {
  return Promise.all(
    (slugs ?? []).map(async (slug) => {
      const found = (await nodeModel.findOne({
        type: helpArticle.typeName,
        query: { filter: { slug: { eq: slug } } },
      })) as HelpArticleNode | null
      if (!found) throw new Error(`${where}: help "${slug}" names no help article (there is no content/help/${slug}/index.mdx)`)
      if (!isHelpArticleShown(found)) {
        throw new Error(`${where}: help "${slug}" is a ${helpArticleStatus(found)}, which this build does not publish`)
      }
      return { slug: found.slug, title: found.title, summary: found.summary }
    }),
  )
}

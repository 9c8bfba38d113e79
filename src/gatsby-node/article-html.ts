/**
 * An article's body (a blog post or a help article) as HTML, with its headings, rendered once at
 * build time for the `html` and `headings` fields of BlogPost and HelpArticle.
 *
 * gatsby-plugin-mdx would compile every post into a page component of its own: one webpack module
 * and one JavaScript bundle per post, so the browser build, the HTML renderer and the list of
 * files to cache all grew with the blog (docs/performance.md). Articles are Markdown with a few
 * components that need no JavaScript (src/components/mdx/editor-components.ts), so they are
 * compiled here instead, with the same MDX compiler and gatsby-remark-images, and rendered to
 * static HTML: the number of bundles does not depend on the number of articles, and editing one
 * rebuilds no JavaScript. The legal pages (content/legal/*.mdx) are rendered the same way, with
 * their own components, so no content becomes a page component in the browser bundle.
 *
 * Content is data (./mdx-components.ts): the check runs when Gatsby reads a file, and again here
 * before the compiler sees it, so a file that did not pass is never compiled or run.
 */
import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { compileMDXWithCustomOptions } from "gatsby-plugin-mdx"
// The key under which gatsby-plugin-mdx tells its remark plugins which MDX node a file is: its
// internal helper, so the key follows the plugin (docs/upgrade-surface.md).
import { createFileToMdxCacheKey } from "gatsby-plugin-mdx/dist/cache-helpers"
import remarkImages from "gatsby-remark-images"
import type { CreateResolversArgs, Node } from "gatsby"
import { MarkdownLink } from "../components/blog/markdown-link"
import { legalPage, mdxCollections } from "../schema/content-types"
import { importEsm } from "../build-tools/import-esm"
import { componentsFor, mdxComponentProblems } from "./mdx-components"
import { SeasonalSale, type RunningSale } from "../components/mdx/seasonal-sale"
import { headingsOf, rehypeHeadingIds, type ArticleHeading } from "./rehype-heading-ids"
import { rehypeUnstyledImages } from "./rehype-unstyled-images"

/**
 * Article images: the article overlay (medium-zoom) handles enlarging, so no link to the original.
 * WebP and JPEG only: AVIF costs many times WebP's encoding time and was not smaller for these images
 * (the figures and `npm run bench:images`: docs/performance.md#builds).
 */
export const articleImageOptions = {
  maxWidth: 760,
  srcSetBreakpoints: [380, 1140],
  linkImagesToOriginal: false,
  withWebp: true,
  withAvif: false,
  quality: 75,
  backgroundColor: "transparent",
}

type Helpers = Pick<CreateResolversArgs, "getNode" | "getNodesByType" | "reporter" | "cache" | "store" | "pathPrefix">
type MdxNode = Node & { body?: string }
type FileNode = Node & { absolutePath?: string; sourceInstanceName?: string }

export type ArticleContent = { html: string; headings: ArticleHeading[] }

/** Each article is compiled once per build process, however many of its fields a query asks for. */
const compiled = new Map<string, Promise<ArticleContent>>()

/**
 * The HTML and headings of the MDX node `mdxId` (the article's or legal page's parent), with `sale`
 * shown where the article has `<SeasonalSale />` (null: none running). Stops the build on a body that
 * does not pass the content check or does not compile.
 */
export function articleContent(mdxId: string, helpers: Helpers, sale: RunningSale | null): Promise<ArticleContent> {
  const key = `${mdxId} ${helpers.getNode(mdxId)?.internal.contentDigest ?? ""} ${JSON.stringify(sale)}`
  if (!compiled.has(key)) compiled.set(key, compileArticle(mdxId, helpers, sale))
  return compiled.get(key)!
}

async function compileArticle(mdxId: string, helpers: Helpers, sale: RunningSale | null): Promise<ArticleContent> {
  const mdx = helpers.getNode(mdxId) as MdxNode | undefined
  const file = mdx?.parent ? (helpers.getNode(mdx.parent) as FileNode | undefined) : undefined
  const type = mdxCollections[file?.sourceInstanceName ?? ""]
  if (!mdx || !file?.absolutePath || !type) throw new Error(`No MDX source for node ${mdxId}`)
  const allowed = componentsFor(type)
  const problems = await mdxComponentProblems(mdx.body ?? "", 1, allowed)
  if (problems.length > 0) {
    throw new Error(`${file.absolutePath} did not pass the content check, so it is not compiled:\n  ${problems.join("\n  ")}`)
  }
  // What the body renders with: Markdown links (a new tab for other sites) and the components its
  // collection may use (the check above refuses any other).
  const components = {
    a: MarkdownLink,
    ...Object.fromEntries(Object.entries(allowed).map(([name, component]) => [name, component.render])),
  }
  // gatsby-remark-images finds the post (and the images beside it) through this key.
  await helpers.cache.set(createFileToMdxCacheKey(file.absolutePath), mdx.id)
  // Articles' headings get ids for their table of contents; a legal page has none and keeps its markup as it was.
  const rehypePlugins = type === legalPage ? [rehypeUnstyledImages] : [rehypeUnstyledImages, rehypeHeadingIds]
  const compiled = await compileMDXWithCustomOptions({ source: mdx.body ?? "", absolutePath: file.absolutePath }, {
    pluginOptions: {
      gatsbyRemarkPlugins: [{ module: remarkImages, pluginOptions: articleImageOptions }],
      mdxOptions: { rehypePlugins, outputFormat: "function-body" },
    } as never,
    customOptions: {},
    ...helpers,
  } as never)
  if (!compiled) throw new Error(`${file.absolutePath} did not compile`)
  const { run } = await importEsm<typeof import("@mdx-js/mdx")>("@mdx-js/mdx")
  const { default: Content } = await run(compiled.processedMDX, { useMDXComponents: () => ({}) } as never)
  // The component an editor writes without attributes gets the running sale here, as a prop.
  const withSale = { ...components, SeasonalSale: () => React.createElement(SeasonalSale, { sale }) }
  const html = renderToStaticMarkup(React.createElement(Content, { components: withSale }))
  // An image gatsby-remark-images did not process keeps its path next to the MDX file, which is
  // not published: the plugin no longer found the post (docs/upgrade-surface.md).
  const unprocessed = /<img[^>]* src="(\.{1,2}\/[^"]+)"/.exec(html)
  if (unprocessed) throw new Error(`${file.absolutePath}: the image ${unprocessed[1]} was not processed by gatsby-remark-images`)
  return { html, headings: headingsOf(html) }
}

/**
 * An article's body as HTML, rendered once at build time for the `html` field of a BlogPost.
 *
 * gatsby-plugin-mdx would compile every post into a page component of its own: one webpack module
 * and one JavaScript bundle per post, so the browser build, the HTML renderer and the list of
 * files to cache all grew with the blog (docs/performance.md). Posts are Markdown (MDX only for
 * its syntax: no components), so they are compiled here instead, with the same MDX compiler and
 * gatsby-remark-images, and one template renders them all: the number of bundles no longer
 * depends on the number of posts, and editing a post rebuilds no JavaScript.
 */
import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { compileMDXWithCustomOptions } from "gatsby-plugin-mdx"
// The key under which gatsby-plugin-mdx tells its remark plugins which MDX node a file is: its
// internal helper, so the key follows the plugin (README: The upgrade surface).
import { createFileToMdxCacheKey } from "gatsby-plugin-mdx/dist/cache-helpers"
import remarkImages from "gatsby-remark-images"
import type { CreateResolversArgs, Node } from "gatsby"
import { MarkdownLink } from "../components/blog/markdown-link"
import { rehypeUnstyledImages } from "./rehype-unstyled-images"

/**
 * Article images: the article overlay (medium-zoom) handles enlarging, so no link to the original.
 * WebP and JPEG only: AVIF took 30 times longer to encode and was not smaller (docs/performance.md).
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

/** The Markdown elements an article renders with a component of the site's (links: new tab for other sites). */
const components = { a: MarkdownLink }

type Helpers = Pick<CreateResolversArgs, "getNode" | "getNodesByType" | "reporter" | "cache" | "store" | "pathPrefix">
type MdxNode = Node & { body?: string }
type FileNode = Node & { absolutePath?: string }

// Parcel compiles gatsby-node to CommonJS, where import() of an ES module would become require().
const importEsm = new Function("specifier", "return import(specifier)") as <T>(specifier: string) => Promise<T>

/** The HTML of the MDX node `mdxId` (the BlogPost's parent). Stops the build on a post that does not compile. */
export async function articleHtml(mdxId: string, helpers: Helpers): Promise<string> {
  const mdx = helpers.getNode(mdxId) as MdxNode | undefined
  const file = mdx?.parent ? (helpers.getNode(mdx.parent) as FileNode | undefined) : undefined
  if (!mdx || !file?.absolutePath) throw new Error(`No MDX source for node ${mdxId}`)
  // gatsby-remark-images finds the post (and the images beside it) through this key.
  await helpers.cache.set(createFileToMdxCacheKey(file.absolutePath), mdx.id)
  const compiled = await compileMDXWithCustomOptions({ source: mdx.body ?? "", absolutePath: file.absolutePath }, {
    pluginOptions: {
      gatsbyRemarkPlugins: [{ module: remarkImages, pluginOptions: articleImageOptions }],
      mdxOptions: { rehypePlugins: [rehypeUnstyledImages], outputFormat: "function-body" },
    } as never,
    customOptions: {},
    ...helpers,
  } as never)
  if (!compiled) throw new Error(`${file.absolutePath} did not compile`)
  const { run } = await importEsm<typeof import("@mdx-js/mdx")>("@mdx-js/mdx")
  const { default: Content } = await run(compiled.processedMDX, { useMDXComponents: () => ({}) } as never)
  const html = renderToStaticMarkup(React.createElement(Content, { components }))
  // An image gatsby-remark-images did not process keeps its path next to the MDX file, which is
  // not published: the plugin no longer found the post (README: The upgrade surface).
  const unprocessed = /<img[^>]* src="(\.{1,2}\/[^"]+)"/.exec(html)
  if (unprocessed) throw new Error(`${file.absolutePath}: the image ${unprocessed[1]} was not processed by gatsby-remark-images`)
  return html
}

/**
 * Gatsby's build hooks, wired to the modules that do the work:
 *   src/gatsby-node/  content checks and typed nodes, resolvers, pages, webpack, pre-build checks;
 *   src/post-build/   everything after Gatsby has written the pages, as one list of stages
 *                     (src/post-build/stages.ts: the islands, each page's policy, host files, the
 *                     search index, what leaves public/, the build id), and Gatsby's working files
 *                     put back before the next build.
 */
import path from "path"
import type { GatsbyNode } from "gatsby"
import { checkAndTypeContent } from "./src/gatsby-node/content-nodes"
import { createContentPages } from "./src/gatsby-node/create-pages"
import { contentAddressTaken, contentFileOf } from "./src/gatsby-node/page-addresses"
import { preflight } from "./src/gatsby-node/preflight"
import { addSaleContext } from "./src/gatsby-node/sale-pages"
import { contentResolvers } from "./src/gatsby-node/resolvers"
import { sourceTestimonialsPublication } from "./src/gatsby-node/testimonials"
import { configureWebpack } from "./src/gatsby-node/webpack"
import { KEPT_WORKING_FILES, putBackWorkingFiles } from "./src/post-build/gatsby-working-files"
import { runPostBuild } from "./src/post-build/run"
import { contentTypes } from "./src/schema/content-types"
import { toSdl } from "./src/schema/fields"

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = (args) => {
  preflight(args)
  // After Gatsby has decided whether to keep its cache (which it empties, this included, when its
  // plugins or config changed), and before it renders a page again from what it kept.
  putBackWorkingFiles(path.resolve("public"), path.resolve(KEPT_WORKING_FILES))
}

export const sourceNodes: GatsbyNode["sourceNodes"] = (args) => sourceTestimonialsPublication(args)

export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => checkAndTypeContent(args)

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(toSdl(contentTypes))
}

export const createResolvers: GatsbyNode["createResolvers"] = (args) => contentResolvers(args)

export const createPages: GatsbyNode["createPages"] = (args) => createContentPages(args)

export const onCreatePage: GatsbyNode["onCreatePage"] = (args) => {
  const taken = contentAddressTaken(args.page)
  if (taken) args.reporter.panicOnBuild(taken)
  else addSaleContext(args)
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args) => configureWebpack(args)

export const onPostBuild: GatsbyNode["onPostBuild"] = (args) => runPostBuild(args, contentFileOf)

/**
 * Gatsby's build hooks, wired to the modules that do the work:
 *   src/gatsby-node/  content checks and typed nodes, resolvers, pages, webpack, pre-build checks;
 *   src/post-build/   the rewriting of the built pages afterwards (bundle loader, policies, host files, robots.txt);
 *   src/search/       the search index, written from the finished pages.
 */
import type { GatsbyNode } from "gatsby"
import { afterBuild } from "./src/gatsby-node/after-build"
import { sourceConfiguration } from "./src/gatsby-node/configuration-node"
import { checkAndTypeContent } from "./src/gatsby-node/content-nodes"
import { createContentPages } from "./src/gatsby-node/create-pages"
import { contentAddressTaken } from "./src/gatsby-node/page-addresses"
import { preflight } from "./src/gatsby-node/preflight"
import { addSaleContext } from "./src/gatsby-node/sale-pages"
import { contentResolvers } from "./src/gatsby-node/resolvers"
import { configureWebpack } from "./src/gatsby-node/webpack"
import { contentTypes } from "./src/schema/content-types"
import { toSdl } from "./src/schema/fields"

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = (args) => preflight(args)

export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => checkAndTypeContent(args)

export const sourceNodes: GatsbyNode["sourceNodes"] = (args) => sourceConfiguration(args)

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

export const onPostBuild: GatsbyNode["onPostBuild"] = (args) => afterBuild(args)

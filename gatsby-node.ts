/**
 * Gatsby's build hooks, wired to the modules that do the work:
 *   src/gatsby-node/  content checks and typed nodes, resolvers, pages, webpack, pre-build checks;
 *   src/post-build/   what happens to the built pages afterwards (bundle loader, policies, host files, robots.txt).
 */
import path from "path"
import type { GatsbyNode } from "gatsby"
import { browserAssets } from "./src/gatsby-node/browser-assets"
import { checkAndTypeContent } from "./src/gatsby-node/content-nodes"
import { createContentPages } from "./src/gatsby-node/create-pages"
import { preflight } from "./src/gatsby-node/preflight"
import { contentResolvers } from "./src/gatsby-node/resolvers"
import { configureWebpack } from "./src/gatsby-node/webpack"
import { finishBuild } from "./src/post-build/pipeline"
import { contentTypes } from "./src/schema/content-types"
import { toSdl } from "./src/schema/fields"

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = (args) => preflight(args)

export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => checkAndTypeContent(args)

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(toSdl(contentTypes))
}

export const createResolvers: GatsbyNode["createResolvers"] = (args) => contentResolvers(args)

export const createPages: GatsbyNode["createPages"] = (args) => createContentPages(args)

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args) => configureWebpack(args)

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const result = await graphql<Queries.BuiltPagesQuery>(`
    query BuiltPages {
      allSitePage {
        nodes {
          path
        }
      }
    }
  `)
  try {
    const pagePaths = (result.data?.allSitePage.nodes ?? []).map((node) => node.path)
    const report = finishBuild(path.resolve("public"), pagePaths, browserAssets())
    reporter.info(
      `Post-build: ${report.pages} pages, each with its own policy (${report.rewritten} rewritten); _headers has ${report.rules} rules`,
    )
  } catch (error) {
    reporter.panicOnBuild((error as Error).message)
  }
}

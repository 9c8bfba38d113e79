/**
 * The post-build: gatsby-node.ts calls it once Gatsby has written every page (onPostBuild), and it
 * runs the stages of ./stages.ts in their order. Gatsby runs the site's onPostBuild after the
 * plugins' (the feed and the sitemap are written by then). Any stage that throws stops the build.
 */
import type { BuildArgs } from "gatsby"
import { POST_BUILD_STAGES, type PostBuild } from "./stages"

/** Runs every stage; `sourceOf` names the content file a page was made from (src/gatsby-node/page-addresses.ts). */
export async function runPostBuild(
  { graphql, reporter }: Pick<BuildArgs, "graphql" | "reporter">,
  sourceOf: PostBuild["sourceOf"],
): Promise<void> {
  const result = await graphql<Queries.BuiltPagesQuery>(`
    query BuiltPages {
      allSitePage {
        nodes {
          path
        }
      }
      allFaqJson {
        nodes {
          question
          answerHtml
          anchor
        }
      }
    }
  `)
  const build: PostBuild = {
    root: process.cwd(),
    pagePaths: (result.data?.allSitePage.nodes ?? []).map((node) => node.path),
    faq: result.data?.allFaqJson.nodes ?? [],
    sourceOf,
    // Short lines: Gatsby's reporter cuts a line at the terminal's width.
    log: (line) => reporter.info(line),
  }
  for (const stage of POST_BUILD_STAGES) {
    try {
      await stage.run(build)
    } catch (error) {
      reporter.panicOnBuild(`Post-build, ${stage.name}: ${(error as Error).message}`)
      return
    }
  }
}

/**
 * After Gatsby has written every page (gatsby-node.ts, onPostBuild): the pages it rendered are
 * recorded for the checks (src/build-tools/built-pages.ts), then finished (src/post-build/: the
 * islands, each page's policy, the host files), then the search index is written from the finished
 * pages (src/search/build-index.ts), the feed dated by its content (src/post-build/feed-date.ts), and
 * last the build's id, a digest of everything in public/ (src/post-build/build-id.ts). Any of them
 * failing stops the build.
 */
import path from "path"
import type { BuildArgs } from "gatsby"
import { recordRenderedPages } from "../build-tools/built-pages"
import { finishBuild } from "../post-build/pipeline"
import { writeSearchIndex } from "../search/build-index"
import { contentFileOf } from "./page-addresses"
import { writeBuildId } from "../post-build/build-id"
import { dateFeedByContent } from "../post-build/feed-date"

export async function afterBuild({ graphql, reporter }: Pick<BuildArgs, "graphql" | "reporter">) {
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
  try {
    const publicDir = path.resolve("public")
    const pagePaths = (result.data?.allSitePage.nodes ?? []).map((node) => node.path)
    recordRenderedPages(pagePaths)
    const report = await finishBuild(publicDir, pagePaths, { sourceOf: contentFileOf })
    // Short lines: Gatsby's reporter cuts a line at the terminal's width.
    reporter.info(`Post-build: ${report.pages} pages, ${report.finished} finished, ${report.rules} rules`)
    reporter.info(`Islands: ${Object.keys(report.islands.bundles).length} bundles, ${report.islands.files.length} files`)
    const started = Date.now()
    const search = await writeSearchIndex(publicDir, report.finishedPages, result.data?.allFaqJson.nodes ?? [])
    const took = search.kept ? "kept" : `${((Date.now() - started) / 1000).toFixed(1)} s`
    reporter.info(`Search index: ${search.pages} pages, ${search.faq} FAQ, ${search.kilobytes} KB, ${took}`)
    dateFeedByContent(publicDir)
    reporter.info(`Build id: ${writeBuildId(publicDir)}`)
  } catch (error) {
    reporter.panicOnBuild((error as Error).message)
  }
}

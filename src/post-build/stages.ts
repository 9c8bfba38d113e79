/**
 * What happens after Gatsby has written the site, in the order it happens: one list, run by
 * ./run.ts (gatsby-node.ts, onPostBuild); docs/page-life.md#after-the-build shows it. Each stage
 * says what it reads and what it writes; any stage that throws stops the build, naming the cause.
 * After the last, Gatsby runs the site's adapter (./adapter.ts), and before the next build the
 * working files come back (./gatsby-working-files.ts, from gatsby-node.ts onPreBootstrap).
 */
import path from "path"
import { recordRenderedPages, type DigestedPage } from "../build-tools/built-pages"
import { SEARCH_INDEX_CODE, writeSearchIndex, type FaqEntry } from "../search/build-index"
import { writeBuildId } from "./build-id"
import { dateFeedByContent } from "./feed-date"
import { codeDigest } from "../build-tools/code-digest"
import { FINISHED_PAGES_RECORD, FINISHING_CODE, PAGE_STEPS } from "./finish-pages"
import { finishPagesInProcess } from "./finish-pages-process"
import { KEPT_WORKING_FILES, setAsideFiles, setAsideWorkingFiles } from "./gatsby-working-files"
import { writeHostFiles } from "./host-files"
import { buildIslandBundles, type IslandBundles } from "./island-bundles"
import { REFERENCES_CODE, checkReferenced, unreachedFiles } from "./unreferenced-files"
import { browserAssets } from "../build-tools/browser-assets"

/** What the stages share: the build, and what earlier stages made for later ones. */
export type PostBuild = {
  /** The project's folder; public/ and .cache/ are in it. */
  root: string
  /** Every page Gatsby rendered, by path. */
  pagePaths: readonly string[]
  /** The FAQ's items, which the search indexes as results of their own. */
  faq: readonly FaqEntry[]
  /** The content file a page was made from, for the messages. */
  sourceOf: (pagePath: string) => string | undefined
  /** Says a line in the build's output. */
  log: (line: string) => void
  /** The islands' bundles (the bundles stage). */
  islands?: IslandBundles
  /** Every page, finished, with a digest of its HTML (the pages stage). */
  pages?: DigestedPage[]
}

export type Stage = { name: string; reads: string; writes: string; run: (build: PostBuild) => Promise<void> | void }

const publicDir = (build: PostBuild) => path.join(build.root, "public")
const cached = (build: PostBuild, file: string) => path.join(build.root, file)
/** What an earlier stage made, or an error that names the stage's order as the cause. */
const made = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`${what} is made by an earlier stage (src/post-build/stages.ts): the order is wrong`)
  return value
}

export const POST_BUILD_STAGES: readonly Stage[] = [
  {
    name: "record the pages",
    reads: "the pages Gatsby rendered (GraphQL)",
    writes: ".cache/rendered-pages.json, from which the checks list the pages",
    run: (build) => recordRenderedPages(build.pagePaths, cached(build, ".cache/rendered-pages.json")),
  },
  {
    name: "bundles",
    reads: "the islands (src/**/*.island.tsx, *.enhancement.ts) and what they import",
    writes: "public/_islands/, emptied first",
    run: async (build) => {
      build.islands = await buildIslandBundles(publicDir(build), build.root)
      build.log(`Islands: ${Object.keys(build.islands.bundles).length} bundles, ${build.islands.files.length} files`)
    },
  },
  {
    name: `each page: ${PAGE_STEPS.map((step) => step.name).join(", ")}`,
    reads: "each page Gatsby wrote since the last post-build, once (in a process of its own: src/post-build/finish-pages-process.ts)",
    writes: "that page, once; .cache/finished-pages.json",
    run: async (build) => {
      const report = await finishPagesInProcess(publicDir(build), build.pagePaths, made(build.islands, "The islands' bundles"), {
        recordFile: cached(build, FINISHED_PAGES_RECORD),
        code: await codeDigest(FINISHING_CODE, build.root),
        sourceOf: build.sourceOf,
        root: build.root,
        bundleDir: cached(build, ".cache/post-build"),
      })
      build.pages = report.finishedPages
      // scripts/incremental-build.mjs reads this line: a rebuild with nothing changed finishes 0.
      build.log(`Pages: ${report.pages}, ${report.finished} finished, ${report.rewritten} rewritten`)
    },
  },
  {
    name: "host files",
    reads: "the site's headers and settings (src/post-build/security-headers.ts, src/config/site.ts)",
    writes: "public/_headers, public/_nginx.conf, public/robots.txt",
    run: (build) => build.log(`Host files: ${writeHostFiles(publicDir(build))} header rules`),
  },
  {
    name: "search",
    reads: "the finished pages that mark their content for the search, and the FAQ",
    writes: "public/pagefind/ (kept when nothing it indexes, nor the code that writes it, changed), .cache/search-index.json",
    run: async (build) => {
      const started = Date.now()
      const search = await writeSearchIndex(publicDir(build), made(build.pages, "The finished pages"), build.faq, {
        recordFile: cached(build, ".cache/search-index.json"),
        code: await codeDigest(SEARCH_INDEX_CODE, build.root),
      })
      const took = search.kept ? "kept" : `${((Date.now() - started) / 1000).toFixed(1)} s`
      build.log(`Search index: ${search.pages} pages, ${search.faq} FAQ, ${search.kilobytes} KB, ${took}`)
    },
  },
  {
    name: "feed date",
    reads: "public/rss.xml, as gatsby-plugin-feed wrote it",
    writes: "public/rss.xml, dated by its newest post",
    run: (build) => dateFeedByContent(publicDir(build)),
  },
  {
    name: "Gatsby's working files",
    reads: "public/, .cache/browser-assets.json",
    writes: `${KEPT_WORKING_FILES}/ (what Gatsby reads back at the next build, out of public/)`,
    run: (build) => {
      const { moved, deleted } = setAsideWorkingFiles(publicDir(build), cached(build, KEPT_WORKING_FILES), browserAssets(build.root))
      build.log(
        `Gatsby's working files: ${moved.length} kept for the next build${deleted.length ? `, ${deleted.length} of earlier builds deleted` : ""}`,
      )
    },
  },
  {
    name: "every file referenced",
    reads: "every text file of public/ a page or a file asked for by name reaches, once written since the last build",
    writes: `${KEPT_WORKING_FILES}/static/ (images no page uses any more), .cache/file-addresses.json; stops the build on any other file nothing names`,
    run: async (build) => {
      const pages = made(build.pages, "The finished pages")
      const reach = unreachedFiles(
        publicDir(build),
        pages.map((page) => path.relative(publicDir(build), page.file).split(path.sep).join("/")),
        { recordFile: cached(build, ".cache/file-addresses.json"), code: await codeDigest(REFERENCES_CODE, build.root) },
      )
      checkReferenced(reach)
      setAsideFiles(publicDir(build), cached(build, KEPT_WORKING_FILES), reach.unusedAssets)
      if (reach.unusedAssets.length > 0) build.log(`Unused images of earlier builds: ${reach.unusedAssets.length} kept out of public/`)
    },
  },
  {
    name: "build id",
    reads: "every file of public/ written since the last build",
    writes: "public/build-id.txt, .cache/file-digests.json",
    run: (build) => build.log(`Build id: ${writeBuildId(publicDir(build), cached(build, ".cache/file-digests.json"))}`),
  },
]

/**
 * What happens to the built site after Gatsby has written it (gatsby-node.ts onPostBuild): first the
 * islands' bundles are built (./island-bundles.ts), then steps run over one in-memory list of the
 * pages Gatsby wrote, each read and written once:
 *   0. a check: every CSS Module class a page uses, and every class an island can write, is in the
 *      pages' stylesheet (./style-classes.ts);
 *   1. islands: Gatsby's runtime leaves the page, and a page with islands gets the island loader
 *      with the bundles of its own islands (./islands.ts);
 *   2. policies: each page gets its Content-Security-Policy, with the hashes of its final inline code:
 *      the scripts the site wrote (./known-scripts.ts; any other stops the build, as does markup no
 *      page may carry, ./page-safety.ts), and its styles;
 *   3. host files: _headers and _nginx.conf, the same size for any number of pages;
 *   4. robots.txt.
 * Last, a check of each finished page: no id is on two elements (./unique-ids.ts).
 * A kept public/ means some pages were not written by this build: those the last post-build
 * finished are left as they are (./finished-pages.ts), and every step is idempotent besides.
 */
import fs from "fs"
import path from "path"
import { buildIslandBundles, type IslandBundles } from "./island-bundles"
import { islandsIn, withIslands } from "./islands"
import { site } from "../config/site"
import { pageFiles, readPage, type BuiltPage, type DigestedPage } from "../build-tools/built-pages"
import { entryFor, isUnchanged, loadFinishedPages, saveFinishedPages } from "./finished-pages"
import { inlineSources } from "./inline-sources"
import { knownScripts } from "./known-scripts"
import { withPolicyMeta } from "./page-policy"
import { robotsTxt } from "./robots"
import { checkIslandClasses, checkStyleClasses } from "./style-classes"
import { checkUniqueIds } from "./unique-ids"
import { headerRules, pagePolicy, toHeadersFile, toNginxConf } from "./security-headers"

/** The page every unknown path is answered with; the build is broken without it. */
const NOT_FOUND_PAGE = "/404.html"

type Step = (page: BuiltPage) => string

/** Runs a step on every page, naming the page in any error. */
const each = (pages: BuiltPage[], step: Step): BuiltPage[] =>
  pages.map((page) => {
    try {
      return { ...page, html: step(page) }
    } catch (error) {
      throw new Error(`${page.file}${page.source ? ` (${page.source})` : ""}: ${(error as Error).message}`)
    }
  })

const checkStyles = (pages: BuiltPage[], islands: IslandBundles) => {
  // Every page inlines the same stylesheet: the first page with one answers for the islands.
  let islandsChecked = false
  return each(pages, (page) => {
    checkStyleClasses(page.html)
    if (!islandsChecked && page.html.includes("<style")) {
      checkIslandClasses(page.html, islands.classNames)
      islandsChecked = true
    }
    return page.html
  })
}

const checkIds = (pages: BuiltPage[]) =>
  each(pages, (page) => {
    checkUniqueIds(page.html)
    return page.html
  })

const addIslands = (pages: BuiltPage[], islands: IslandBundles) => each(pages, (page) => withIslands(page.html, page.path, islands.bundles))

const addPolicies = (pages: BuiltPage[], islands: IslandBundles) =>
  each(pages, (page) =>
    withPolicyMeta(
      page.html,
      pagePolicy({ path: page.path, sources: inlineSources(page.html, page.path, knownScripts(islandsIn(page.html), islands.bundles)) }),
    ),
  )

/** The files hosts read. */
const hostFiles = () => {
  const rules = headerRules()
  return { files: { _headers: toHeadersFile(rules), "_nginx.conf": toNginxConf() }, rules: rules.length }
}

type PostBuildReport = {
  pages: number
  /** Pages Gatsby wrote since the last post-build, read and finished now. */
  finished: number
  rewritten: number
  rules: number
  /** The islands' bundles. */
  islands: IslandBundles
  /** Every page of the build, finished, with a digest of its final HTML (what the search index starts from). */
  finishedPages: DigestedPage[]
}

/** What finishing an unchanged page depends on besides the code: the origins every page's policy names, the islands' bundles. */
const settings = (islands: IslandBundles) =>
  JSON.stringify({ api: site.apiUrl, legal: site.legalWidget.scriptUrl, search: site.search.path, islands: islands.files })

/**
 * Builds the islands' bundles, finishes the pages Gatsby wrote since the last post-build and writes
 * the host files; gives every page with a digest of its final HTML. `recordFile` keeps what was
 * finished (.cache/finished-pages.json; tests give their own); `sourceOf` names the content file a page
 * was made from, for the messages; `buildIslands` makes the bundles (given by tests).
 */
export async function finishBuild(
  publicDir: string,
  pagePaths: readonly string[],
  {
    recordFile = path.resolve(".cache", "finished-pages.json"),
    sourceOf = () => undefined,
    buildIslands = buildIslandBundles,
  }: {
    recordFile?: string
    sourceOf?: (pagePath: string) => string | undefined
    buildIslands?: (publicDir: string) => Promise<IslandBundles>
  } = {},
): Promise<PostBuildReport> {
  const all = pageFiles(publicDir, pagePaths).map((page) => ({ ...page, source: sourceOf(page.path) }))
  if (!all.some((page) => page.path === NOT_FOUND_PAGE)) throw new Error(`The build wrote no ${NOT_FOUND_PAGE}`)
  const islands = await buildIslands(publicDir)
  const record = loadFinishedPages(recordFile, settings(islands))
  const written = all.filter((page) => !isUnchanged(record.pages[page.path], page.file)).map(readPage)
  const final = written.length > 0 ? checkIds(addPolicies(addIslands(checkStyles(written, islands), islands), islands)) : []
  let rewritten = 0
  final.forEach((page, index) => {
    if (page.html !== written[index].html) {
      fs.writeFileSync(page.file, page.html)
      rewritten++
    }
    record.pages[page.path] = entryFor(page.file, page.html)
  })
  const current = new Set(all.map((page) => page.path))
  for (const gone of Object.keys(record.pages)) if (!current.has(gone)) delete record.pages[gone]
  saveFinishedPages(recordFile, record)
  const { files, rules } = hostFiles()
  for (const [name, text] of Object.entries({ ...files, "robots.txt": robotsTxt() })) fs.writeFileSync(path.join(publicDir, name), text)
  const finishedPages = all.map((page) => ({ ...page, digest: record.pages[page.path].digest }))
  return { pages: all.length, finished: written.length, rewritten, rules, islands, finishedPages }
}

/**
 * What happens to the built site after Gatsby has written it (gatsby-node.ts onPostBuild), as
 * steps over one in-memory list of the pages Gatsby wrote, each read and written once:
 *   0. a check: every CSS Module class a page uses is in its stylesheet (./style-classes.ts);
 *   1. bundles after paint: each page requests its JavaScript once it has painted (stage 2 of
 *      src/page-life/, whose loader ./bundles-after-paint.ts writes into the page);
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
import { withBundlesAfterPaint } from "./bundles-after-paint"
import { site } from "../config/site"
import { pageFiles, readPage, type BuiltPage, type DigestedPage } from "../build-tools/built-pages"
import { entryFor, isUnchanged, loadFinishedPages, saveFinishedPages } from "./finished-pages"
import { inlineSources } from "./inline-sources"
import { knownScripts, readBuildOutput, type BuildOutput } from "./known-scripts"
import { withPolicyMeta } from "./page-policy"
import { robotsTxt } from "./robots"
import { checkStyleClasses } from "./style-classes"
import { checkUniqueIds } from "./unique-ids"
import { headerRules, isHashedAsset, pagePolicy, toHeadersFile, toNginxConf } from "./security-headers"

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

const checkStyles = (pages: BuiltPage[]) =>
  each(pages, (page) => {
    checkStyleClasses(page.html)
    return page.html
  })

const checkIds = (pages: BuiltPage[]) =>
  each(pages, (page) => {
    checkUniqueIds(page.html)
    return page.html
  })

const deferBundles = (pages: BuiltPage[]) => each(pages, (page) => withBundlesAfterPaint(page.html))

const addPolicies = (pages: BuiltPage[], build: BuildOutput) =>
  each(pages, (page) =>
    withPolicyMeta(
      page.html,
      pagePolicy({ path: page.path, sources: inlineSources(page.html, page.path, knownScripts(page.path, build)) }),
    ),
  )

/** The files hosts read, from this build's bundles (a kept public/ also holds earlier builds' files). */
const hostFiles = (bundles: readonly string[]) => {
  const rules = headerRules(bundles.filter(isHashedAsset))
  return { files: { _headers: toHeadersFile(rules), "_nginx.conf": toNginxConf() }, rules: rules.length }
}

type PostBuildReport = {
  pages: number
  /** Pages Gatsby wrote since the last post-build, read and finished now. */
  finished: number
  rewritten: number
  rules: number
  /** Every page of the build, finished, with a digest of its final HTML (what the search index starts from). */
  finishedPages: DigestedPage[]
}

/** What finishing an unchanged page depends on besides the code: the origins every page's policy names. */
const settings = (bundles: readonly string[]) =>
  JSON.stringify({ api: site.apiUrl, legal: site.legalWidget.scriptUrl, search: site.search.path, bundles: [...bundles].sort() })

/**
 * Finishes the pages Gatsby wrote since the last post-build and writes the host files; gives every
 * page with a digest of its final HTML. `recordFile` keeps what was finished (.cache/finished-pages.json);
 * `sourceOf` names the content file a page was made from, for the messages.
 */
export function finishBuild(
  publicDir: string,
  pagePaths: readonly string[],
  bundles: readonly string[],
  recordFile = path.resolve(".cache", "finished-pages.json"),
  sourceOf: (pagePath: string) => string | undefined = () => undefined,
): PostBuildReport {
  const all = pageFiles(publicDir, pagePaths).map((page) => ({ ...page, source: sourceOf(page.path) }))
  if (!all.some((page) => page.path === NOT_FOUND_PAGE)) throw new Error(`The build wrote no ${NOT_FOUND_PAGE}`)
  const record = loadFinishedPages(recordFile, settings(bundles))
  const written = all.filter((page) => !isUnchanged(record.pages[page.path], page.file)).map(readPage)
  const final = written.length > 0 ? checkIds(addPolicies(deferBundles(checkStyles(written)), readBuildOutput(publicDir))) : []
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
  const { files, rules } = hostFiles(bundles)
  for (const [name, text] of Object.entries({ ...files, "robots.txt": robotsTxt() })) fs.writeFileSync(path.join(publicDir, name), text)
  const finishedPages = all.map((page) => ({ ...page, digest: record.pages[page.path].digest }))
  return { pages: all.length, finished: written.length, rewritten, rules, finishedPages }
}

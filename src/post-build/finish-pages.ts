/**
 * The stage of the post-build that works page by page (./stages.ts): each page Gatsby wrote since the
 * last post-build is read once, goes through the steps below in this order, and is written once.
 *   1. styles: every CSS Module class the page uses, and every class its islands can write, is in the
 *      site's stylesheet (./style-classes.ts), and the page keeps the rules of it that what it holds
 *      can match (./page-styles.ts);
 *   2. islands: Gatsby's runtime leaves the page, and a page with islands gets the island loader with
 *      the bundles of its own islands (./islands.ts);
 *   3. policy: the page gets its Content-Security-Policy, with the hashes of its final inline code:
 *      the scripts the site wrote (./known-scripts.ts; any other stops the build, as does markup no
 *      page may carry, ./page-safety.ts), and its styles;
 *   4. ids: no id is on two elements (./unique-ids.ts);
 *   5. budget: the page fits its bytes with brotli (./page-budget.ts).
 * A kept public/ means some pages were not written by this build: those the last post-build
 * finished are left as they are (./finished-pages.ts), and every step is idempotent besides.
 */
import fs from "fs"
import path from "path"
import { site } from "../config/site"
import { pageFiles, readPage, type BuiltPage, type DigestedPage } from "../build-tools/built-pages"
import { entryFor, isUnchanged, loadFinishedPages, saveFinishedPages } from "./finished-pages"
import type { IslandBundles } from "./island-bundles"
import { inlineSources } from "./inline-sources"
import { islandsIn, withIslands } from "./islands"
import { knownScripts } from "./known-scripts"
import { withPolicyMeta } from "./page-policy"
import { pagePolicy } from "./security-headers"
import { checkIslandClasses, checkStyleClasses } from "./style-classes"
import { checkPageBudget } from "./page-budget"
import { stylesheetReader, withOwnStyles, withWholeStylesheet } from "./page-styles"
import { checkUniqueIds } from "./unique-ids"

/** The page every unknown path is answered with; the build is broken without it. */
const NOT_FOUND_PAGE = "/404.html"

/** What every page's steps share: the islands' bundles, and the site's whole stylesheet by its address. */
export type PageContext = { islands: IslandBundles; stylesheet: (href: string) => string }

/** One step of a page: its HTML in, its HTML out (the same, for a check). */
type PageStep = { name: string; run: (page: BuiltPage, context: PageContext) => string }

const check =
  (test: (page: BuiltPage, context: PageContext) => void) =>
  (page: BuiltPage, context: PageContext): string => {
    test(page, context)
    return page.html
  }

/** The steps of each page, in order. */
export const PAGE_STEPS: readonly PageStep[] = [
  {
    name: "styles",
    run: (page, { islands, stylesheet }) => {
      // The checks read the site's whole stylesheet; the page then keeps what it can match.
      const whole = withWholeStylesheet(page.html, stylesheet)
      const held = islandsIn(page.html)
      checkStyleClasses(whole)
      if (whole.includes("<style"))
        checkIslandClasses(
          whole,
          held.flatMap((name) => islands.classNamesOf[name] ?? []),
        )
      return withOwnStyles(
        page.html,
        held.flatMap((name) => islands.words[name] ?? []),
        stylesheet,
      )
    },
  },
  { name: "islands", run: (page, { islands }) => withIslands(page.html, page.path, islands.bundles) },
  {
    name: "policy",
    run: (page, { islands }) =>
      withPolicyMeta(
        page.html,
        pagePolicy({ path: page.path, sources: inlineSources(page.html, page.path, knownScripts(islandsIn(page.html), islands.bundles)) }),
      ),
  },
  { name: "ids", run: check((page) => checkUniqueIds(page.html)) },
  { name: "budget", run: check((page) => checkPageBudget(page.html, page.path)) },
]

/** A page through every step, its file (and content file) named in any error. */
function finish(page: BuiltPage, context: PageContext): string {
  let html = page.html
  for (const step of PAGE_STEPS) {
    try {
      html = step.run({ ...page, html }, context)
    } catch (error) {
      throw new Error(`${page.file}${page.source ? ` (${page.source})` : ""}: ${(error as Error).message}`)
    }
  }
  return html
}

export type FinishedReport = {
  pages: number
  /** Pages Gatsby wrote since the last post-build, read and finished now. */
  finished: number
  rewritten: number
  /** Every page of the build, finished, with a digest of its final HTML (what the search index starts from). */
  finishedPages: DigestedPage[]
}

/**
 * What finishing an unchanged page depends on: the code that finishes it (a digest of this module
 * and all it imports: src/build-tools/code-digest.ts), the origins every page's policy names, the
 * islands' bundles.
 */
const settings = (islands: IslandBundles, code: string) =>
  JSON.stringify({ code, api: site.apiUrl, legal: site.legalWidget.scriptUrl, search: site.search.path, islands: islands.files })

/** This module, whose imports are all the code that finishes a page. */
export const FINISHING_CODE = "src/post-build/finish-pages.ts"

/** What finishPages is told besides the pages and the islands (below). */
export type FinishOptions = { recordFile: string; code: string; sourceOf?: (pagePath: string) => string | undefined }

/** The pages of a build, the record of the last post-build, and the pages Gatsby wrote since it. */
function pagesWaiting(publicDir: string, pagePaths: readonly string[], islands: IslandBundles, options: FinishOptions) {
  const { sourceOf = () => undefined } = options
  const all = pageFiles(publicDir, pagePaths).map((page) => ({ ...page, source: sourceOf(page.path) }))
  if (!all.some((page) => page.path === NOT_FOUND_PAGE)) throw new Error(`The build wrote no ${NOT_FOUND_PAGE}`)
  const record = loadFinishedPages(options.recordFile, settings(islands, options.code))
  const waiting = all.filter((page) => !isUnchanged(record.pages[page.path], page.file))
  return { all, record, waiting }
}

/** The record kept (without the pages the build no longer has), and every page with its digest. */
function reported(
  { all, record }: ReturnType<typeof pagesWaiting>,
  recordFile: string,
  counts: { finished: number; rewritten: number },
): FinishedReport {
  const current = new Set(all.map((page) => page.path))
  for (const gone of Object.keys(record.pages)) if (!current.has(gone)) delete record.pages[gone]
  saveFinishedPages(recordFile, record)
  const finishedPages = all.map((page) => ({ ...page, digest: record.pages[page.path].digest }))
  return { pages: all.length, ...counts, finishedPages }
}

/**
 * Finishes the pages of `pagePaths` that Gatsby wrote since the last post-build, with the islands'
 * bundles; gives every page with a digest of its final HTML. `recordFile` keeps what was finished
 * (.cache/finished-pages.json; tests give their own); `code` is the digest of the code that
 * finishes pages (FINISHING_CODE's); `sourceOf` names the content file a page was made from, for the
 * messages.
 */
export function finishPages(
  publicDir: string,
  pagePaths: readonly string[],
  islands: IslandBundles,
  options: FinishOptions,
): FinishedReport {
  const pages = pagesWaiting(publicDir, pagePaths, islands, options)
  const context: PageContext = { islands, stylesheet: stylesheetReader(publicDir) }
  let finished = 0
  let rewritten = 0
  for (const page of pages.waiting) {
    const written = readPage(page)
    const html = finish(written, context)
    finished++
    if (html !== written.html) {
      fs.writeFileSync(page.file, html)
      rewritten++
    }
    pages.record.pages[page.path] = entryFor(page.file, html)
  }
  return reported(pages, options.recordFile, { finished, rewritten })
}

/**
 * finishPages' report when no page is waiting (Gatsby wrote none since the last post-build, and
 * nothing else a page's finishing depends on changed), read from the record alone; otherwise
 * undefined. The build then starts no process to finish pages (./finish-pages-process.ts).
 */
export function nothingToFinish(
  publicDir: string,
  pagePaths: readonly string[],
  islands: IslandBundles,
  options: FinishOptions,
): FinishedReport | undefined {
  const pages = pagesWaiting(publicDir, pagePaths, islands, options)
  return pages.waiting.length === 0 ? reported(pages, options.recordFile, { finished: 0, rewritten: 0 }) : undefined
}

/** The file finishPages keeps its record in, in a project. */
export const FINISHED_PAGES_RECORD = path.join(".cache", "finished-pages.json")

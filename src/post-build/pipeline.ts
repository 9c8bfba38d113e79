/**
 * What happens to the built site after Gatsby has written it (gatsby-node.ts onPostBuild), as
 * steps over one in-memory list of the built pages, each read and written once:
 *   1. bundles after paint: each page requests its JavaScript once it has painted (stage 2 of
 *      src/page-life/, whose loader ./bundles-after-paint.ts writes into the page);
 *   2. policies: each page gets its Content-Security-Policy, with the hashes of its final inline code;
 *   3. host files: _headers and _nginx.conf, the same size for any number of pages;
 *   4. robots.txt.
 * A kept public/ means some pages were not re-rendered by this build: every step is idempotent.
 */
import fs from "fs"
import path from "path"
import { withBundlesAfterPaint } from "./bundles-after-paint"
import { readBuiltPages, type BuiltPage } from "./built-pages"
import { inlineSources } from "./inline-sources"
import { withPolicyMeta } from "./page-policy"
import { robotsTxt } from "./robots"
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
      throw new Error(`${page.file}: ${(error as Error).message}`)
    }
  })

const deferBundles = (pages: BuiltPage[]) => each(pages, (page) => withBundlesAfterPaint(page.html))

const addPolicies = (pages: BuiltPage[]) =>
  each(pages, (page) => withPolicyMeta(page.html, pagePolicy({ path: page.path, sources: inlineSources(page.html) })))

/** The files hosts read, from this build's bundles (a kept public/ also holds earlier builds' files). */
const hostFiles = (bundles: readonly string[]) => {
  const rules = headerRules(bundles.filter(isHashedAsset))
  return { files: { _headers: toHeadersFile(rules), "_nginx.conf": toNginxConf() }, rules: rules.length }
}

type PostBuildReport = { pages: number; rewritten: number; rules: number; built: readonly BuiltPage[] }

/** Finishes every page and writes the host files; gives back the finished pages (the search index reads them). */
export function finishBuild(publicDir: string, pagePaths: readonly string[], bundles: readonly string[]): PostBuildReport {
  const built = readBuiltPages(publicDir, pagePaths)
  if (!built.some((page) => page.path === NOT_FOUND_PAGE)) throw new Error(`The build wrote no ${NOT_FOUND_PAGE}`)
  const final = addPolicies(deferBundles(built))
  let rewritten = 0
  final.forEach((page, index) => {
    if (page.html === built[index].html) return
    fs.writeFileSync(page.file, page.html)
    rewritten++
  })
  const { files, rules } = hostFiles(bundles)
  for (const [name, text] of Object.entries({ ...files, "robots.txt": robotsTxt() })) fs.writeFileSync(path.join(publicDir, name), text)
  return { pages: final.length, rewritten, rules, built: final }
}

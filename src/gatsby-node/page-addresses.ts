/**
 * Every page has an address of its own. The pages made from content (./create-pages.ts) are checked
 * together before any is made, and the site's own pages (src/pages/, made by Gatsby after them) as
 * each is made (gatsby-node.ts onCreatePage): Gatsby keeps only the last page made at an address, so
 * two pages at one address would otherwise leave one of them out silently. Nor may a page take an
 * address where the build writes files of its own. Each problem stops the build naming the content
 * file and the field that gave the address.
 *
 * A slug can never end like a file (src/schema/content-types.ts, SLUG), so the files the build writes
 * at the top of public/ (index.html, 404.html, the sitemap, the feed, robots.txt, _headers,
 * _nginx.conf) cannot be taken; what is left are the folders below.
 */
import fs from "fs"
import path from "path"
import type { Page } from "gatsby"
import { GATSBY_ASSET_FOLDERS, GATSBY_WORKING_FOLDERS } from "../build-tools/gatsby-output"
import { SEARCH_INDEX_DIR } from "../search/search-index-dir"
import { SOCIAL_IMAGES_DIR } from "../social-images/folder"

/**
 * The folders at the top of public/ that the build fills with files, never pages: Gatsby's own
 * (src/build-tools/gatsby-output.ts: its working files while it builds, its hashed static files), the search
 * index, the articles' sharing images; and whatever static/ copies as it is.
 */
function buildFolders(staticDir = path.resolve("static")): string[] {
  const copied = fs.existsSync(staticDir) ? fs.readdirSync(staticDir) : []
  return [...GATSBY_WORKING_FOLDERS, ...GATSBY_ASSET_FOLDERS, SEARCH_INDEX_DIR, SOCIAL_IMAGES_DIR, ...copied]
}

/**
 * A page about to be made, and what gave it its address, as an editor finds it: `content/legal/imprint.mdx,
 * field "slug"`; `file`, the content file it is made from, if any.
 */
export type PlannedPage = { path: string; source: string; file?: string }

/** One message per address two pages share, or a page takes inside a folder the build writes. */
export function addressProblems(pages: readonly PlannedPage[], folders: readonly string[] = buildFolders()): string[] {
  const byPath = new Map<string, string[]>()
  for (const { path: address, source } of pages) byPath.set(address, [...(byPath.get(address) ?? []), source])
  const shared = [...byPath.entries()]
    .filter(([, sources]) => sources.length > 1)
    .map(([address, sources]) => `Two pages at ${address}: ${sources.join(" and ")}; give one another address`)
  const inFolders = pages
    .filter(({ path: address }) => folders.includes(address.split("/")[1]))
    .map(
      ({ path: address, source }) =>
        `${source}: the address ${address} is in /${address.split("/")[1]}/, where the build writes its own files; choose another`,
    )
  return [...shared, ...inFolders]
}

/** The pages made from content in this build, by address: what the site's own pages are checked against. */
const made = new Map<string, PlannedPage>()

/** Keeps the addresses of the content pages just made (after addressProblems found none). */
export function recordContentPages(pages: readonly PlannedPage[]) {
  made.clear()
  for (const page of pages) made.set(page.path, page)
}

/** The content file the page at `pagePath` was made from in this build, for the post-build's messages. */
export const contentFileOf = (pagePath: string): string | undefined => made.get(pagePath)?.file

/**
 * gatsby-node's onCreatePage: a page made by anyone else (src/pages/, Gatsby's own) at an address a
 * content page has. Gatsby makes the pages of src/pages/ after createPages, so every content page is
 * known by then.
 */
export function contentAddressTaken(page: Pick<Page, "path" | "component">): string | undefined {
  const source = made.get(page.path)?.source
  return source && `${source}: the address ${page.path} is the page of ${path.relative(process.cwd(), page.component)}; choose another`
}

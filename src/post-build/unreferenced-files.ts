/**
 * public/ holds what a visitor or a host uses, and nothing else. Starting from every page, and the
 * few files a browser, a crawler or a host asks for by name, every address a file names is followed
 * (a page's links, images and its island loader's bundles; a bundle's imports; the manifest's icons;
 * the sitemap's pages; the feed's posts): a file nothing reaches is either an image Gatsby made for
 * an earlier build (in public/static/, its hashed files: kept for Gatsby with its working files,
 * ./gatsby-working-files.ts, and not deployed), or a mistake, such as a file put into the project's
 * static/ folder, which Gatsby copies to public/ as it is, that nothing links: the build stops,
 * naming it.
 */
import fs from "fs"
import path from "path"
import { GATSBY_ASSET_FOLDERS } from "../build-tools/gatsby-output"
import { filesUnder } from "../build-tools/files-under"
import { stampedRecord } from "../build-tools/stamped-record"
import { site } from "../config/site"
import { SEARCH_INDEX_DIR } from "../search/search-index-dir"

/** This module, whose digest ties the addresses kept between builds to the code that found them. */
export const REFERENCES_CODE = "src/post-build/unreferenced-files.ts"

/** What is asked for by its name rather than linked, and by whom. A folder ends in "/": all it holds. */
export const ASKED_FOR_BY_NAME: Readonly<Record<string, string>> = {
  "robots.txt": "crawlers",
  "favicon.ico": "browsers, by themselves",
  "apple-touch-icon.png": "Safari on iOS, for a page added to the home screen",
  "404.html": "the hosts, for an address with no page (docs/hosting.md)",
  "build-id.txt": "the deploy and npm run check:live (src/post-build/build-id.ts)",
  _headers: "Cloudflare and Netlify (src/post-build/security-headers.ts)",
  "_nginx.conf": "nginx (src/post-build/security-headers.ts)",
  ".assetsignore": "wrangler, as it uploads public/ (docs/deploying.md)",
  [`${SEARCH_INDEX_DIR}/`]:
    "the search page: its bundle loads the index's entry file, which loads the rest as a visitor types (src/search/)",
}

/** Files whose text may name other files. */
const TEXT = /\.(html?|xml|json|webmanifest|js|mjs|css|txt|svg)$/i

const siteOrigin = new URL(site.siteUrl).origin

/**
 * The addresses of this site a text names: root-relative ("/static/a.webp", in an attribute, a
 * srcset, a string in a script) and absolute on the site's own origin (the sitemap, the feed, a
 * page's og:image), each as the path it asks for, decoded, without its query or fragment.
 */
export function addressesIn(text: string): string[] {
  const found = new Set<string>()
  const origin = siteOrigin.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")
  // After a quote, a bracket, a space, "=", "," or ">".
  const pattern = new RegExp(`(?:^|[\\s"'(=,\\[>])(?:${origin})?(/[\\w.~%!$&*+:@/-]*)`, "g")
  // Quotes written as references in an attribute (an island's props: data-props="{&quot;src&quot;:...}") read as quotes.
  const unescaped = text
    .replace(/&(quot|#34|#x22);/gi, '"')
    .replace(/&(#39|#x27|apos);/gi, "'")
    .replace(/&amp;/gi, "&")
  for (const [, address] of unescaped.matchAll(pattern)) {
    if (address.startsWith("//")) continue // another site's, protocol-relative
    try {
      found.add(decodeURIComponent(address))
    } catch {
      found.add(address)
    }
  }
  return [...found]
}

/** The icons a web app manifest names, relative to the manifest's own address. */
function manifestAddresses(text: string, manifest: string): string[] {
  try {
    const icons = (JSON.parse(text) as { icons?: Array<{ src?: string }> }).icons ?? []
    return icons.flatMap((icon) => (icon.src ? [new URL(icon.src, `${siteOrigin}/${manifest}`).pathname] : []))
  } catch {
    return []
  }
}

/** The file of public/ an address is answered with, as the hosts answer it (a page's folder, its index.html), if any. */
function fileFor(address: string, files: ReadonlySet<string>): string | undefined {
  const relative = address.replace(/^\/+/, "").replace(/\/+$/, "")
  return [relative, `${relative}/index.html`.replace(/^\//, ""), `${relative}.html`].find((candidate) => files.has(candidate))
}

export type Reach = {
  /** Files nothing reaches outside Gatsby's own asset folders: the build stops on these. */
  unreferenced: string[]
  /** Files nothing reaches in Gatsby's asset folders (public/static/...): images of earlier builds. */
  unusedAssets: string[]
}

/**
 * What nothing reaches in publicDir, starting from `pageFiles` (every page's file, relative to
 * publicDir). With `recordFile` (the post-build's, in .cache/), the addresses each file names are
 * kept there and a file whose stamp is unchanged is not read again (../build-tools/stamped-record.ts);
 * `code` names what found them (a digest of this module), so that other code reads every file again.
 */
export function unreachedFiles(publicDir: string, pageFiles: readonly string[], kept?: { recordFile: string; code: string }): Reach {
  const record = kept ? stampedRecord<string[]>(kept.recordFile, `${kept.code} ${siteOrigin}`, publicDir) : undefined
  const files = new Set(filesUnder(publicDir))
  const folders = Object.keys(ASKED_FOR_BY_NAME).filter((name) => name.endsWith("/"))
  const reached = new Set<string>()
  const queue: string[] = []
  const reach = (file: string | undefined) => {
    if (file === undefined || reached.has(file)) return
    reached.add(file)
    if (TEXT.test(file)) queue.push(file)
  }
  for (const file of [...pageFiles, ...Object.keys(ASKED_FOR_BY_NAME)]) reach(files.has(file) ? file : undefined)
  for (const file of files) if (folders.some((folder) => file.startsWith(folder))) reached.add(file)
  while (queue.length > 0) {
    const file = queue.pop()!
    const named = () => {
      const text = fs.readFileSync(path.join(publicDir, file), "utf8")
      return file.endsWith(".webmanifest") ? manifestAddresses(text, file) : addressesIn(text)
    }
    for (const address of record ? record.valueOf(file, named) : named()) reach(fileFor(address, files))
  }
  record?.save()
  const unreached = [...files].filter((file) => !reached.has(file)).sort()
  const isAsset = (file: string) => GATSBY_ASSET_FOLDERS.some((folder) => file.startsWith(`${folder}/`))
  return { unreferenced: unreached.filter((file) => !isAsset(file)), unusedAssets: unreached.filter(isAsset) }
}

/** Throws, naming each file, if anything outside Gatsby's asset folders is unreferenced. */
export function checkReferenced(reach: Reach): void {
  if (reach.unreferenced.length === 0) return
  throw new Error(
    `public/ holds ${reach.unreferenced.length} file(s) that no page, feed, sitemap, manifest or host file names: ` +
      `${reach.unreferenced.join(", ")}. Link each from a page, or take it out of the project's static/ folder ` +
      "(Gatsby copies what it holds to public/ as it is); a file asked for by its name belongs in " +
      "src/post-build/unreferenced-files.ts (ASKED_FOR_BY_NAME), with who asks for it. A file an earlier build " +
      "left in a kept public/ (from a plugin since removed, say) goes with `npx gatsby clean`.",
  )
}

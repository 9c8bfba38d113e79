/**
 * The site's own Gatsby adapter, named in gatsby-config.ts. Gatsby 5.12 and later install an
 * adapter of their own for the platform they detect when the config names none (on Netlify,
 * gatsby-adapter-netlify: it adds header rules of its own to public/_headers, Referrer-Policy:
 * same-origin among them, and moves pages): naming this one means Gatsby installs nothing, and
 * public/ is what the post-build wrote (docs/hosting.md#netlify-the-alternative).
 *
 * It does one thing, and only in a build on Netlify (Netlify sets NETLIFY=true): every page
 * Gatsby wrote as <path>/index.html is also written as <path>.html. Netlify answers /pricing for
 * pricing/index.html with a redirect to /pricing/, but serves pricing.html at /pricing, and
 * redirects /pricing/ to it: one address per page, the one the site links, as Cloudflare does with
 * html_handling "drop-trailing-slash" (wrangler.jsonc). gatsby-adapter-netlify does the same for
 * trailingSlash "never" (it moves the file; copying keeps public/ as the post-build's record of
 * finished pages describes it).
 */
import fs from "fs"
import path from "path"
import type { IAdapter } from "gatsby"
import { GATSBY_ASSET_FOLDERS, GATSBY_WORKING_FOLDERS } from "../build-tools/gatsby-output"

/** Folders of public/ that hold no pages (src/build-tools/gatsby-output.ts). */
const NOT_PAGES = new Set<string>([...GATSBY_ASSET_FOLDERS, ...GATSBY_WORKING_FOLDERS])

/** Every <path>/index.html below the root of publicDir, as <path>. */
function pageFolders(publicDir: string, prefix = ""): string[] {
  return fs.readdirSync(path.join(publicDir, prefix), { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || (prefix === "" && NOT_PAGES.has(entry.name))) return []
    const folder = prefix ? `${prefix}/${entry.name}` : entry.name
    return [...(fs.existsSync(path.join(publicDir, folder, "index.html")) ? [folder] : []), ...pageFolders(publicDir, folder)]
  })
}

/** Writes <path>.html beside every <path>/index.html that has none; gives the number written. */
export function writeNetlifyPageFiles(publicDir: string): number {
  let written = 0
  for (const folder of pageFolders(publicDir)) {
    const file = path.join(publicDir, `${folder}.html`)
    if (fs.existsSync(file)) continue
    fs.copyFileSync(path.join(publicDir, folder, "index.html"), file)
    written++
  }
  return written
}

export const siteAdapter = (): IAdapter => ({
  name: "respite-static-files",
  adapt({ reporter }) {
    if (!process.env.NETLIFY) return
    const written = writeNetlifyPageFiles(path.resolve("public"))
    reporter.info(`Netlify: ${written} pages also written as <path>.html, served at their address without a redirect`)
  },
})

/**
 * A small build of the site, written without Gatsby: what the check of a deployed site
 * (scripts/deploy/check-live.mjs) asks of a build, from the site's own modules (each page's policy
 * and the host files from src/post-build/security-headers.ts, the id from src/post-build/build-id.ts),
 * so the deploy's tests run in a second instead of after a build. Pages: the landing page, the
 * imprint (with the contact address as a mailto: link, which Cloudflare's Email Address Obfuscation
 * rewrites), the 404 page; a sitemap, the search index's files and one script of the site's own.
 */
import fs from "fs"
import path from "path"
import { site } from "../../src/config/site"
import { writeBuildId } from "../../src/post-build/build-id"
import { headerRules, pagePolicy, toHeadersFile } from "../../src/post-build/security-headers"
import { SEARCH_INDEX_DIR } from "../../src/search/search-index-dir"

const SCRIPT = "_islands/carousel-AB12CD34.js"

const page = (pagePath: string, title: string, body: string) =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  `<meta http-equiv="Content-Security-Policy" content="${pagePolicy({ path: pagePath, sources: { scripts: [], styles: [], styleAttributes: [] } })}">` +
  `<title>${title}</title></head><body><main><h1>${title}</h1>${body}</main><script type="module" src="/${SCRIPT}"></script></body></html>`

/**
 * Writes the build into dir (which must not exist yet, or be empty) and gives its id. `edition`
 * changes the landing page's text, so two editions are two builds with two ids.
 */
export function writeLiveSite(dir: string, edition = "1"): string {
  const files: Record<string, string> = {
    "index.html": page("/", "Respite", `<p>Break reminders for your Mac, edition ${edition}.</p>`),
    "imprint/index.html": page("/imprint", "Imprint", `<p>Contact: <a href="mailto:${site.contactEmail}">${site.contactEmail}</a></p>`),
    "404.html": page("/404.html", "Page not found", "<p>Nothing here.</p>"),
    "404/index.html": page("/404", "Page not found", "<p>Nothing here.</p>"),
    [SCRIPT]: "export {}\n",
    "sitemap-index.xml": `<?xml version="1.0" encoding="UTF-8"?><sitemapindex><sitemap><loc>${site.siteUrl}/sitemap-0.xml</loc></sitemap></sitemapindex>`,
    "sitemap-0.xml": `<?xml version="1.0" encoding="UTF-8"?><urlset><url><loc>${site.siteUrl}/</loc></url><url><loc>${site.siteUrl}/imprint</loc></url></urlset>`,
    [`${SEARCH_INDEX_DIR}/pagefind-entry.json`]: JSON.stringify({
      version: "1.6.0",
      languages: { en: { hash: "en_0123456789", page_count: 2 } },
    }),
    [`${SEARCH_INDEX_DIR}/pagefind.js`]: "export {}\n",
    [`${SEARCH_INDEX_DIR}/pagefind.en_0123456789.pf_meta`]: "index",
    _headers: toHeadersFile(headerRules()),
  }
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  return writeBuildId(dir)
}

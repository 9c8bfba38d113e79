/**
 * The files hosts and crawlers read beside the pages: _headers (Cloudflare, Netlify, and
 * scripts/serve.mjs), _nginx.conf (./security-headers.ts says what each header does) and robots.txt
 * (./robots.ts). The same files whatever the number of pages.
 */
import fs from "fs"
import path from "path"
import { robotsTxt } from "./robots"
import { headerRules, toHeadersFile, toNginxConf } from "./security-headers"

/** Writes the host files into publicDir; gives the number of header rules. */
export function writeHostFiles(publicDir: string): number {
  const rules = headerRules()
  const files = { _headers: toHeadersFile(rules), "_nginx.conf": toNginxConf(), "robots.txt": robotsTxt() }
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(publicDir, name), text)
  return rules.length
}

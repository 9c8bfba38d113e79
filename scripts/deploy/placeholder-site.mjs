// @ts-check
// A page for a Worker to serve where the site is not: the first version of a Worker the deploy
// creates (it serves no visitor: no custom domain is attached yet, ./workers.mjs), and what a
// closed pull request's preview address shows (./preview.mjs). One page for every path, kept out
// of search engines, with no script and no style.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

const escapeHtml = (/** @type {string} */ text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

/**
 * Writes the page into a new folder and gives the folder, which the caller removes.
 * @param {{ title: string, text: string }} page
 */
export function writePlaceholderSite({ title, text }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "placeholder-site-"))
  const html = `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>\n<body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></body></html>\n`
  fs.writeFileSync(path.join(dir, "index.html"), html)
  fs.writeFileSync(path.join(dir, "404.html"), html)
  fs.writeFileSync(path.join(dir, "_headers"), "/*\n  X-Robots-Tag: noindex\n  Content-Security-Policy: default-src 'none'\n")
  return dir
}

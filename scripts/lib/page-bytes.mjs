// @ts-check
// Each page's HTML in bytes, raw, gzip and brotli (as scripts/serve.mjs and the hosts send it),
// beside its budget (scripts/budgets.json, html; the build stops on a page over it:
// src/post-build/page-budget.ts). npm run bench prints it for this build and its reference.
import fs from "node:fs"
import zlib from "node:zlib"
import { builtPages } from "./built-pages.mjs"

const budgets = JSON.parse(fs.readFileSync(new URL("../budgets.json", import.meta.url), "utf8")).html
const KB = 1024

/**
 * @param {string} publicDir  a build's public/, with its record of pages beside it
 * @returns {Array<{ page: string, raw: number, gzip: number, brotli: number, budget: number, over: boolean }>}
 */
export function pageBytes(publicDir) {
  return builtPages(publicDir).map(({ path: page, file }) => {
    const html = fs.readFileSync(file)
    const brotli = zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length
    const budget = (budgets.pages[page] ?? budgets.brotliKB) * KB
    return { page, raw: html.length, gzip: zlib.gzipSync(html).length, brotli, budget, over: brotli > budget }
  })
}

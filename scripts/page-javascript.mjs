#!/usr/bin/env node
// @ts-check
// The JavaScript every page of a build costs a visitor, gzip: the bundles the page requests when it
// is visited (in Chromium, until it is live and the network is quiet) and its inline scripts. With a
// second build, each page's difference too: how a change was measured (docs/performance.md).
//   node scripts/page-javascript.mjs public [/path/to/the/build/before/public]
// Serves each build with scripts/serve.mjs on PORT (default 9000) and the next port.
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { chromium } from "@playwright/test"
import { Parser } from "htmlparser2"
import { htmlFiles, pagePath } from "./lib/built-pages.mjs"
import { serve } from "./lib/lighthouse-runner.mjs"
import { importSiteModule } from "./lib/site-source.mjs"

const { LIVE_ATTRIBUTE } = await importSiteModule("src/page-life/marker.ts")
const scripts = path.dirname(new URL(import.meta.url).pathname)
const browserSettings = JSON.parse(fs.readFileSync(path.join(scripts, "chromium.json"), "utf8"))
const port = Number(process.env.PORT ?? 9000)

/** @param {string | Buffer} content */
const gzipped = (content) => zlib.gzipSync(content).length

/**
 * The text of a page's inline scripts (JSON-LD is data, not code), in order.
 * @param {string} html
 */
function inlineScripts(html) {
  /** @type {string[]} */
  const found = []
  let text = ""
  let collecting = false
  const parser = new Parser({
    onopentag(name, attributes) {
      collecting = name === "script" && attributes.src === undefined && attributes.type !== "application/ld+json"
      text = ""
    },
    ontext(chunk) {
      if (collecting) text += chunk
    },
    onclosetag(name) {
      if (name === "script" && collecting) found.push(text)
      collecting = false
    },
  })
  parser.write(html)
  parser.end()
  return found
}

/** @typedef {{ bundles: number, inline: number, inlineRaw: number, html: number, files: string[] }} PageCost */

/**
 * @param {string} dir  a build's public/ folder
 * @param {number} at   the port to serve it on
 * @returns {Promise<Map<string, PageCost>>}
 */
async function measure(dir, at) {
  const server = await serve(dir, at)
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? browserSettings.path, args: browserSettings.args })
  /** @type {Map<string, PageCost>} */
  const costs = new Map()
  try {
    const page = await browser.newPage()
    for (const file of htmlFiles(dir)) {
      const route = pagePath(dir, file)
      /** @type {Set<string>} */
      const requested = new Set()
      const onRequest = (/** @type {import("@playwright/test").Request} */ request) => {
        const url = new URL(request.url())
        if (url.port === String(at) && url.pathname.endsWith(".js")) requested.add(url.pathname)
      }
      page.on("request", onRequest)
      await page.goto(`http://localhost:${at}${route}`, { waitUntil: "networkidle" })
      // The live marker (src/page-life/marker.ts), or the one it had before issue 33 renamed it, so
      // that a build from before then can be the reference.
      await page.locator(`html[${LIVE_ATTRIBUTE}], html[data-hydrated]`).waitFor({ state: "attached", timeout: 15_000 })
      await page.waitForLoadState("networkidle")
      page.off("request", onRequest)
      await page.goto("about:blank")
      const html = fs.readFileSync(file, "utf8")
      const inline = inlineScripts(html).join("\n")
      const files = [...requested].sort()
      costs.set(route, {
        bundles: files.reduce((sum, each) => sum + gzipped(fs.readFileSync(path.join(dir, each))), 0),
        inline: inline ? gzipped(inline) : 0,
        inlineRaw: Buffer.byteLength(inline),
        html: gzipped(html),
        files,
      })
    }
  } finally {
    await browser.close()
    server.kill()
  }
  return costs
}

const [after, before] = process.argv.slice(2)
if (!after) throw new Error("usage: node scripts/page-javascript.mjs <public> [<public before>]")
const now = await measure(path.resolve(after), port)
const then = before ? await measure(path.resolve(before), port + 1) : null

const bytes = (/** @type {number} */ value) => value.toLocaleString("en")
const signed = (/** @type {number} */ value) => (value > 0 ? `+${bytes(value)}` : bytes(value))
console.log(
  then
    ? "| Page | Bundles (gzip B) | Δ | Inline scripts (gzip B) | Δ | Bundles + inline Δ | HTML (gzip B) | Δ |"
    : "| Page | Bundles (gzip B) | Inline scripts (gzip B) | HTML (gzip B) |",
)
console.log(then ? "| --- | --: | --: | --: | --: | --: | --: | --: |" : "| --- | --: | --: | --: |")
for (const [route, cost] of [...now].sort(([a], [b]) => a.localeCompare(b))) {
  const old = then?.get(route)
  if (!then) console.log(`| \`${route}\` | ${bytes(cost.bundles)} | ${bytes(cost.inline)} | ${bytes(cost.html)} |`)
  else if (!old)
    console.log(`| \`${route}\` | ${bytes(cost.bundles)} | (new) | ${bytes(cost.inline)} | (new) | | ${bytes(cost.html)} | (new) |`)
  else {
    const bundles = cost.bundles - old.bundles
    const inline = cost.inline - old.inline
    console.log(
      `| \`${route}\` | ${bytes(cost.bundles)} | ${signed(bundles)} | ${bytes(cost.inline)} | ${signed(inline)} | ${signed(bundles + inline)} | ${bytes(cost.html)} | ${signed(cost.html - old.html)} |`,
    )
  }
}

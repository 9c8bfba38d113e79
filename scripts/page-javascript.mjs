#!/usr/bin/env node
// @ts-check
// The JavaScript a page costs a visitor who only looks at it, gzip level 9: in Chromium at 390 by 844
// px, with no input (the pointer never moves), every script response the page receives and every
// inline script it carries, until the load event, a quiet network and 5 s more (an island that
// wakes on sight or on load has woken by then; one that wakes on use has not). With a second build,
// each page side by side with it, and the ratio: how a change was measured (docs/performance.md).
//   node scripts/page-javascript.mjs public [/path/to/the/build/before/public] [--all]
// One page of each kind (every page that is not a post, a help article or a list beyond the first
// of each), or every page with --all. Serves each build with scripts/serve.mjs on PORT (default
// 9000) and the next port.
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { chromium } from "@playwright/test"
import { Parser } from "htmlparser2"
import { htmlFiles, pagePath } from "./lib/built-pages.mjs"
import { serve } from "./lib/lighthouse-runner.mjs"

const scripts = path.dirname(new URL(import.meta.url).pathname)
const browserSettings = JSON.parse(fs.readFileSync(path.join(scripts, "chromium.json"), "utf8"))
const port = Number(process.env.PORT ?? 9000)
/** How long a page is watched after its network is quiet. */
const AFTER_QUIET_MS = 5000

/** @param {string | Buffer} content */
const gzipped = (content) => zlib.gzipSync(content, { level: 9 }).length

/**
 * The text of a page's inline JavaScript (JSON-LD and Speculation Rules are data, not code).
 * @param {string} html
 */
function inlineScripts(html) {
  /** @type {string[]} */
  const found = []
  let text = ""
  let collecting = false
  const parser = new Parser({
    onopentag(name, attributes) {
      const type = (attributes.type ?? "").toLowerCase()
      collecting = name === "script" && attributes.src === undefined && ["", "text/javascript", "module"].includes(type)
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

/**
 * The pages to measure in a build: one of each kind, or all.
 * @param {string} dir
 * @param {boolean} all
 */
function routesOf(dir, all) {
  const routes = htmlFiles(dir).map((file) => pagePath(dir, file))
  if (all) return routes
  const seen = new Set()
  return routes.filter((route) => {
    // A post, a help article, a list's page: the first of each kind stands for the rest.
    const kind = /^\/blog\/(category\/|page\/)/.test(route)
      ? "blog list"
      : /^\/blog\/./.test(route)
        ? "post"
        : /^\/help\/./.test(route)
          ? "help article"
          : route
    if (seen.has(kind)) return false
    seen.add(kind)
    return true
  })
}

/** @typedef {{ responses: number, inline: number, files: string[] }} PageCost */

/**
 * @param {string} dir  a build's public/ folder
 * @param {number} at   the port to serve it on
 * @param {string[]} routes
 * @returns {Promise<Map<string, PageCost>>}
 */
async function measure(dir, at, routes) {
  const server = await serve(dir, at)
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? browserSettings.path, args: browserSettings.args })
  /** @type {Map<string, PageCost>} */
  const costs = new Map()
  try {
    for (const route of routes) {
      // A page of its own each time: a cold cache, as a first visit.
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
      const page = await context.newPage()
      /** @type {Promise<{ path: string, bytes: number }>[]} */
      const responses = []
      page.on("response", (response) => {
        if (response.request().resourceType() !== "script") return
        responses.push(response.body().then((body) => ({ path: new URL(response.url()).pathname, bytes: gzipped(body) })))
      })
      const document = await page.goto(`http://localhost:${at}${route}`, { waitUntil: "load" })
      await page.waitForLoadState("networkidle")
      await page.waitForTimeout(AFTER_QUIET_MS)
      const html = (await document?.text()) ?? ""
      const got = await Promise.all(responses)
      await context.close()
      const inline = inlineScripts(html).join("\n")
      costs.set(route, {
        responses: got.reduce((sum, each) => sum + each.bytes, 0),
        inline: inline ? gzipped(inline) : 0,
        files: got.map((each) => each.path).sort(),
      })
    }
  } finally {
    await browser.close()
    server.kill()
  }
  return costs
}

const args = process.argv.slice(2)
const [after, before] = args.filter((arg) => !arg.startsWith("--"))
if (!after) throw new Error("usage: node scripts/page-javascript.mjs <public> [<public before>] [--all]")
const routes = routesOf(path.resolve(after), args.includes("--all"))
const now = await measure(path.resolve(after), port, routes)
const then = before ? await measure(path.resolve(before), port + 1, routes) : null

const kb = (/** @type {number} */ value) => (value / 1000).toFixed(1)
const total = (/** @type {PageCost} */ cost) => cost.responses + cost.inline
console.log(
  then
    ? "| Page | Scripts (KB gzip) | Inline (KB gzip) | Before any interaction (KB) | Before, reference build (KB) | Ratio |"
    : "| Page | Scripts (KB gzip) | Inline (KB gzip) | Before any interaction (KB) |",
)
console.log(then ? "| --- | --: | --: | --: | --: | --: |" : "| --- | --: | --: | --: |")
for (const route of routes) {
  const cost = now.get(route)
  if (!cost) continue
  const old = then?.get(route)
  const row = [`\`${route}\``, kb(cost.responses), kb(cost.inline), kb(total(cost))]
  if (then) row.push(old ? kb(total(old)) : "(new)", old ? (total(cost) / total(old)).toFixed(2) : "")
  console.log(`| ${row.join(" | ")} |`)
}
if (process.env.VERBOSE) for (const [route, cost] of now) console.log(route, cost.files.join(" "))

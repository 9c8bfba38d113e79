#!/usr/bin/env node
// @ts-check
// Every page of a build opened in Firefox (Debian's firefox-esr, driven by puppeteer-core over
// WebDriver BiDi), failing on any console error, uncaught page error or Content-Security-Policy
// violation, with each page's islands woken: the ones that wake on load by themselves, those that
// wake on sight as the page is scrolled to each, and those that wake on use by focus moved into them.
//   node scripts/check-firefox.mjs [public]
// Serves the build with scripts/serve.mjs on PORT (default 9000). The legal widget's and the product
// API's hosts are not reachable here: requests to them are answered by the check (an empty script,
// a 204), as the Chromium suite's routes answer them.
import path from "node:path"
import puppeteer from "puppeteer-core"
import { builtPages } from "./lib/built-pages.mjs"
import { serve } from "./lib/lighthouse-runner.mjs"
import { importSiteModule } from "./lib/site-source.mjs"
import { scaled } from "./lib/time-limits.cjs"
import { TOOLS, findTool } from "./lib/tools.mjs"

const publicDir = path.resolve(process.argv[2] ?? "public")
const pages = builtPages(publicDir)
const port = Number(process.env.PORT ?? 9000)
const firefox = findTool(TOOLS.firefox.what, TOOLS.firefox.paths, TOOLS.firefox.install, "The Firefox check")
if (!firefox) process.exit(0)
const { site } = await importSiteModule("src/config/site.ts")
const elsewhere = [new URL(site.legalWidget.scriptUrl).origin, new URL(site.apiUrl).origin]

const server = await serve(publicDir, port)
const browser = await puppeteer.launch({ browser: "firefox", executablePath: firefox, headless: true, protocol: "webDriverBiDi" })
/** @type {string[]} */
const problems = []
try {
  const page = await browser.newPage()
  let at = ""
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`${at}: ${message.text()}`)
  })
  page.on("pageerror", (error) => problems.push(`${at}: ${/** @type {Error} */ (error).message}`))
  await page.setRequestInterception(true)
  // Each answer awaited: over WebDriver BiDi, a navigation whose request was let through without
  // waiting for it can end with no response object (puppeteer issue 12773), which read as "answered undefined".
  page.on("request", async (request) => {
    const origin = new URL(request.url()).origin
    if (!elsewhere.includes(origin)) return await request.continue()
    if (request.method() === "OPTIONS")
      return await request.respond({ status: 204, headers: { "access-control-allow-origin": "*", "access-control-allow-headers": "*" } })
    return await request.respond({ status: 200, contentType: "application/javascript", body: "" })
  })
  await page.evaluateOnNewDocument(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP: ${event.violatedDirective} blocked ${event.blockedURI}`),
    )
  })
  for (const { path: route } of pages) {
    at = route
    const response = await page.goto(`http://localhost:${port}${route}`, { waitUntil: "load" })
    if (!response || (response.status() !== 200 && !route.startsWith("/404"))) problems.push(`${route}: answered ${response?.status()}`)
    // In the page, in one call (each call to the browser costs a round trip of WebDriver BiDi): scroll
    // to each island that wakes on sight until it has been seen, move focus into each that wakes on use,
    // then wait until every island has settled, live or failed (src/islands/loader.ts).
    const states = await page.evaluate(
      async (seenWithin, settledWithin) => {
        /** @param {() => boolean} done @param {number} ms */
        const until = (done, ms) =>
          new Promise((resolve) => {
            const by = Date.now() + ms
            const look = () => (done() || Date.now() > by ? resolve(undefined) : setTimeout(look, 20))
            look()
          })
        for (const island of document.querySelectorAll('site-island[data-wakes="on-sight"]')) {
          island.firstElementChild?.scrollIntoView()
          await until(() => island.hasAttribute("data-seen-at"), seenWithin)
        }
        for (const island of document.querySelectorAll('site-island[data-wakes="on-use"]')) {
          const first = island.querySelector("input, button, a, img")
          if (first instanceof HTMLElement) first.focus()
        }
        const settled = () =>
          [...document.querySelectorAll("site-island")].every((island) =>
            /^(live|failed)$/.test(island.getAttribute("data-island-state") ?? ""),
          )
        await until(settled, settledWithin)
        return [...document.querySelectorAll("site-island")].map(
          (island) => `${island.getAttribute("data-island")}: ${island.getAttribute("data-island-state")}`,
        )
      },
      scaled(20_000),
      scaled(40_000),
    )
    const asleep = states.filter((state) => !state.endsWith(": live"))
    if (asleep.length > 0) problems.push(`${route}: islands not live: ${asleep.join(", ")}`)
  }
} finally {
  await browser.close()
  server.kill()
}
console.log(`Firefox ${firefox}: ${pages.length} pages opened`)
if (problems.length > 0) {
  console.error(problems.join("\n"))
  process.exit(1)
}
console.log("No console error, page error or policy violation; every island woke.")

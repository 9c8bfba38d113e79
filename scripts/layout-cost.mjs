// @ts-check
// npm run bench:layout -- [FOLDER] [PAGE...]: the main-thread work of a page's load, which
// Lighthouse's simulation multiplies by four before its first paint (docs/performance.md): for each
// page of a built site (public/ by default), RUNS (default 7) loads in a new context of Chromium's
// headless shell as a phone (412 px, as Lighthouse's mobile emulation), and the medians of Chromium's
// own counters at the load event: layout, style, script and every task, in ms. Beside them, a bare
// page (one paragraph of static HTML) served the same way. Quicker and steadier than Lighthouse,
// for trying a change to a copy of public/ before making it in the source.
//   npm run bench:layout -- public /pricing /blog/digital-eye-strain
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { chromium } from "@playwright/test"
import { serve, median } from "./lib/lighthouse-runner.mjs"
import { TOOLS, findTool } from "./lib/tools.mjs"

const [folder = "public", ...pages] = process.argv.slice(2)
const RUNS = Number(process.env.RUNS ?? 7)
const PORT = Number(process.env.BENCH_PORT ?? 9530)
const chromiumConfig = JSON.parse(fs.readFileSync(path.join(path.dirname(new URL(import.meta.url).pathname), "chromium.json"), "utf8"))
const COUNTERS = { layout: "LayoutDuration", style: "RecalcStyleDuration", script: "ScriptDuration", tasks: "TaskDuration" }

const bareDir = fs.mkdtempSync(path.join(os.tmpdir(), "respite-bare-page-"))
fs.writeFileSync(
  path.join(bareDir, "index.html"),
  '<!doctype html><html lang="en"><title>Bare</title><p>One paragraph of static HTML.</p>\n',
)
const servers = [await serve(path.resolve(folder), PORT), await serve(bareDir, PORT + 1)]
const executablePath =
  process.env.CHROMIUM_PATH ??
  findTool(TOOLS.headlessShell.what, TOOLS.headlessShell.paths, TOOLS.headlessShell.install, "npm run bench:layout") ??
  chromiumConfig.path
const browser = await chromium.launch({ executablePath, args: chromiumConfig.args })
try {
  const targets = [
    ...(pages.length ? pages : ["/"]).map((page) => [page, `http://localhost:${PORT}${page}`]),
    ["the bare page", `http://localhost:${PORT + 1}/`],
  ]
  for (const [name, url] of targets) {
    /** @type {Record<string, number[]>} */
    const samples = Object.fromEntries(Object.keys(COUNTERS).map((key) => [key, []]))
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      })
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send("Performance.enable")
      await page.goto(url, { waitUntil: "load" })
      const { metrics } = await cdp.send("Performance.getMetrics")
      for (const [key, counter] of Object.entries(COUNTERS))
        samples[key].push(1000 * (metrics.find((metric) => metric.name === counter)?.value ?? NaN))
      await context.close()
    }
    console.log(
      `${name.padEnd(40)} ${Object.entries(samples)
        .map(([key, values]) => `${key} ${median(values).toFixed(1)}`)
        .join("  ")}  (ms, median of ${RUNS})`,
    )
  }
} finally {
  await browser.close()
  for (const server of servers) server.kill()
  fs.rmSync(bareDir, { recursive: true, force: true })
}

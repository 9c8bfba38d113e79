#!/usr/bin/env node
// @ts-check
// npm run bench: this site and a bare Gatsby page (the floor), measured side by side in one run,
// because this 2-core machine is shared and noisy: only numbers taken together compare.
//   1. build times, in a throwaway copy: from clean, again with nothing changed, after editing a post
//   2. the floor: a one-heading Gatsby page built from the same node_modules, with nothing added
//   3. Lighthouse mobile, RUNS times per page, site and floor interleaved run by run; medians
// With BENCH_REFERENCE=<another build's public/>, that build is measured instead of the floor, page
// by page, each run of a page of the site followed by the same page of the reference: how a change is
// measured against the commit before it (docs/performance.md). The builds are not timed then.
// Prints the tables and writes reports/bench.json; docs/performance.md is written from them.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { spawnSync } from "node:child_process"
import { build, copyProject, edit } from "./lib/project-copy.mjs"
import { launchChromium, measure, medians, serve } from "./lib/lighthouse-runner.mjs"
import { pageBytes } from "./lib/page-bytes.mjs"

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
/** The site is served on BENCH_PORT, the floor on the port after it (another checkout may be benchmarking on the defaults). */
const SITE_PORT = Number(process.env.BENCH_PORT ?? 9301)
const FLOOR_PORT = SITE_PORT + 1
/** The pages measured; BENCH_PAGES="/,/pricing" measures those instead. */
const PAGES = process.env.BENCH_PAGES
  ? process.env.BENCH_PAGES.split(",")
  : ["/", "/pricing", "/blog", "/blog/digital-eye-strain", "/feedback", "/offers", "/help", "/help/meeting-and-video-detection", "/search"]
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..")
const nodeModules = path.join(root, "node_modules")

async function buildTimes() {
  console.log("Build times (throwaway copy of the project)")
  const dir = copyProject()
  try {
    const cold = (await build(dir, "from clean")).seconds
    const unchanged = (await build(dir, "nothing changed")).seconds
    edit(dir, "content/blog/digital-eye-strain/index.mdx", (mdx) => `${mdx}\nOne more sentence for the benchmark.\n`)
    const onePost = (await build(dir, "one post edited")).seconds
    return { coldS: cold, unchangedS: unchanged, onePostS: onePost }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** The floor: what Gatsby 5 and React ship for a page with one heading and no plugins. */
function buildFloor() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "respite-floor-"))
  // Gatsby's CLI builds only a folder whose package.json names gatsby; the versions are the site's own.
  const own = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).dependencies
  const dependencies = Object.fromEntries(["gatsby", "react", "react-dom"].map((name) => [name, own[name]]))
  fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "floor", private: true, dependencies }))
  fs.writeFileSync(path.join(dir, "gatsby-config.js"), "module.exports = { siteMetadata: { title: 'Floor' } }\n")
  fs.mkdirSync(path.join(dir, "src/pages"), { recursive: true })
  fs.writeFileSync(
    path.join(dir, "src/pages/index.js"),
    `import React from "react"
export default function Index() {
  return <main><h1>A bare Gatsby page</h1><p>The floor this site is measured against.</p></main>
}
export const Head = () => <><html lang="en" /><title>Floor</title><meta name="description" content="A bare Gatsby page" /></>
`,
  )
  fs.symlinkSync(nodeModules, path.join(dir, "node_modules"))
  const result = spawnSync("bash", ["-c", `. "${root}/scripts/env.sh" && npx gatsby build`], { cwd: dir, encoding: "utf8" })
  if (result.status !== 0) throw new Error(`floor build failed:\n${result.stdout}${result.stderr}`)
  return dir
}

/** @param {object} rows */
function table(rows) {
  console.table(rows)
}

/**
 * Each page's HTML, raw, gzip and brotli, beside its brotli budget; with a reference, its bytes in
 * brackets. Gives the rows for the report.
 * @param {string} publicDir
 * @param {string | null} referenceDir
 */
function printPageBytes(publicDir, referenceDir) {
  const then = referenceDir ? new Map(pageBytes(referenceDir).map((row) => [row.page, row])) : new Map()
  const rows = Object.fromEntries(
    pageBytes(publicDir).map((now) => {
      const old = then.get(now.page)
      /** @param {"raw" | "gzip" | "brotli"} key */
      const cell = (key) => `${now[key]}${old ? ` (${old[key]})` : ""}`
      return [now.page, { raw: cell("raw"), gzip: cell("gzip"), brotli: cell("brotli"), budget: now.budget, "within budget": !now.over }]
    }),
  )
  console.log(
    `\nEach page's HTML in bytes${referenceDir ? ` (the reference ${referenceDir} in brackets)` : ""}; budget: brotli (scripts/budgets.json)`,
  )
  table(rows)
  return rows
}

/**
 * This build and `referenceDir` (another build's public/), page by page, RUNS times, interleaved:
 * medians of each, and this build's against the reference's. Writes reports/bench-reference.json.
 * @param {string} referenceDir
 */
async function againstReference(referenceDir) {
  const site = await serve(path.join(root, "public"), SITE_PORT)
  const other = await serve(referenceDir, FLOOR_PORT)
  // What this machine's Lighthouse gives a page that costs nothing: one paragraph of static HTML,
  // measured in every run beside the pages, so a target below it reads as the machine's, not the site's.
  // Twice: with this build's host headers (public/_headers), as every page of the site is served, and
  // with none: one of those headers alone (Cross-Origin-Opener-Policy) adds about 170 ms to the bare
  // page's simulated LCP (docs/performance.md#the-floor-with-the-sites-headers).
  /** @type {Array<{ how: string, dir: string, port: number, runs: import("./lib/lighthouse-runner.mjs").Summary[] }>} */
  const bares = [
    { how: "with this build's headers", headers: true },
    { how: "with no headers", headers: false },
  ].map(({ how, headers }, index) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "respite-bare-page-"))
    fs.writeFileSync(
      path.join(dir, "index.html"),
      '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Bare</title><meta name="description" content="One paragraph of static HTML"><p>One paragraph of static HTML: the floor of this machine.</p></html>\n',
    )
    if (headers) fs.copyFileSync(path.join(root, "public", "_headers"), path.join(dir, "_headers"))
    return { how, dir, port: FLOOR_PORT + 1 + index, runs: [] }
  })
  const bareServers = await Promise.all(bares.map((bare) => serve(bare.dir, bare.port)))
  const chrome = await launchChromium()
  /** @type {Record<string, { site: import("./lib/lighthouse-runner.mjs").Summary[], reference: import("./lib/lighthouse-runner.mjs").Summary[] }>} */
  const runs = Object.fromEntries(PAGES.map((page) => [page, { site: [], reference: [] }]))
  try {
    for (let run = 1; run <= RUNS; run++) {
      console.log(`Lighthouse run ${run} of ${RUNS}, this build, the reference and the bare page`)
      for (const page of PAGES) {
        runs[page].site.push(await measure(chrome, `http://localhost:${SITE_PORT}${page}`))
        runs[page].reference.push(await measure(chrome, `http://localhost:${FLOOR_PORT}${page}`))
      }
      for (const bare of bares) bare.runs.push(await measure(chrome, `http://localhost:${bare.port}/`))
    }
  } finally {
    await chrome.kill()
    site.kill()
    other.kill()
    for (const server of bareServers) server.kill()
    for (const bare of bares) fs.rmSync(bare.dir, { recursive: true, force: true })
  }
  const rows = Object.fromEntries(
    PAGES.map((page) => {
      const [now, then] = [medians(runs[page].site), medians(runs[page].reference)]
      return [
        page,
        {
          perf: `${now.performance} (${then.performance})`,
          a11y: `${now.accessibility} (${then.accessibility})`,
          bp: `${now["best-practices"]} (${then["best-practices"]})`,
          seo: `${now.seo} (${then.seo})`,
          "JS KB": `${now.scriptKB} (${then.scriptKB})`,
          "LCP ms": `${now.lcpMs} (${then.lcpMs})`,
          "TBT ms": `${now.tbtMs} (${then.tbtMs})`,
          CLS: `${now.cls} (${then.cls})`,
        },
      ]
    }),
  )
  const [withHeaders, withoutHeaders] = bares.map((bare) => ({ ...bare, median: medians(bare.runs) }))
  console.log(`\nMedians of ${RUNS} Lighthouse mobile runs: this build (the reference ${referenceDir})`)
  table(rows)
  for (const { how, runs: each, median } of [withHeaders, withoutHeaders])
    console.log(
      `The bare page (one paragraph of static HTML) ${how}, in the same runs: Performance ${median.performance}, LCP ${median.lcpMs} ms (each run: ${each.map((run) => run.lcpMs).join(" ")}), TBT ${median.tbtMs} ms`,
    )
  const bytes = printPageBytes(path.join(root, "public"), referenceDir)
  fs.mkdirSync(path.join(root, "reports"), { recursive: true })
  fs.writeFileSync(
    path.join(root, "reports", "bench-reference.json"),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        runs: RUNS,
        rows,
        bytes,
        bare: withHeaders.median,
        bareWithoutHeaders: withoutHeaders.median,
        raw: runs,
        bareRaw: withHeaders.runs,
        bareWithoutHeadersRaw: withoutHeaders.runs,
      },
      null,
      2,
    ),
  )
  process.exit(0)
}

const reference = process.env.BENCH_REFERENCE ? path.resolve(process.env.BENCH_REFERENCE) : null
// BENCH_BUILD_TIMES=0 skips the three timed builds (about 8 minutes) when only Lighthouse is wanted;
// against a reference they are never timed, since its report has no place for them.
const times = reference || process.env.BENCH_BUILD_TIMES === "0" ? {} : await buildTimes()
console.log(`Building this site (npm run build, keeping its cache)${reference ? "" : " and the floor"}`)
if (spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" }).status !== 0) process.exit(1)
if (reference) await againstReference(reference)
const floorDir = buildFloor()

const site = await serve(path.join(root, "public"), SITE_PORT)
const floor = await serve(path.join(floorDir, "public"), FLOOR_PORT)
const chrome = await launchChromium()
/** @type {Record<string, import("./lib/lighthouse-runner.mjs").Summary[]>} */
const samples = Object.fromEntries([...PAGES, "floor"].map((page) => [page, []]))
try {
  for (let run = 1; run <= RUNS; run++) {
    console.log(`Lighthouse run ${run} of ${RUNS}`)
    for (const page of PAGES) {
      samples[page].push(await measure(chrome, `http://localhost:${SITE_PORT}${page}`))
      // The floor is measured between pages, so both see the same machine load.
      if (page === PAGES[0] || page === PAGES[3]) samples.floor.push(await measure(chrome, `http://localhost:${FLOOR_PORT}/`))
    }
  }
} finally {
  await chrome.kill()
  site.kill()
  floor.kill()
  fs.rmSync(floorDir, { recursive: true, force: true })
}

const results = Object.fromEntries(Object.entries(samples).map(([page, runs]) => [page, medians(runs)]))
const f = results.floor
const ratios = Object.fromEntries(
  PAGES.map((page) => [
    page,
    {
      "JS × floor": Number((results[page].scriptKB / f.scriptKB).toFixed(2)),
      "total × floor": Number((results[page].totalKB / f.totalKB).toFixed(2)),
      "LCP × floor": Number((results[page].lcpMs / f.lcpMs).toFixed(2)),
      "TBT − floor (ms)": results[page].tbtMs - f.tbtMs,
    },
  ]),
)

console.log(`\nMedians of ${RUNS} Lighthouse mobile runs (floor: ${samples.floor.length} runs)`)
table(results)
console.log("Against the floor")
table(ratios)
console.log("Build times (s)")
table({ build: Object.fromEntries(Object.entries(times).map(([k, v]) => [k, Number(v.toFixed(1))])) })
const bytes = printPageBytes(path.join(root, "public"), null)

fs.mkdirSync(path.join(root, "reports"), { recursive: true })
const out = path.join(root, "reports", "bench.json")
fs.writeFileSync(
  out,
  JSON.stringify({ date: new Date().toISOString(), runs: RUNS, results, ratios, buildTimes: times, bytes, raw: samples }, null, 2),
)
console.log(`Wrote ${path.relative(root, out)}`)

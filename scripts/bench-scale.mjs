#!/usr/bin/env node
// @ts-check
// npm run bench:scale: what a growing blog costs. For N extra posts (each with its own images, as
// an editor's have), in a throwaway copy of the project: a build from clean, the first rebuild after
// it, a rebuild with nothing changed, a rebuild after editing one post (those two BENCH_SCALE_RUNS
// times each, 3 unless set, and their medians), the peak memory of the build's processes, how many page
// queries the last edit reran, the search index (its size, and the time writing it adds to a build), the
// size of /blog, of rss.xml, and the number of rules in public/_headers.
//   npm run bench:scale              N = 0, 100, 500, 1000
//   npm run bench:scale -- 0 50      other values of N
// With BENCH_SCALE_REFERENCE=<a checkout of another commit> (its own node_modules, or a link to
// this one's), each N is measured in a copy of that checkout too, right after this one's, and the
// table gives this build's figures over the reference's: on a shared machine only figures taken
// together compare (docs/performance.md).
// The 1,000-post row is held to targets (docs/performance.md#a-growing-blog-npm-run-benchscale): one post edited in at most 25 s,
// nothing changed in at most 15 s, peak memory under 2 GB; the run exits 1 when one is missed.
// Prints a table and writes reports/bench-scale.json; docs/performance.md is written from it.
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { median } from "./lib/median.mjs"
import { build, copyProject, edit, root } from "./lib/project-copy.mjs"
import { addSyntheticPosts } from "./lib/synthetic-posts.mjs"

const SIZES = process.argv.slice(2).length > 0 ? process.argv.slice(2).map(Number) : [0, 100, 500, 1000]
/** How many times each of the two rebuilds held to targets runs (BENCH_SCALE_RUNS, default 3). */
const RUNS = Math.max(1, Number(process.env.BENCH_SCALE_RUNS ?? 3))

/** What a build with 1,000 more posts must not exceed (docs/performance.md#a-growing-blog-npm-run-benchscale). */
const TARGETS = { posts: 1000, onePostSeconds: 25, unchangedSeconds: 15, peakMB: 2048 }

/** The search index line the build prints (src/post-build/stages.ts): its size and the seconds it took. */
function searchIndex(/** @type {string} */ output) {
  const line = /Search index: .*?, (\d+) KB, ([\d.]+) s/.exec(output)
  return { kilobytes: Number(line?.[1] ?? NaN), seconds: Number(line?.[2] ?? NaN) }
}

/** How many page queries a build ran, from Gatsby's "run queries in workers - … - 12/1256" line. */
function queriesRun(/** @type {string} */ output) {
  const line = /run queries in workers - [\d.]+s - (\d+)\/(\d+)/.exec(output)
  return line ? `${line[1]}/${line[2]}` : "0"
}

const kb = (/** @type {number} */ bytes) => Number((bytes / 1024).toFixed(1))
/** A file's size as sent: gzip, as scripts/serve.mjs and static hosts send text. */
const gzipped = (/** @type {string} */ file) => zlib.gzipSync(fs.readFileSync(file)).length

const reference = process.env.BENCH_SCALE_REFERENCE ? path.resolve(process.env.BENCH_SCALE_REFERENCE) : null

/**
 * @param {number} extra
 * @param {string} [from]  the checkout measured: this one, or the reference
 */
async function measure(extra, from = root) {
  console.log(`\nN = ${extra}${from === root ? "" : ` (the reference, ${from})`}`)
  const dir = copyProject("respite-scale-bench-", undefined, from)
  try {
    const started = Date.now()
    const slugs = await addSyntheticPosts(dir, extra, { images: "own" })
    if (extra > 0)
      console.log(`  wrote ${extra} posts with their own images in ${((Date.now() - started) / 1000).toFixed(0)} s (not timed below)`)
    const cold = await build(dir, "from clean")
    // The first build after one from clean re-stitches every page (Gatsby's slices) and so finishes
    // and indexes them all again: reported apart, then a build with nothing changed since.
    const first = await build(dir, "first rebuild after a clean one")
    // The two rebuilds held to targets, RUNS times each (a different post edited each time): the
    // machine is shared, so the table gives their medians.
    const unchanged = []
    for (let run = 0; run < RUNS; run++) unchanged.push(await build(dir, "nothing changed"))
    const onePosts = []
    for (let run = 0; run < RUNS; run++) {
      const post = slugs[Math.floor(slugs.length / 2) + run] ?? "digital-eye-strain"
      edit(dir, `content/blog/${post}/index.mdx`, (mdx) => `${mdx}\nOne more sentence for the benchmark.\n`)
      onePosts.push(await build(dir, `one post edited (${post})`))
    }
    const onePost = onePosts[onePosts.length - 1]
    const index = searchIndex(cold.output)
    const pub = (/** @type {string} */ file) => path.join(dir, "public", file)
    const headers = fs.readFileSync(pub("_headers"), "utf8")
    const jsBundles = fs.readdirSync(pub("_islands")).length
    return {
      N: extra,
      posts: fs.readdirSync(path.join(dir, "content/blog"), { withFileTypes: true }).filter((entry) => entry.isDirectory()).length,
      "cold (s)": Number(cold.seconds.toFixed(1)),
      "first rebuild (s)": Number(first.seconds.toFixed(1)),
      "no change (s)": Number(median(unchanged.map((run) => run.seconds)).toFixed(1)),
      "one post (s)": Number(median(onePosts.map((run) => run.seconds)).toFixed(1)),
      "peak MB": Math.max(...[cold, first, ...unchanged, ...onePosts].map((run) => run.peakMB)),
      "queries rerun": queriesRun(onePost.output),
      "index KB": index.kilobytes,
      "index s": index.seconds,
      "/blog KB": kb(fs.statSync(pub("blog/index.html")).size),
      "/blog gz KB": kb(gzipped(pub("blog/index.html"))),
      "rss KB": kb(fs.statSync(pub("rss.xml")).size),
      "_headers rules": headers.split("\n").filter((line) => line.startsWith("/")).length,
      "JS bundles": jsBundles,
      pages: fs.readFileSync(pub("sitemap-0.xml"), "utf8").split("<url>").length - 1,
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

const rows = []
const referenceRows = []
for (const extra of SIZES) {
  rows.push(await measure(extra))
  if (reference) referenceRows.push(await measure(extra, reference))
}
console.log(`\nCost of a growing blog (this machine; one build from clean per N, the rebuilds' medians of ${RUNS})`)
console.table(rows)
/** @type {Record<string, Record<string, number>>} */
const ratios = {}
if (reference) {
  console.log(`The reference (${reference}), in the same run`)
  console.table(referenceRows)
  const timed = ["cold (s)", "first rebuild (s)", "no change (s)", "one post (s)", "peak MB"]
  for (const [index, row] of rows.entries()) {
    const then = /** @type {Record<string, number>} */ (/** @type {unknown} */ (referenceRows[index]))
    const now = /** @type {Record<string, number>} */ (/** @type {unknown} */ (row))
    ratios[`N = ${row.N}`] = Object.fromEntries(timed.map((key) => [key, Number((now[key] / then[key]).toFixed(2))]))
  }
  console.log("This build over the reference")
  console.table(ratios)
}
fs.mkdirSync(path.join(root, "reports"), { recursive: true })
const out = path.join(root, "reports", "bench-scale.json")
fs.writeFileSync(
  out,
  JSON.stringify(
    { date: new Date().toISOString(), rows, ...(reference ? { reference, referenceRows, ratios } : {}), targets: TARGETS },
    null,
    2,
  ),
)
console.log(`Wrote ${path.relative(root, out)}`)

const held = rows.find((row) => row.N === TARGETS.posts)
if (held) {
  const missed = [
    held["one post (s)"] > TARGETS.onePostSeconds && `one post edited took ${held["one post (s)"]} s (target ${TARGETS.onePostSeconds} s)`,
    held["no change (s)"] > TARGETS.unchangedSeconds &&
      `nothing changed took ${held["no change (s)"]} s (target ${TARGETS.unchangedSeconds} s)`,
    held["peak MB"] >= TARGETS.peakMB && `peak memory ${held["peak MB"]} MB (target under ${TARGETS.peakMB} MB)`,
  ].filter(Boolean)
  console.log(
    missed.length ? `With ${TARGETS.posts} more posts:\n  ${missed.join("\n  ")}` : `With ${TARGETS.posts} more posts every target is met.`,
  )
  if (missed.length) process.exitCode = 1
}

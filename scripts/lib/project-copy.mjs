// @ts-check
// A throwaway copy of the project to build in, so the working tree is never touched, and a timed
// `gatsby build` in it (wall clock and the peak memory of the build's whole process tree: Gatsby
// runs its image and query workers as child processes). Used by the incremental-build check, the
// scale check and both benchmarks.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { execFileSync, spawn } from "node:child_process"

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..")

/**
 * A copy of the committed and new (not ignored) files, with the project's node_modules linked in:
 * in a new temporary folder, or in `into` (which must be empty or missing). `from` is the checkout
 * copied: this one, or another commit's (a benchmark's reference).
 * @param {string} [prefix]
 * @param {string} [into]
 * @param {string} [from]
 */
export function copyProject(prefix = "respite-build-", into, from = root) {
  const dir = into ? (fs.mkdirSync(into, { recursive: true }), into) : fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  if (fs.readdirSync(dir).length > 0) throw new Error(`${dir} is not empty`)
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: from, encoding: "utf8" })
    .split("\0")
    .filter((file) => file && fs.existsSync(path.join(from, file)))
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.copyFileSync(path.join(from, file), path.join(dir, file))
  }
  fs.symlinkSync(path.join(from, "node_modules"), path.join(dir, "node_modules"))
  return dir
}

/**
 * Resident memory (bytes) of a process and all its descendants, read from /proc (0 where there is none).
 * @param {number} pid
 * @returns {number}
 */
function treeRss(pid) {
  let children = /** @type {number[]} */ ([])
  try {
    children = fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number))
  } catch {
    return 0
  }
  let rss = 0
  try {
    rss = Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024
  } catch {
    // the process ended between the two reads
  }
  return rss + children.reduce((/** @type {number} */ sum, child) => sum + treeRss(child), 0)
}

/**
 * Runs `gatsby build` in dir (keeping its cache) and returns its wall-clock seconds and the peak
 * memory of its process tree in MB. Prints the build's output and throws if it fails.
 * @param {string} dir
 * @param {string} label
 * @param {Record<string, string>} [env]
 */
export async function build(dir, label, env = {}) {
  const started = process.hrtime.bigint()
  // Node's compile cache is each checkout's own choice (its scripts/env.sh): a reference checkout
  // measured beside this one must not inherit this one's.
  const { NODE_COMPILE_CACHE: _ours, ...inherited } = process.env
  const child = spawn("bash", ["-c", ". scripts/env.sh && npx gatsby build"], { cwd: dir, env: { ...inherited, ...env } })
  let output = ""
  child.stdout.on("data", (chunk) => (output += chunk))
  child.stderr.on("data", (chunk) => (output += chunk))
  let peak = 0
  const sampler = setInterval(() => {
    if (child.pid) peak = Math.max(peak, treeRss(child.pid))
  }, 250)
  const code = await new Promise((resolve) => child.on("close", resolve))
  clearInterval(sampler)
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  if (code !== 0) {
    process.stderr.write(output)
    throw new Error(`gatsby build (${label}) failed`)
  }
  const peakMB = Math.round(peak / 1024 / 1024)
  console.log(`  ${label}: ${seconds.toFixed(1)} s, peak memory ${peakMB} MB`)
  return { seconds, peakMB, output }
}

/**
 * Replaces a file of the copy with what `change` makes of it.
 * @param {string} dir
 * @param {string} file
 * @param {(text: string) => string} change
 */
export function edit(dir, file, change) {
  const full = path.join(dir, file)
  fs.writeFileSync(full, change(fs.readFileSync(full, "utf8")))
}

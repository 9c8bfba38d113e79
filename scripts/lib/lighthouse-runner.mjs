// Lighthouse (mobile, simulated throttling) against a built site served the way a static host
// serves it (scripts/serve.mjs: gzip, clean URLs, public/_headers). Used by the budget check
// (scripts/lighthouse.mjs) and the benchmark (scripts/bench.mjs).
// @ts-check
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { spawn } from "node:child_process"
import lighthouse from "lighthouse"
import * as chromeLauncher from "chrome-launcher"
import { median } from "./median.mjs"
import { scaled } from "./time-limits.cjs"

export { median }

const scripts = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..")

/**
 * Serves a built site folder on a port until the returned server is killed.
 * @param {string} dir
 * @param {number} port
 */
export async function serve(dir, port) {
  const server = spawn(process.execPath, [path.join(scripts, "serve.mjs"), dir], {
    env: { ...process.env, PORT: String(port) },
    stdio: "pipe",
  })
  await /** @type {Promise<void>} */ (
    new Promise((resolve, reject) => {
      server.stdout.on("data", (chunk) => String(chunk).includes("Serving") && resolve())
      server.on("exit", (code) => reject(new Error(`server for ${dir} exited with ${code}`)))
    })
  )
  return server
}

/** How often chrome-launcher asks whether Chromium answers yet (its own default). */
const POLL_MS = 500

/**
 * Starts Debian's Chromium with the flags this machine needs (scripts/chromium.json), in a profile
 * folder of its own. chrome-launcher stops Chromium with SIGKILL, so Chromium never removes the
 * folder it made in TMPDIR for its singleton socket (`org.chromium.Chromium.*`, which the profile's
 * `SingletonSocket` link names): each run of the bench or the budgets left one in /tmp. Stopping it
 * here removes that folder and the profile too. (Not a TMPDIR of Chromium's own: a socket's path may
 * not be longer than 107 bytes, and Chromium keeps it in TMPDIR to keep it short.) chrome-launcher
 * waits 25 s for Chromium to answer, whatever the machine; the wait is a time limit like the tests'
 * (scripts/lib/time-limits.cjs).
 */
export async function launchChromium() {
  const chromium = JSON.parse(fs.readFileSync(path.join(scripts, "chromium.json"), "utf8"))
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "respite-chromium-"))
  const remove = (/** @type {string} */ folder) => fs.rmSync(folder, { recursive: true, force: true })
  try {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? chromium.path,
      chromeFlags: ["--headless=new", ...chromium.args],
      userDataDir: profile,
      connectionPollInterval: POLL_MS,
      maxConnectionRetries: Math.ceil(scaled(60_000) / POLL_MS),
    })
    const kill = chrome.kill.bind(chrome)
    chrome.kill = async () => {
      let socketFolder = null
      try {
        socketFolder = path.dirname(fs.readlinkSync(path.join(profile, "SingletonSocket")))
      } catch {
        // no link: Chromium made no socket folder
      }
      try {
        await kill()
      } finally {
        remove(profile)
        if (socketFolder && path.basename(socketFolder).startsWith("org.chromium.Chromium.")) remove(socketFolder)
      }
    }
    return chrome
  } catch (error) {
    remove(profile)
    throw error
  }
}

/** @typedef {{ performance: number, accessibility: number, "best-practices": number, seo: number, lcpMs: number, cls: number, tbtMs: number, totalKB: number, scriptKB: number }} Summary */
/** @typedef {{ transferSize?: number, resourceType?: string }} NetworkRequest */

/**
 * @param {import("lighthouse").Result} lhr
 * @returns {Summary}
 */
function summarise(lhr) {
  const audits = lhr.audits
  const details = /** @type {{ items?: NetworkRequest[] } | undefined} */ (audits["network-requests"]?.details)
  const requests = details?.items ?? []
  const bytes = (/** @type {(request: NetworkRequest) => boolean} */ filter) =>
    requests.filter(filter).reduce((sum, r) => sum + (r.transferSize ?? 0), 0)
  const score = (/** @type {string} */ category) =>
    category in lhr.categories ? Math.round((lhr.categories[category].score ?? 0) * 100) : NaN
  const value = (/** @type {string} */ audit) => audits[audit]?.numericValue ?? NaN
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(value("largest-contentful-paint")),
    cls: Number(value("cumulative-layout-shift").toFixed(3)),
    tbtMs: Math.round(value("total-blocking-time")),
    totalKB: Number((bytes(() => true) / 1024).toFixed(1)),
    scriptKB: Number((bytes((r) => r.resourceType === "Script") / 1024).toFixed(1)),
  }
}

const TIMED_AUDITS = ["largest-contentful-paint", "cumulative-layout-shift", "total-blocking-time"]

/**
 * One Lighthouse run of one URL in an already running Chromium. On this busy 2-core machine a
 * run now and then loses its trace and reports no metrics (the audit carries an errorMessage
 * instead of a value): such a run is repeated, up to twice, instead of failing the budgets.
 */
/**
 * `performance: false` (the budget step): the bytes and the three scores it gates, without the
 * performance audits, whose simulated timings it does not gate; their fields are then NaN.
 * @param {{ port: number }} chrome
 * @param {string} url
 * @param {{ performance?: boolean }} [options]
 * @returns {Promise<Summary>}
 */
export async function measure(chrome, url, { performance = true } = {}) {
  const categories = ["accessibility", "best-practices", "seo"]
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: performance ? ["performance", ...categories] : categories,
      // Without timings to measure, the page need not sit idle as long before the audits run: the
      // bundles and images it loads after paint have all arrived within half a second of quiet.
      ...(performance
        ? {}
        : { onlyAudits: ["network-requests"], pauseAfterLoadMs: 500, networkQuietThresholdMs: 500, cpuQuietThresholdMs: 500 }),
      formFactor: "mobile",
      throttlingMethod: "simulate",
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { lhr } = result
    if (!performance) return summarise(lhr)
    const broken = TIMED_AUDITS.filter((id) => typeof lhr.audits[id]?.numericValue !== "number")
    if (broken.length === 0) return summarise(lhr)
    const why = broken.map((id) => `${id}: ${lhr.audits[id]?.errorMessage ?? "no value"}`).join("; ")
    if (attempt === 3)
      throw new Error(`Lighthouse measured nothing on ${url} in 3 runs (${why}${lhr.runtimeError ? `; ${lhr.runtimeError.message}` : ""})`)
    console.warn(`Lighthouse run ${attempt} on ${url} gave no metrics (${why}); running it again.`)
  }
}

/**
 * The median of every number over several runs.
 * @param {Summary[]} samples
 * @returns {Summary}
 */
export const medians = (samples) =>
  /** @type {Summary} */ (
    Object.fromEntries(Object.keys(samples[0]).map((key) => [key, median(samples.map((s) => s[/** @type {keyof Summary} */ (key)]))]))
  )

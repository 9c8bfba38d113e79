// @ts-check
// How the deploy calls wrangler, and what it reads back. Wrangler writes what each command did to
// the file named by WRANGLER_OUTPUT_FILE_PATH, one JSON object a line: "version-upload" (the
// version's id and its preview addresses), "deploy", "version-deploy", and "command-failed" (the
// Cloudflare API's error code, when there is one, and the message); `--json` commands print JSON
// on stdout. The shapes relied on, quoted from wrangler 4.164: docs/deploying.md#what-the-deploy-relies-on.
// WRANGLER names the executable to run (default: the project's node_modules/.bin/wrangler); the
// tests run a stand-in there that answers as wrangler and Cloudflare do (__tests__/deploy/stand-ins/wrangler.sh).
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { spawn } from "node:child_process"
import { setTimeout as sleep } from "node:timers/promises"

/** @typedef {{ type: string, [field: string]: unknown }} OutputEntry */
/**
 * @typedef {object} WranglerResult
 * @property {boolean} ok
 * @property {string} stdout
 * @property {string} stderr
 * @property {OutputEntry[]} entries  what wrangler wrote to its output file
 * @property {{ code?: number, message: string } | null} failure  the "command-failed" entry, or the end of stderr
 */

/**
 * Cloudflare API error codes that no retry changes (docs/deploying.md#what-the-deploy-relies-on);
 * 9106 and 10000 are the ones wrangler itself takes for a token the API refused.
 */
const API_ERRORS = { authentication: [9106, 10000], workerNotFound: 10007, legacyEnvironmentNotFound: 10090 }

/** Whether a failure says the Worker does not exist (or was never deployed). */
export const isMissingWorker = (/** @type {WranglerResult["failure"]} */ failure) =>
  failure?.code === API_ERRORS.workerNotFound ||
  failure?.code === API_ERRORS.legacyEnvironmentNotFound ||
  /has no deployments|does not yet exist/i.test(failure?.message ?? "")

/**
 * Whether a failure says there is no token Cloudflare accepts: none set (wrangler 4.164, where no
 * terminal can log in: "it's necessary to set a CLOUDFLARE_API_TOKEN environment variable"), or
 * one the API refused (an authentication error).
 */
export const isMissingToken = (/** @type {WranglerResult["failure"]} */ failure) =>
  API_ERRORS.authentication.includes(failure?.code ?? 0) ||
  /Authentication error|necessary to set a CLOUDFLARE_API_TOKEN/i.test(failure?.message ?? "")

/** Failures a retry would only repeat: the token, a Worker that does not exist, a first version before the first deploy. */
const isPermanent = (/** @type {WranglerResult["failure"]} */ failure) => isMissingWorker(failure) || isMissingToken(failure)

const wranglerPath = () => process.env.WRANGLER || path.resolve("node_modules/.bin/wrangler")

/**
 * Runs wrangler once with args, its output shown as it comes, and reads its output file.
 * @param {string[]} args
 * @returns {Promise<WranglerResult>}
 */
async function runWrangler(args) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wrangler-output-"))
  const outputFile = path.join(dir, "output.ndjson")
  try {
    const child = spawn(wranglerPath(), args, {
      env: { ...process.env, WRANGLER_OUTPUT_FILE_PATH: outputFile },
      stdio: ["ignore", "pipe", "pipe"],
    })
    let stdout = ""
    let stderr = ""
    const json = args.includes("--json")
    child.stdout.on("data", (chunk) => {
      stdout += chunk
      if (!json) process.stdout.write(chunk)
    })
    child.stderr.on("data", (chunk) => {
      stderr += chunk
      process.stderr.write(chunk)
    })
    const code = await new Promise((resolve) => {
      child.on("error", () => resolve(127))
      child.on("close", resolve)
    })
    /** @type {OutputEntry[]} */
    const entries = fs.existsSync(outputFile)
      ? fs
          .readFileSync(outputFile, "utf8")
          .split("\n")
          .filter(Boolean)
          .map((line) => JSON.parse(line))
      : []
    const failed = /** @type {{ code?: number, message?: string } | undefined} */ (entries.find((entry) => entry.type === "command-failed"))
    const failure =
      code === 0
        ? null
        : { code: failed?.code, message: failed?.message ?? (stderr.trim().split("\n").slice(-3).join(" ") || `exit code ${code}`) }
    return { ok: code === 0, stdout, stderr, entries, failure }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * The waits before each retry of a failed wrangler command: DEPLOY_RETRY_SECONDS ("10,30" unless
 * set), so a blip of the API of up to about a minute is ridden out. Wrangler itself already tries
 * each API request three times within a command.
 */
const retryWaits = () => (process.env.DEPLOY_RETRY_SECONDS ?? "10,30").split(",").map((seconds) => Number(seconds) * 1000)

/**
 * Runs wrangler, and again after each wait while it fails for a cause a retry may change. Every
 * command the deploy runs may be repeated: a second upload of a build makes a second version with
 * the same tag, a second deployment of a version or rollback changes nothing.
 * @param {string[]} args
 * @param {(line: string) => void} [log]
 */
export async function wrangler(args, log = console.log) {
  const waits = retryWaits()
  for (let attempt = 0; ; attempt++) {
    const result = await runWrangler(args)
    if (result.ok || isPermanent(result.failure) || attempt >= waits.length) return result
    log(`wrangler ${args.slice(0, 2).join(" ")} failed (${result.failure?.message}); trying again in ${waits[attempt] / 1000} s`)
    await sleep(waits[attempt])
  }
}

/** The JSON a `--json` command printed; throws `fail(message)` when the command failed. */
export async function wranglerJson(/** @type {string[]} */ args, /** @type {(message: string) => Error} */ fail) {
  const result = await wrangler(args)
  if (!result.ok) throw fail(`wrangler ${args.join(" ")} failed: ${result.failure?.message}`)
  return JSON.parse(result.stdout)
}

/** A failure as the deploy says it: the first line of wrangler's message, and the API's error code when there is one. */
export const failureText = (/** @type {WranglerResult["failure"]} */ failure) =>
  `${(failure?.message ?? "no failure").split("\n")[0]}${failure?.code ? ` [code: ${failure.code}]` : ""}`

/** The entry of a type wrangler wrote, if it wrote one. */
export const entryOf = (/** @type {WranglerResult} */ result, /** @type {string} */ type) =>
  /** @type {Record<string, any> | undefined} */ (result.entries.find((entry) => entry.type === type))

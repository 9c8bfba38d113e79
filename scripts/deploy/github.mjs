// @ts-check
// What the deploy says to GitHub Actions, and asks of GitHub's REST API. A step's outputs go to the
// file GITHUB_OUTPUT names (name=value lines); a line "::error::…", "::warning::…" or "::notice::…"
// on stdout becomes an annotation of the run. The API is at GITHUB_API_URL (GitHub sets it;
// https://api.github.com by default), with the job's GITHUB_TOKEN. Elsewhere (by hand, in the tests'
// own runs) the annotations are plain lines and no output file is written.
import fs from "node:fs"

/**
 * A workflow command's message, as GitHub's own toolkit escapes it (actions/toolkit,
 * packages/core/src/command.ts, escapeData): the runner reads a command to the end of its line, so
 * a message of several lines (check:live's problems, one a line) keeps them only as %0A.
 */
export const escapeData = (/** @type {string} */ text) => text.replaceAll("%", "%25").replaceAll("\r", "%0D").replaceAll("\n", "%0A")

/**
 * Prints a line that GitHub shows as an annotation of the run, every line of `text` in it.
 * @param {"error" | "warning" | "notice"} level
 * @param {string} text
 */
export function annotate(level, text) {
  const line = process.env.GITHUB_ACTIONS === "true" ? `::${level}::${escapeData(text)}` : `${level}: ${text}`
  if (level === "error") console.error(line)
  else console.log(line)
}

/** Sets a step output (GITHUB_OUTPUT), when the step has one. */
export function setOutput(/** @type {string} */ name, /** @type {string} */ value) {
  if (process.env.GITHUB_OUTPUT) fs.appendFileSync(process.env.GITHUB_OUTPUT, `${name}=${value}\n`)
}

/** The run's address on GitHub, for a message. */
export const runUrl = () =>
  `${process.env.GITHUB_SERVER_URL ?? "https://github.com"}/${process.env.GITHUB_REPOSITORY}/actions/runs/${process.env.GITHUB_RUN_ID}`

/**
 * A request to GitHub's REST API; throws, naming the request, on an answer that is not 2xx.
 * @param {string} method
 * @param {string} pathname  e.g. /repos/owner/name/issues
 * @param {unknown} [body]
 * @returns {Promise<any>}
 */
export async function githubApi(method, pathname, body) {
  const base = process.env.GITHUB_API_URL ?? "https://api.github.com"
  const response = await fetch(`${base}${pathname}`, {
    method,
    headers: {
      accept: "application/vnd.github+json",
      authorization: `Bearer ${process.env.GITHUB_TOKEN ?? ""}`,
      "x-github-api-version": "2022-11-28",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  })
  if (!response.ok)
    throw new Error(`GitHub's API answered ${response.status} to ${method} ${pathname}: ${(await response.text()).slice(0, 200)}`)
  return response.json()
}

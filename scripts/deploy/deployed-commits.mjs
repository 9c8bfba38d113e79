// @ts-check
// What production made of a commit, and when, kept where the hourly gate can read it without a
// Cloudflare token or any package: a commit status on the commit (GitHub's REST API, POST and GET
// /repos/{owner}/{repo}/statuses/{sha}), context "deploy/production". The production deploy sets it
// (./production.mjs): "success" when production passed its check with that commit's build, "failure"
// when that build was rolled back, then and in each run after it that does not deploy it again. The
// gate (./gate.mjs) builds nothing every hour while main's newest passing commit has one and nothing
// dated has come due since (./dated-content.mjs). The status also shows on the commit on GitHub.
import { annotate, githubApi, runUrl } from "./github.mjs"

export const DEPLOYED_CONTEXT = "deploy/production"

/**
 * Records what production made of the commit being deployed (DEPLOY_COMMIT), in a deploy
 * workflow's run (elsewhere there is no GitHub to tell). A failure to record is a warning.
 * @param {"success" | "failure"} state
 * @param {string} description at most 140 characters (GitHub's limit)
 */
export async function recordDeployed(state, description) {
  const commit = process.env.DEPLOY_COMMIT
  if (process.env.GITHUB_ACTIONS !== "true" || !commit || !process.env.GITHUB_TOKEN) return
  try {
    await githubApi("POST", `/repos/${process.env.GITHUB_REPOSITORY}/statuses/${commit}`, {
      state,
      context: DEPLOYED_CONTEXT,
      description: description.slice(0, 140),
      target_url: runUrl(),
    })
  } catch (error) {
    annotate(
      "warning",
      `GitHub was not told what production made of ${commit} (${/** @type {Error} */ (error).message}): the next hourly run builds it again.`,
    )
  }
}

/**
 * What production last made of this commit ("success": it passed its check with its build;
 * "failure": its build was rolled back), and when; null if it never deployed it.
 * @param {string} commit
 * @returns {Promise<{ state: string, since: Date, description: string } | null>}
 */
export async function deployedSince(commit) {
  /** @type {Array<{ context: string, state: string, description?: string, created_at: string }>} newest first */
  const statuses = await githubApi("GET", `/repos/${process.env.GITHUB_REPOSITORY}/commits/${commit}/statuses?per_page=100`)
  const last = statuses.find((status) => status.context === DEPLOYED_CONTEXT)
  return last ? { state: last.state, since: new Date(last.created_at), description: last.description ?? "" } : null
}

// @ts-check
// Which commit production has, and since when, kept where the hourly gate can read it without a
// Cloudflare token or any package: a commit status on the commit (GitHub's REST API, POST and GET
// /repos/{owner}/{repo}/statuses/{sha}), context "deploy/production". The production deploy sets it
// when production passed its check with that commit's build (./production.mjs); the gate
// (./gate.mjs) skips an hourly build when main's newest passing commit has one and nothing dated has
// come due since (./dated-content.mjs). The status also shows on the commit on GitHub.
import { annotate, githubApi, runUrl } from "./github.mjs"

export const DEPLOYED_CONTEXT = "deploy/production"

/**
 * Records that production passed its check with this commit's build, in a deploy workflow's run
 * (elsewhere there is no GitHub to tell). A failure to record is a warning: production is fine.
 * @param {string} description at most 140 characters (GitHub's limit)
 */
export async function recordDeployed(description) {
  const commit = process.env.DEPLOY_COMMIT
  if (process.env.GITHUB_ACTIONS !== "true" || !commit || !process.env.GITHUB_TOKEN) return
  try {
    await githubApi("POST", `/repos/${process.env.GITHUB_REPOSITORY}/statuses/${commit}`, {
      state: "success",
      context: DEPLOYED_CONTEXT,
      description: description.slice(0, 140),
      target_url: runUrl(),
    })
  } catch (error) {
    annotate(
      "warning",
      `Production is deployed, but GitHub was not told so (${/** @type {Error} */ (error).message}): the next hourly run builds again.`,
    )
  }
}

/**
 * When production last passed its check with this commit's build, or null if it never did.
 * @param {string} commit
 * @returns {Promise<Date | null>}
 */
export async function deployedSince(commit) {
  /** @type {Array<{ context: string, state: string, created_at: string }>} newest first */
  const statuses = await githubApi("GET", `/repos/${process.env.GITHUB_REPOSITORY}/commits/${commit}/statuses?per_page=100`)
  const deployed = statuses.find((status) => status.context === DEPLOYED_CONTEXT && status.state === "success")
  return deployed ? new Date(deployed.created_at) : null
}

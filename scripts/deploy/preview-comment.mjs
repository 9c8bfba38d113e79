// @ts-check
// The preview's address on its pull request (npm run deploy -- preview-comment <number>; the last
// step of .github/workflows/preview.yml): one comment per pull request, marked as the preview's, and
// updated with each new head commit rather than added again (GitHub's REST API: the issue's
// comments, GET /repos/{owner}/{repo}/issues/{number}/comments, POST to add one, PATCH
// /repos/{owner}/{repo}/issues/comments/{id} to change it). What it says: the head commit's short
// id (DEPLOY_COMMIT, the pull request's head, not the merge commit GitHub runs the workflow on), the
// address (PREVIEW_URL) and whether check:live passed there (PREVIEW_CHECKED, the step's outcome).
import { githubApi } from "./github.mjs"

/** The line that marks the comment as the preview's: hidden in the rendered comment, found by the next run. */
export const PREVIEW_MARKER = "<!-- respite-preview -->"
/** Who writes the comment with the job's GITHUB_TOKEN: a comment with the marker by anyone else is not the preview's. */
const WORKFLOW_USER = "github-actions[bot]"

/** @param {{ pullRequest: string }} options */
export async function commentPreview({ pullRequest }) {
  if (!/^\d+$/.test(pullRequest)) throw new Error(`A preview comment needs the pull request's number, not ${JSON.stringify(pullRequest)}.`)
  const commit = (process.env.DEPLOY_COMMIT ?? "").slice(0, 7)
  const body = `${PREVIEW_MARKER}\nPreview of ${commit}: ${process.env.PREVIEW_URL} (npm run check:live: ${process.env.PREVIEW_CHECKED})`
  const repo = `/repos/${process.env.GITHUB_REPOSITORY}`
  for (let page = 1; ; page++) {
    /** @type {Array<{ id: number, body?: string, user?: { login: string } }>} */
    const comments = await githubApi("GET", `${repo}/issues/${pullRequest}/comments?per_page=100&page=${page}`)
    const ours = comments.find((comment) => comment.user?.login === WORKFLOW_USER && comment.body?.startsWith(PREVIEW_MARKER))
    if (ours) {
      await githubApi("PATCH", `${repo}/issues/comments/${ours.id}`, { body })
      console.log(`Updated the preview's comment on pull request #${pullRequest}.`)
      return
    }
    if (comments.length < 100) break
  }
  await githubApi("POST", `${repo}/issues/${pullRequest}/comments`, { body })
  console.log(`Commented the preview's address on pull request #${pullRequest}.`)
}

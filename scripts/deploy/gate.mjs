// @ts-check
// Which commit the deploy workflow may deploy, if any (npm run deploy -- gate; the "gate" job of
// .github/workflows/deploy.yml sets its output `commit`, empty for none). Only a commit of main
// whose Test workflow passed is deployed:
//   - after Test ran on a push to main (workflow_run): that run's commit, if it passed;
//   - every hour (schedule) and by hand (workflow_dispatch): the commit of main's newest passing
//     Test run, asked of GitHub's API; scheduled runs deploy nothing while the repository variable
//     DEPLOY_PAUSED is "true" (docs/deploying.md#pausing-and-rolling-back).
import fs from "node:fs"
import { annotate, githubApi, setOutput } from "./github.mjs"

/** The workflow whose passing run a deployed commit needs (.github/workflows/test.yml). */
const TEST_WORKFLOW = "test.yml"
const DEPLOYED_BRANCH = "main"

/** @returns {Promise<string>} the commit to deploy, or "" */
async function choose() {
  const event = process.env.GITHUB_EVENT_NAME
  if (event === "schedule" && process.env.DEPLOY_PAUSED === "true") {
    annotate("notice", "Scheduled deploys are paused (the repository variable DEPLOY_PAUSED is true): nothing is deployed.")
    return ""
  }
  if (event === "workflow_run") {
    const run = JSON.parse(fs.readFileSync(process.env.GITHUB_EVENT_PATH ?? "", "utf8")).workflow_run
    if (run.head_branch !== DEPLOYED_BRANCH || run.event !== "push") {
      annotate("notice", `Test ran on ${run.event} of ${run.head_branch}, not on a push to ${DEPLOYED_BRANCH}: nothing is deployed.`)
      return ""
    }
    if (run.conclusion !== "success") {
      annotate("notice", `Test did not pass on ${run.head_sha} (${run.conclusion}): it is not deployed.`)
      return ""
    }
    return run.head_sha
  }
  const query = `branch=${DEPLOYED_BRANCH}&event=push&status=success&per_page=1`
  const { workflow_runs: runs } = await githubApi(
    "GET",
    `/repos/${process.env.GITHUB_REPOSITORY}/actions/workflows/${TEST_WORKFLOW}/runs?${query}`,
  )
  if (runs.length === 0) {
    annotate("notice", `No push to ${DEPLOYED_BRANCH} has passed Test yet: nothing is deployed.`)
    return ""
  }
  return runs[0].head_sha
}

export async function gate() {
  const commit = await choose()
  if (commit) console.log(`Deploying ${commit}, a commit of ${DEPLOYED_BRANCH} whose Test run passed.`)
  setOutput("commit", commit)
}

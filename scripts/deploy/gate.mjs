// @ts-check
// Which commit the deploy workflow may deploy, if any (npm run deploy -- gate; the "gate" job of
// .github/workflows/deploy.yml sets its output `commit`, empty for none). It runs before anything is
// installed or built, so that a run with nothing to do ends within a minute, and it imports no
// package (the job installs none). Only a commit of main whose Test workflow passed is deployed:
//   - while the repository variable DEPLOY_PAUSED is "true", none, except in a run started by hand
//     (docs/deploying.md#pausing-and-rolling-back);
//   - after Test ran on a push to main (workflow_run): that run's commit, if it passed;
//   - by hand (workflow_dispatch): the commit of main's newest passing Test run, asked of GitHub's API;
//   - every hour (schedule): the same commit, unless production already passed its check with it,
//     or rolled its build back (./deployed-commits.mjs), and nothing dated came due since (a post's
//     day, a sale's start or end: ./dated-content.mjs), counted from the start of the deploy that
//     said so at the latest: then nothing is built.
import fs from "node:fs"
import { cameDue } from "./dated-content.mjs"
import { deployedSince } from "./deployed-commits.mjs"
import { annotate, githubApi, setOutput } from "./github.mjs"

/** The workflow whose passing run a deployed commit needs (.github/workflows/test.yml). */
const TEST_WORKFLOW = "test.yml"
const DEPLOYED_BRANCH = "main"
/**
 * How long before production's status was recorded its build may have started: the deploy job's
 * time limit (timeout-minutes in deploy.yml). Counting from then, nothing due during a build is missed.
 */
const DEPLOY_JOB_MINUTES = 30

/** The commit of main's newest passing Test run, or "" with a notice. */
async function newestPassing() {
  const query = `branch=${DEPLOYED_BRANCH}&event=push&status=success&per_page=1`
  const { workflow_runs: runs } = await githubApi(
    "GET",
    `/repos/${process.env.GITHUB_REPOSITORY}/actions/workflows/${TEST_WORKFLOW}/runs?${query}`,
  )
  if (runs.length > 0) return String(runs[0].head_sha)
  annotate("notice", `No push to ${DEPLOYED_BRANCH} has passed Test yet: nothing is deployed.`)
  return ""
}

/** @returns {Promise<string>} the commit to deploy, or "" */
async function choose() {
  const event = process.env.GITHUB_EVENT_NAME
  if (process.env.DEPLOY_PAUSED === "true" && event !== "workflow_dispatch") {
    annotate(
      "notice",
      "Deploys are paused (the repository variable DEPLOY_PAUSED is true): nothing is deployed but by a run started by hand.",
    )
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
  const commit = await newestPassing()
  if (!commit || event !== "schedule") return commit
  const deployed = await deployedSince(commit)
  if (!deployed) return commit
  const now = new Date()
  const due = await cameDue(new Date(deployed.since.getTime() - DEPLOY_JOB_MINUTES * 60_000), now)
  if (due.length > 0) {
    console.log(
      `Production made ${commit} ${deployed.state} at ${deployed.since.toISOString()}; since then ${due.join(", ")}: building it again.`,
    )
    return commit
  }
  annotate(
    "notice",
    deployed.state === "success"
      ? `Nothing new: production has ${commit}, main's newest passing commit, since ${deployed.since.toISOString()}, and no post or sale came due since. Nothing is built.`
      : `Nothing new: ${commit}, main's newest passing commit, is not deployed (${deployed.description}), and no post or sale came due since. ` +
          "Nothing is built: a run started by hand, or a new commit, deploys.",
  )
  return ""
}

export async function gate() {
  const commit = await choose()
  if (commit) console.log(`Deploying ${commit}, a commit of ${DEPLOYED_BRANCH} whose Test run passed.`)
  setOutput("commit", commit)
}

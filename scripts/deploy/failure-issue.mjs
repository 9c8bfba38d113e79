// @ts-check
// A failed scheduled deploy opens an issue, or adds to the one still open (npm run deploy --
// report-failure; the "report" job of .github/workflows/deploy.yml). GitHub mails the failure of a
// scheduled run only to whoever last changed its cron line (docs/deploying.md#when-a-deploy-fails):
// an issue is seen by everyone who watches the repository, and one open issue collects every
// failure until someone closes it.
import { githubApi, runUrl } from "./github.mjs"

/** The issue's title, by which the next failure finds it among the open issues the workflow opened. */
const FAILURE_TITLE = "The scheduled deploy fails"
/** Who opens an issue with the job's GITHUB_TOKEN. */
const WORKFLOW_USER = "github-actions[bot]"

export async function reportFailure() {
  const repo = `/repos/${process.env.GITHUB_REPOSITORY}`
  const what = `The scheduled deploy failed: ${runUrl()} (commit ${process.env.DEPLOY_COMMIT || "none chosen"}).`
  const issues = await githubApi("GET", `${repo}/issues?state=open&creator=${encodeURIComponent(WORKFLOW_USER)}&per_page=100`)
  const open = issues.find((/** @type {{ title: string }} */ issue) => issue.title === FAILURE_TITLE)
  if (open) {
    await githubApi("POST", `${repo}/issues/${open.number}/comments`, { body: what })
    console.log(`Added the failure to issue #${open.number}.`)
    return
  }
  const created = await githubApi("POST", `${repo}/issues`, {
    title: FAILURE_TITLE,
    body: `${what}\n\nWhat the deploy checks, and how to pause it or roll back by hand: docs/deploying.md. Close this issue once the deploy passes again; the next failure opens a new one.`,
  })
  console.log(`Opened issue #${created.number}.`)
}

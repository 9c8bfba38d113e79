#!/usr/bin/env node
// @ts-check
// The deploy, as the workflows run it (.github/workflows/deploy.yml, preview.yml) and as anyone can
// by hand with the same settings: what happens, in what order, and why, is in scripts/deploy/ and
// docs/deploying.md#the-deploy. npm run deploy -- <command>:
//   production [--skip-build]        build, upload a version, check it, promote it, check production, roll back if red
//   preview <number> [--skip-build]  build, upload the pull request's preview, check it
//   gate                             choose the commit of main the deploy workflow may deploy
//   report-failure                   open or add to the issue that collects failed scheduled deploys
// --skip-build: deploy the build already in public/. The exit code is 1 when the deploy failed,
// with the reason printed (as an error annotation on GitHub).
import { reportFailure } from "./deploy/failure-issue.mjs"
import { gate } from "./deploy/gate.mjs"
import { annotate } from "./deploy/github.mjs"
import { deployPreview } from "./deploy/preview.mjs"
import { DeployError, deployProduction } from "./deploy/production.mjs"

const USAGE = "Usage: npm run deploy -- production [--skip-build] | preview <pull request> [--skip-build] | gate | report-failure"
const [command, ...rest] = process.argv.slice(2)
const skipBuild = rest.includes("--skip-build")
const event = process.env.GITHUB_EVENT_NAME ?? "by hand"

/** @type {Record<string, () => Promise<void>>} */
const commands = {
  production: () => deployProduction({ skipBuild, event }),
  preview: () => deployPreview({ skipBuild, pullRequest: rest.find((arg) => !arg.startsWith("--")) ?? "" }),
  gate,
  "report-failure": reportFailure,
}

const run = commands[command ?? ""]
if (!run) {
  console.error(USAGE)
  process.exit(2)
}
try {
  await run()
} catch (error) {
  annotate("error", error instanceof DeployError ? error.message : String(/** @type {Error} */ (error).stack ?? error))
  process.exitCode = 1
}

#!/usr/bin/env node
// @ts-check
// The deploy, as the workflows run it (.github/workflows/deploy.yml, preview.yml) and as anyone can
// by hand with the same settings: what happens, in what order, and why, is in scripts/deploy/ and
// docs/deploying.md#the-deploy. npm run deploy -- <command>:
//   production [--skip-build]        build, upload a version, check it, promote it, check production, roll back if red
//   preview <number> [--skip-build]  build, upload the pull request's preview, check it
//   preview-comment <number>         post the preview's address on the pull request, or update the comment that has it
//   preview-close <number>           point the pull request's preview address at a page that says it closed
//   gate                             choose the commit of main the deploy workflow may deploy, if any
//   report-failure                   open or add to the issue that collects failed scheduled deploys
// --skip-build: deploy the build already in public/. The exit code is 1 when the deploy failed,
// with the reason printed (as an error annotation on GitHub).
//
// Each command's module is imported only when that command runs: the gate and the failure report
// run in jobs that install no packages (.github/workflows/deploy.yml), so nothing they import may
// need node_modules (__tests__/ci/workflow-replay.test.ts runs every job as GitHub does).
import { annotate } from "./deploy/github.mjs"

const USAGE =
  "Usage: npm run deploy -- production [--skip-build] | preview <pull request> [--skip-build] | preview-comment <pull request> | " +
  "preview-close <pull request> | gate | report-failure"
const [command, ...rest] = process.argv.slice(2)
const skipBuild = rest.includes("--skip-build")
const event = process.env.GITHUB_EVENT_NAME ?? "by hand"
const pullRequest = rest.find((arg) => !arg.startsWith("--")) ?? ""

/** @type {Record<string, () => Promise<void>>} */
const commands = {
  production: async () => (await import("./deploy/production.mjs")).deployProduction({ skipBuild, event }),
  preview: async () => (await import("./deploy/preview.mjs")).deployPreview({ skipBuild, pullRequest }),
  "preview-comment": async () => (await import("./deploy/preview-comment.mjs")).commentPreview({ pullRequest }),
  "preview-close": async () => (await import("./deploy/preview.mjs")).closePreview({ pullRequest }),
  gate: async () => (await import("./deploy/gate.mjs")).gate(),
  "report-failure": async () => (await import("./deploy/failure-issue.mjs")).reportFailure(),
}

const run = commands[command ?? ""]
if (!run) {
  console.error(USAGE)
  process.exit(2)
}
try {
  await run()
} catch (error) {
  const { DeployError } = await import("./deploy/deploy-error.mjs")
  annotate("error", error instanceof DeployError ? error.message : String(/** @type {Error} */ (error).stack ?? error))
  process.exitCode = 1
}

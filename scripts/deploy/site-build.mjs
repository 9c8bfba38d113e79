// @ts-check
// The build the deploy uploads: `gatsby build` into public/ (the project's npm run build, in this
// process's environment, which scripts/env.sh set up), and the id it wrote (src/post-build/build-id.ts).
import fs from "node:fs"
import path from "node:path"
import { spawnSync } from "node:child_process"

const PUBLIC_DIR = "public"

/** Builds the site into public/ unless `skip` (a build made before, e.g. by a step of its own); throws if the build fails. */
export function buildSite(/** @type {{ skip: boolean }} */ { skip }) {
  if (skip) return
  const run = spawnSync(path.resolve("node_modules/.bin/gatsby"), ["build"], { stdio: "inherit" })
  if (run.status !== 0) throw new Error(`gatsby build failed (exit code ${run.status}): nothing was uploaded`)
}

/** The id of the build in public/. */
export function builtId() {
  const file = path.join(PUBLIC_DIR, "build-id.txt")
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: the build in ${PUBLIC_DIR}/ is not one this project's build wrote`)
  return fs.readFileSync(file, "utf8").trim()
}

/** What a version or deployment says about itself (Cloudflare keeps at most 100 characters). */
export const describe = (/** @type {string} */ what, /** @type {string} */ id) => {
  const commit = process.env.DEPLOY_COMMIT || process.env.GITHUB_SHA
  return `${what}, ${commit ? `commit ${commit.slice(0, 12)}` : "a local build"}, build ${id}`.slice(0, 100)
}

// @ts-check
// What the replay runs for `npm test` (./npm): the whole suite cannot run inside itself, so this
// checks, in the job's clone, what the suite's first steps need there (scripts/test-all.sh): the
// Node .nvmrc pins, as scripts/env.sh finds it; git able to list the project's files (npm test lists
// them with git; a container job runs as root in a clone another user owns, docs/deploying.md#the-workflows);
// and every tool the suite runs with npx in node_modules/.bin. Fails naming what is missing.
import { spawnSync } from "node:child_process"
import fs from "node:fs"

const problems = []
const node = spawnSync("bash", ["-c", ". scripts/env.sh && node -v"], { encoding: "utf8" })
const pinned = `v${fs.readFileSync(".nvmrc", "utf8").trim()}`
if (node.stdout.trim() !== pinned)
  problems.push(`the suite would run on Node ${node.stdout.trim() || "(none)"}, not ${pinned}: ${node.stderr.trim()}`)
const files = spawnSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { encoding: "utf8" })
if (files.status !== 0 || files.stderr) problems.push(`git cannot list the project's files: ${files.stderr.trim()}`)
const tools = [...new Set([...fs.readFileSync("scripts/test-all.sh", "utf8").matchAll(/\bnpx ([a-z][\w-]*)/g)].map(([, tool]) => tool))]
const missing = tools.filter((tool) => !fs.existsSync(`node_modules/.bin/${tool}`))
if (missing.length > 0) problems.push(`node_modules/.bin has no ${missing.join(", ")}: the job installed no packages`)
if (problems.length > 0) {
  console.error(`npm test (replay): the suite could not start here:\n  ${problems.join("\n  ")}`)
  process.exit(1)
}
console.log(
  `npm test (replay): not run inside itself; what it needs is here: ${pinned}, ${files.stdout.split("\0").filter(Boolean).length} files listed by git, ${tools.join(", ")}`,
)

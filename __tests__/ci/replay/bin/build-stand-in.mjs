// @ts-check
// What the replay runs for `npm run build` (./npm): a production build takes minutes, so this
// checks what the build needs in the job's clone (the Node .nvmrc pins, as scripts/env.sh finds it,
// and Gatsby in node_modules, as npm run build runs `gatsby build`), then writes a small build of
// the site into public/ with the job's settings, from the clone's own modules, as the deploy's
// tests do (__tests__/support/live-site.ts); GITHUB_SHA names its edition, so two commits are two builds.
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { pathToFileURL } from "node:url"

const node = spawnSync("bash", ["-c", ". scripts/env.sh && node -v"], { encoding: "utf8" })
const pinned = `v${fs.readFileSync(".nvmrc", "utf8").trim()}`
if (node.stdout.trim() !== pinned) {
  console.error(
    `npm run build (replay): the build would run on Node ${node.stdout.trim() || "(none)"}, not ${pinned}: ${node.stderr.trim()}`,
  )
  process.exit(1)
}
if (!fs.existsSync("node_modules/.bin/gatsby")) {
  console.error("npm run build (replay): node_modules/.bin/gatsby is missing: the job installed no packages")
  process.exit(1)
}
const { importSiteModule } = await import(pathToFileURL(path.resolve("scripts/lib/site-source.mjs")).href)
const { writeLiveSite } = await importSiteModule("__tests__/support/live-site.ts")
fs.rmSync("public", { recursive: true, force: true })
const id = writeLiveSite("public", process.env.GITHUB_SHA ?? "by hand")
console.log(`npm run build (replay): a small build of the site in public/, build ${id}`)

// @ts-check
// A pull request's preview (npm run deploy -- preview <number>; .github/workflows/preview.yml):
// the branch's build uploaded as a version of the previews' own Worker (the "preview" environment
// of wrangler.jsonc, respite-website-preview) under the alias pr-<number>, and checked there. The
// previews' Worker is not the production Worker, so the token previews use can be one that cannot
// touch production (docs/deploying.md#the-first-deploy), and previews never fill production's 100
// versions kept for rollback. Until the first production deploy has created that Worker, a preview
// is skipped with a notice, and the pull request is tested all the same.
import { checkLive, reportResult } from "./check-live.mjs"
import { annotate, setOutput } from "./github.mjs"
import { DeployError, PREVIEW_ENV } from "./production.mjs"
import { buildSite, builtId, describe } from "./site-build.mjs"
import { entryOf, isMissingWorker, wrangler } from "./wrangler.mjs"

/**
 * @param {{ skipBuild: boolean, pullRequest: string }} options
 */
export async function deployPreview({ skipBuild, pullRequest }) {
  if (!/^\d+$/.test(pullRequest)) throw new DeployError(`A preview needs the pull request's number, not ${JSON.stringify(pullRequest)}.`)
  const status = await wrangler(["deployments", "status", "--json", "--env", PREVIEW_ENV])
  if (!status.ok) {
    if (isMissingWorker(status.failure)) {
      annotate(
        "notice",
        "No preview: the previews' Worker does not exist until the first production deploy (docs/deploying.md#the-first-deploy). The pull request is tested all the same.",
      )
      return
    }
    throw new DeployError(`wrangler could not reach the previews' Worker: ${status.failure?.message}`)
  }
  buildSite({ skip: skipBuild })
  const id = builtId()
  const alias = `pr-${pullRequest}`
  const upload = await wrangler([
    "versions",
    "upload",
    "--env",
    PREVIEW_ENV,
    "--preview-alias",
    alias,
    "--tag",
    id,
    "--message",
    describe(`pull request #${pullRequest}`, id),
  ])
  const uploaded = entryOf(upload, "version-upload")
  if (!upload.ok || !uploaded) throw new DeployError(`The preview's upload failed: ${upload.failure?.message}`)
  const url = String(uploaded.preview_alias_url ?? uploaded.preview_url ?? "")
  if (!url)
    throw new DeployError(
      "Cloudflare gave the preview no address: the account needs a workers.dev subdomain, and preview_urls: true in wrangler.jsonc (docs/deploying.md#the-first-deploy).",
    )
  setOutput("url", url)
  if (!reportResult(await checkLive({ url, indexing: "hidden" })))
    throw new DeployError(`The preview at ${url} fails its check: see the problems above.`)
}

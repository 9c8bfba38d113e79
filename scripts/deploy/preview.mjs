// @ts-check
// A pull request's preview (npm run deploy -- preview <number>; .github/workflows/preview.yml):
// the pull request's head commit, built, uploaded as a version of the previews' own Worker (the
// "preview" environment of wrangler.jsonc, respite-website-preview) under the alias pr-<number>,
// and checked there. The previews' Worker is not the production Worker, so the token previews use
// can be one that cannot touch production (docs/deploying.md#the-first-deploy), and previews never
// fill production's 100 versions kept for rollback. A preview is skipped with a notice, and the
// pull request is tested all the same, until the first production deploy has created that Worker,
// and while Cloudflare has no token for it (the preview environment's secret is made after that
// deploy, step 8 of the docs' list).
// When the pull request closes (npm run deploy -- preview-close <number>), its alias is given a page
// that says so: Cloudflare deletes no alias (an alias "points at the version uploaded by" the last
// upload that named it, and aliases "may only be created during version upload"), so the address
// stops serving the pull request's build by pointing at another version.
import fs from "node:fs"
import { problemsAt } from "./check-live.mjs"
import { DeployError } from "./deploy-error.mjs"
import { annotate, setOutput } from "./github.mjs"
import { writePlaceholderSite } from "./placeholder-site.mjs"
import { buildSite, builtId, describe } from "./site-build.mjs"
import { readWranglerConfig, resolvedConfig, versionTag, wranglerVersion } from "./wrangler-config.mjs"
import { entryOf, failureText, isMissingToken, isMissingWorker, wrangler } from "./wrangler.mjs"
import { PREVIEW_ENV, envArgs } from "./workers.mjs"

/** The tag of the version a closed pull request's alias points at. */
const CLOSED_TAG = "closed"

/**
 * Whether the previews' Worker can be reached: a notice and false when it does not exist yet or
 * Cloudflare has no token for it; a DeployError for any other failure.
 * @param {string} pullRequest
 */
async function previewsReachable(pullRequest) {
  if (!/^\d+$/.test(pullRequest)) throw new DeployError(`A preview needs the pull request's number, not ${JSON.stringify(pullRequest)}.`)
  const status = await wrangler(["deployments", "status", "--json", ...envArgs(PREVIEW_ENV)])
  if (status.ok) return true
  if (isMissingToken(status.failure)) {
    annotate(
      "notice",
      `No preview: Cloudflare has no token it accepts for the previews (${failureText(status.failure)}). The workflow gives it the preview ` +
        "environment's secret CLOUDFLARE_PREVIEW_TOKEN, made after the first production deploy (docs/deploying.md#the-first-deploy, step 8). " +
        "The pull request is tested all the same.",
    )
    return false
  }
  if (isMissingWorker(status.failure)) {
    annotate(
      "notice",
      "No preview: the previews' Worker does not exist until the first production deploy (docs/deploying.md#the-first-deploy). The pull request is tested all the same.",
    )
    return false
  }
  throw new DeployError(`wrangler could not reach the previews' Worker: ${status.failure?.message}`)
}

/**
 * @param {{ skipBuild: boolean, pullRequest: string }} options
 */
export async function deployPreview({ skipBuild, pullRequest }) {
  if (!(await previewsReachable(pullRequest))) return
  buildSite({ skip: skipBuild })
  const id = builtId()
  const alias = `pr-${pullRequest}`
  const tag = versionTag(id, resolvedConfig(readWranglerConfig(), PREVIEW_ENV), wranglerVersion())
  const what = `pull request #${pullRequest}`
  const uploaded = await uploadPreview(alias, { tag, message: describe(what, id) }, "The preview's upload failed")
  const url = String(uploaded.preview_alias_url ?? uploaded.preview_url ?? "")
  if (!url)
    throw new DeployError(
      "Cloudflare gave the preview no address: the account needs a workers.dev subdomain, and preview_urls: true in wrangler.jsonc (docs/deploying.md#the-first-deploy).",
    )
  setOutput("url", url)
  const problems = await problemsAt({ url, indexing: "hidden" })
  if (problems) throw new DeployError(`The preview at ${url} fails its check:\n${problems}`)
}

/**
 * Uploads a preview version under its alias (`--assets`: another folder than the build's); its
 * upload entry, or a DeployError starting with `failure`.
 * @param {string} alias @param {{ assets?: string, tag: string, message: string }} version @param {string} failure
 */
async function uploadPreview(alias, { assets, tag, message }, failure) {
  const upload = await wrangler([
    "versions",
    "upload",
    ...envArgs(PREVIEW_ENV),
    "--preview-alias",
    alias,
    ...(assets ? ["--assets", assets] : []),
    "--tag",
    tag,
    "--message",
    message,
  ])
  const uploaded = entryOf(upload, "version-upload")
  if (!upload.ok || !uploaded) throw new DeployError(`${failure}: ${upload.failure?.message}`)
  return uploaded
}

/**
 * Points a closed pull request's alias at a page that says it closed.
 * @param {{ pullRequest: string }} options
 */
export async function closePreview({ pullRequest }) {
  if (!(await previewsReachable(pullRequest))) return
  const alias = `pr-${pullRequest}`
  const site = writePlaceholderSite({
    title: `Pull request #${pullRequest} is closed`,
    text: "Its preview ended when it closed. The site itself is at its own address.",
  })
  try {
    const message = `pull request #${pullRequest} closed: its preview ended`
    const uploaded = await uploadPreview(
      alias,
      { assets: site, tag: CLOSED_TAG, message },
      "The closed preview's page could not be uploaded",
    )
    console.log(`${uploaded.preview_alias_url ?? alias} now says that pull request #${pullRequest} is closed.`)
  } finally {
    fs.rmSync(site, { recursive: true, force: true })
  }
}

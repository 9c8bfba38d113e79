// @ts-check
// The production deploy (npm run deploy -- production; .github/workflows/deploy.yml), step by step
// (docs/deploying.md#the-deploy):
//   1. the production address (GATSBY_SITE_URL) is the custom domain wrangler.jsonc routes the
//      Worker at, so the check after the deploy asks the site that was deployed;
//   2. both Workers exist (the site's and the previews'): what each has live is asked, and one that
//      does not exist yet is created serving a placeholder at no address (./workers.mjs), so that
//      the first deploy, or one that stopped halfway, is finished by this run;
//   3. the build, into public/, and the tag its version would carry: its id, the resolved
//      wrangler.jsonc and the wrangler version (./wrangler-config.mjs);
//   4. a live version with this tag: nothing to upload;
//   5. a build that was uploaded before and is not live (rolled back, or its check failed) is
//      uploaded again only in a run started by hand: any other run would fail or undo a rollback
//      (it repairs what is missing, and tells the hourly gate: ./deployed-commits.mjs);
//   6. the build is uploaded as a version (wrangler versions upload) and checked at the version's
//      own address (check:live) before any visitor gets it: red, nothing is promoted;
//   7. the version is promoted (wrangler versions deploy <id>@100%);
//   8. the custom domain, attached where the Worker does not have it yet, a step of its own that
//      names what it replaces (./custom-domain.mjs);
//   9. production is checked, once its address answers (a new certificate takes minutes): red,
//      the site's version that was live before is deployed again (wrangler rollback) and the run
//      fails; green, the commit is recorded as deployed (./deployed-commits.mjs); rolled back, as not.
import { setTimeout as sleep } from "node:timers/promises"
import { problemsAt } from "./check-live.mjs"
import { attachCustomDomains, waitForAnswer } from "./custom-domain.mjs"
import { DeployError } from "./deploy-error.mjs"
import { recordDeployed } from "./deployed-commits.mjs"
import { annotate } from "./github.mjs"
import { buildSite, builtId, describe } from "./site-build.mjs"
import { customDomains, readWranglerConfig, resolvedConfig, versionTag, wranglerVersion } from "./wrangler-config.mjs"
import { entryOf, wrangler, wranglerJson } from "./wrangler.mjs"
import { PLACEHOLDER_TAG, PREVIEW_ENV, createWorker, envArgs, liveDeployment, tagOf, topVersion, workerName } from "./workers.mjs"

/** The top level of wrangler.jsonc: the production Worker. */
const PRODUCTION = ""
const PRODUCTION_ARGS = envArgs(PRODUCTION)

/** What to do when Cloudflare has no token it accepts. */
const noToken = (/** @type {string} */ message) =>
  `Cloudflare has no token it accepts (${message}). The deploy workflow gives it the production environment's secret CLOUDFLARE_DEPLOY_TOKEN ` +
  "(with CLOUDFLARE_ACCOUNT_ID): set it, or replace it if it was revoked or expired (docs/deploying.md#the-first-deploy, steps 5 and 8)."

/** The build id production serves (public/build-id.txt), waited for up to `seconds` to begin with `expected`. */
async function servedId(/** @type {string} */ siteUrl, /** @type {string} */ expected, seconds = 30) {
  const until = Date.now() + seconds * 1000
  for (;;) {
    const served = await fetch(new URL("/build-id.txt", siteUrl), { signal: AbortSignal.timeout(10_000) })
      .then(async (response) => (response.ok ? (await response.text()).trim() : `an answer ${response.status}`))
      .catch((/** @type {Error} */ error) => `no answer (${error.message})`)
    if (served.startsWith(expected) || Date.now() >= until) return served
    await sleep(2000)
  }
}

/** The version production has live, and its tag: a Worker that does not exist yet is created first. */
async function liveVersion() {
  const deployment = await liveDeployment(PRODUCTION, noToken)
  if (!deployment) return { version: await createWorker(PRODUCTION), tag: PLACEHOLDER_TAG }
  const version = topVersion(deployment)
  return { version, tag: await tagOf(version, PRODUCTION) }
}

/**
 * Uploads the build as a version, checks it at its own address and promotes it; gives the version.
 * @param {string} event @param {string} id @param {string} tag @param {{ version: string, tag: string }} live
 */
async function uploadCheckPromote(event, id, tag, live) {
  const upload = await wrangler(["versions", "upload", ...PRODUCTION_ARGS, "--tag", tag, "--message", describe(event, id)])
  const uploaded = entryOf(upload, "version-upload")
  if (!upload.ok || !uploaded?.version_id) throw new DeployError(`The upload failed: ${upload.failure?.message}. Production is unchanged.`)
  const version = String(uploaded.version_id)
  if (!uploaded.preview_url)
    throw new DeployError(
      `Cloudflare gave version ${version} no address of its own: the account needs a workers.dev subdomain, and wrangler.jsonc preview_urls: true ` +
        "(docs/deploying.md#the-first-deploy). Nothing was promoted.",
    )
  console.log(`Checking version ${version} at its own address, ${uploaded.preview_url}, before any visitor gets it.`)
  const problems = await problemsAt({ url: String(uploaded.preview_url), indexing: "hidden" })
  if (problems)
    throw new DeployError(
      `Version ${version} fails its check: nothing was promoted, production still has version ${live.version} (tag ${live.tag}).\n${problems}`,
    )
  const promote = await wrangler(["versions", "deploy", `${version}@100%`, ...PRODUCTION_ARGS, "--message", describe(event, id), "--yes"])
  if (!promote.ok)
    throw new DeployError(`Promoting version ${version} failed: ${promote.failure?.message}. Production still has version ${live.version}.`)
  console.log(`Version ${version} is live.`)
  return version
}

/**
 * @param {{ skipBuild: boolean, event: string }} options  event: what started the run (GITHUB_EVENT_NAME, or "by hand")
 */
export async function deployProduction({ skipBuild, event }) {
  const siteUrl = process.env.GATSBY_SITE_URL
  if (!siteUrl)
    throw new DeployError("Set the repository variable GATSBY_SITE_URL (docs/deploying.md#settings): the build and the checks need it.")
  const config = readWranglerConfig()
  const domains = customDomains(config)
  if (!domains.includes(new URL(siteUrl).hostname))
    throw new DeployError(
      `GATSBY_SITE_URL is ${siteUrl}, but wrangler.jsonc routes the Worker at ${domains.join(", ") || "no custom domain"}: ` +
        "the check after the deploy would ask another site. Make them the same (docs/deploying.md#the-first-deploy).",
    )
  const byHand = event === "workflow_dispatch" || event === "by hand"

  const live = await liveVersion()
  if (!(await liveDeployment(PREVIEW_ENV, noToken))) await createWorker(PREVIEW_ENV)

  buildSite({ skip: skipBuild })
  const id = builtId()
  const tag = versionTag(id, resolvedConfig(config), wranglerVersion())
  console.log(`Build ${id} (version tag ${tag}), for ${siteUrl}.`)

  let promoted = ""
  /** Why this run's build is not deployed, when it was rolled back before. */
  let heldBack = ""
  if (live.tag === tag) console.log(`Version ${live.version} is live with tag ${tag}: nothing to upload.`)
  else {
    if (!byHand) {
      /** @type {Array<{ id: string, annotations?: Record<string, string>, metadata: { created_on: string } }>} */
      const recent = await wranglerJson(["versions", "list", "--json", ...PRODUCTION_ARGS], (message) => new DeployError(message))
      const earlier = recent.find((version) => version.annotations?.["workers/tag"] === tag)
      if (earlier) {
        heldBack = `Build ${id} is not deployed: it was rolled back. A run by hand deploys it.`
        annotate(
          "warning",
          `Build ${id} (tag ${tag}) was uploaded as version ${earlier.id} on ${earlier.metadata.created_on} and is not live (rolled back, or its check failed): ` +
            "only a run started by hand deploys it again (docs/deploying.md#pausing-and-rolling-back). Production keeps its version.",
        )
      }
    }
    if (!heldBack) promoted = await uploadCheckPromote(event, id, tag, live)
  }

  const attached = await attachCustomDomains({
    worker: workerName(PRODUCTION),
    hostnames: domains,
    mayReplace: byHand && process.env.DEPLOY_REPLACE_DNS_RECORDS === "true",
  })
  if (heldBack) {
    // Production serves an earlier build, whose files are not here to check it against.
    await recordDeployed("failure", heldBack)
    return
  }
  await waitForAnswer(siteUrl)
  console.log(`Checking production, ${siteUrl}${attached.length ? `, its custom domain just attached` : ""}.`)
  const problems = await problemsAt({ url: siteUrl, indexing: "indexable" })
  if (!problems) {
    await recordDeployed("success", `Build ${id} passed its check on ${siteUrl}`)
    return
  }

  if (!promoted)
    throw new DeployError(`Production fails its check with the version it had before this run (${live.version}, tag ${tag}).\n${problems}`)
  if (live.tag === PLACEHOLDER_TAG)
    throw new DeployError(
      `Production fails its check with version ${promoted} (build ${id}), the site's first: there is no earlier version to roll back to. ` +
        `Fix the cause and run the workflow again.\n${problems}`,
    )
  const rollback = await wrangler([
    "rollback",
    live.version,
    ...PRODUCTION_ARGS,
    "--message",
    `check:live failed on version ${promoted} (build ${id})`,
    "--yes",
  ])
  if (!rollback.ok)
    throw new DeployError(
      `Production fails its check with version ${promoted}, and rolling back to ${live.version} failed (${rollback.failure?.message}): ` +
        `roll back by hand (docs/deploying.md#pausing-and-rolling-back).\n${problems}`,
    )
  // The tag begins with the build's id (./wrangler-config.mjs); a version deployed otherwise may have none.
  const liveBuild = /^[0-9a-f]{16}/.exec(live.tag)?.[0]
  const served = await servedId(siteUrl, liveBuild ?? "", liveBuild ? 30 : 0)
  await recordDeployed("failure", `Build ${id} failed its check on ${siteUrl} and was rolled back`)
  throw new DeployError(
    `Production failed its check with version ${promoted} (build ${id}): rolled back to version ${live.version} (tag ${live.tag}); production serves build ${served}` +
      `${!liveBuild || served.startsWith(liveBuild) ? "" : `, not yet ${liveBuild}`}.\n${problems}`,
  )
}

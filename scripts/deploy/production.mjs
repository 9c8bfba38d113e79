// @ts-check
// The production deploy (npm run deploy -- production; .github/workflows/deploy.yml), step by step
// (docs/deploying.md#the-deploy):
//   1. the production address (GATSBY_SITE_URL) is the custom domain wrangler.jsonc routes the
//      Worker at, so the check after the deploy asks the site that was deployed;
//   2. the build, into public/, and its id;
//   3. what is live (wrangler deployments status): none yet is the first deploy, which creates the
//      Worker and its previews' Worker (wrangler deploy) and checks production;
//   4. a live version whose tag is this build's id: nothing to deploy, production is checked;
//   5. a scheduled run does not try again a build that was uploaded before and is not live (rolled
//      back, or its check failed): it would fail, or undo a rollback, every hour;
//   6. the build is uploaded as a version tagged with its id (wrangler versions upload), and checked
//      at the version's own address (check:live) before any visitor gets it: red, nothing is promoted;
//   7. the version is promoted (wrangler versions deploy <id>@100%) and production is checked;
//      red, the version that was live before is deployed again (wrangler rollback) and the run fails.
import { setTimeout as sleep } from "node:timers/promises"
import { checkLive, reportResult } from "./check-live.mjs"
import { annotate } from "./github.mjs"
import { buildSite, builtId, describe } from "./site-build.mjs"
import { customDomains, readWranglerConfig } from "./wrangler-config.mjs"
import { entryOf, isMissingWorker, wrangler } from "./wrangler.mjs"

/** A deploy that cannot go on, with what to do about it. */
export class DeployError extends Error {}

/** The environment of wrangler.jsonc whose Worker holds the pull requests' previews (./preview.mjs). */
export const PREVIEW_ENV = "preview"
/**
 * The top level of wrangler.jsonc, the production Worker, named as wrangler asks when a config has
 * environments (without it, it warns that none was named).
 */
const PRODUCTION = "--env="

/**
 * Runs check:live against an address and prints its result.
 * @param {string} url
 * @param {"indexable" | "hidden"} indexing
 */
async function check(url, indexing) {
  return reportResult(await checkLive({ url, indexing }))
}

/** The JSON a `--json` command printed, or a DeployError naming the command. */
async function wranglerJson(/** @type {string[]} */ args) {
  const result = await wrangler(args)
  if (!result.ok) throw new DeployError(`wrangler ${args.join(" ")} failed: ${result.failure?.message}`)
  return JSON.parse(result.stdout)
}

/** The build id production serves (public/build-id.txt), waited for up to `seconds` to be `expected`. */
async function servedId(/** @type {string} */ siteUrl, /** @type {string} */ expected, seconds = 30) {
  const until = Date.now() + seconds * 1000
  for (;;) {
    const served = await fetch(new URL("/build-id.txt", siteUrl), { signal: AbortSignal.timeout(10_000) })
      .then(async (response) => (response.ok ? (await response.text()).trim() : `an answer ${response.status}`))
      .catch((/** @type {Error} */ error) => `no answer (${error.message})`)
    if (served === expected || Date.now() >= until) return served
    await sleep(2000)
  }
}

/**
 * @param {{ skipBuild: boolean, event: string }} options  event: what started the run (GITHUB_EVENT_NAME)
 */
export async function deployProduction({ skipBuild, event }) {
  const siteUrl = process.env.GATSBY_SITE_URL
  if (!siteUrl)
    throw new DeployError("Set the repository variable GATSBY_SITE_URL (docs/deploying.md#settings): the build and the checks need it.")
  const domains = customDomains(readWranglerConfig())
  if (!domains.includes(new URL(siteUrl).hostname))
    throw new DeployError(
      `GATSBY_SITE_URL is ${siteUrl}, but wrangler.jsonc routes the Worker at ${domains.join(", ") || "no custom domain"}: ` +
        "the check after the deploy would ask another site. Make them the same (docs/deploying.md#the-first-deploy).",
    )

  buildSite({ skip: skipBuild })
  const id = builtId()
  console.log(`Build ${id}, for ${siteUrl}.`)

  const status = await wrangler(["deployments", "status", "--json", PRODUCTION])
  if (!status.ok) {
    if (isMissingWorker(status.failure)) return firstDeploy(siteUrl, id)
    throw new DeployError(`wrangler could not say what is deployed: ${status.failure?.message}`)
  }
  /** @type {{ versions: Array<{ version_id: string, percentage: number }> }} */
  const live = JSON.parse(status.stdout)
  const liveVersion = [...live.versions].sort((a, b) => b.percentage - a.percentage)[0].version_id
  /** @type {string} A version deployed otherwise (by hand, from the dashboard) may have no tag. */
  const liveId = (await wranglerJson(["versions", "view", liveVersion, "--json", PRODUCTION])).annotations?.["workers/tag"] ?? "(untagged)"

  if (liveId === id) {
    console.log(`Version ${liveVersion} is live with build ${id}: nothing to deploy. Checking production.`)
    if (!(await check(siteUrl, "indexable")))
      throw new DeployError(`Production fails its check with the build it has had since before this run (${id}): see the problems above.`)
    return
  }
  if (event === "schedule") {
    /** @type {Array<{ id: string, annotations?: Record<string, string>, metadata: { created_on: string } }>} */
    const recent = await wranglerJson(["versions", "list", "--json", PRODUCTION])
    const earlier = recent.find((version) => version.annotations?.["workers/tag"] === id)
    if (earlier) {
      annotate(
        "warning",
        `Build ${id} was uploaded as version ${earlier.id} on ${earlier.metadata.created_on} and is not live (rolled back, or its check failed): ` +
          "a scheduled run does not deploy it again. Run the workflow by hand to try (docs/deploying.md#pausing-and-rolling-back).",
      )
      return
    }
  }

  const upload = await wrangler(["versions", "upload", PRODUCTION, "--tag", id, "--message", describe(event, id)])
  const uploaded = entryOf(upload, "version-upload")
  if (!upload.ok || !uploaded?.version_id) throw new DeployError(`The upload failed: ${upload.failure?.message}. Production is unchanged.`)
  const version = String(uploaded.version_id)
  if (!uploaded.preview_url)
    throw new DeployError(
      `Cloudflare gave version ${version} no address of its own: the account needs a workers.dev subdomain, and wrangler.jsonc preview_urls: true ` +
        "(docs/deploying.md#the-first-deploy). Nothing was promoted.",
    )
  console.log(`Checking version ${version} at its own address, ${uploaded.preview_url}, before any visitor gets it.`)
  if (!(await check(String(uploaded.preview_url), "hidden")))
    throw new DeployError(
      `Version ${version} fails its check: nothing was promoted, production still has version ${liveVersion} (build ${liveId}).`,
    )

  const promote = await wrangler(["versions", "deploy", `${version}@100%`, PRODUCTION, "--message", describe(event, id), "--yes"])
  if (!promote.ok)
    throw new DeployError(`Promoting version ${version} failed: ${promote.failure?.message}. Production still has version ${liveVersion}.`)
  console.log(`Version ${version} is live. Checking production.`)
  if (await check(siteUrl, "indexable")) return

  const rollback = await wrangler([
    "rollback",
    liveVersion,
    PRODUCTION,
    "--message",
    `check:live failed on version ${version} (build ${id})`,
    "--yes",
  ])
  if (!rollback.ok)
    throw new DeployError(
      `Production fails its check with version ${version}, and rolling back to ${liveVersion} failed (${rollback.failure?.message}): ` +
        "roll back by hand (docs/deploying.md#pausing-and-rolling-back).",
    )
  const served = await servedId(siteUrl, liveId)
  throw new DeployError(
    `Production failed its check with version ${version} (build ${id}): rolled back to version ${liveVersion}; production serves build ${served}` +
      `${served === liveId ? "" : `, not yet ${liveId}`}.`,
  )
}

/**
 * The first deploy: the Worker does not exist yet, so there is nothing to upload a version to and
 * nothing live to protect. wrangler deploy creates it, with its custom domain (wrangler.jsonc), and
 * the previews' Worker beside it; then production is checked.
 * @param {string} siteUrl @param {string} id
 */
async function firstDeploy(siteUrl, id) {
  console.log("No Worker is deployed yet: this is the first deploy.")
  for (const env of [[PRODUCTION], ["--env", PREVIEW_ENV]]) {
    const result = await wrangler(["deploy", ...env, "--tag", id, "--message", describe("first deploy", id)])
    if (!result.ok) throw new DeployError(`The first deploy failed (wrangler deploy ${env.join(" ")}): ${result.failure?.message}`)
  }
  if (!(await check(siteUrl, "indexable")))
    throw new DeployError(
      `The first deploy is live at ${siteUrl} and fails its check: there is no earlier version to roll back to. Fix the cause and run the workflow again.`,
    )
}

// @ts-check
// The two Workers the deploy needs (wrangler.jsonc): the site's, and the previews' (its "preview"
// environment, ./preview.mjs). Every production run asks what each has live, and creates one that
// does not exist yet, so a first deploy that stopped halfway is finished by the next run. A Worker
// is created with `wrangler deploy` from the config with no routes, serving a placeholder page
// (./placeholder-site.mjs): creating a Worker then attaches no address, and no visitor sees
// anything change; the site's build is uploaded after it as a version like any other, checked at
// its own address, and only then promoted and given its custom domain (./production.mjs).
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { DeployError } from "./deploy-error.mjs"
import { writePlaceholderSite } from "./placeholder-site.mjs"
import { readWranglerConfig, resolvedConfig } from "./wrangler-config.mjs"
import { entryOf, failureText, isMissingToken, isMissingWorker, wrangler, wranglerJson } from "./wrangler.mjs"

/** The environment of wrangler.jsonc whose Worker holds the pull requests' previews. */
export const PREVIEW_ENV = "preview"
/** The tag of a Worker's placeholder version: never the site, so never a version to roll back to. */
export const PLACEHOLDER_TAG = "placeholder"

/**
 * The --env arguments for an environment: the top level is named as wrangler asks when a config has
 * environments (without it, it warns that none was named).
 */
export const envArgs = (/** @type {string} */ env) => (env ? ["--env", env] : ["--env="])

/** @typedef {{ versions: Array<{ version_id: string, percentage: number }> }} Deployment */

/**
 * What a Worker has live: its deployment, or null when it does not exist. Throws a DeployError for
 * any other failure, `noToken` when Cloudflare has no token it accepts.
 * @param {string} env
 * @param {(failure: string) => string} noToken  the message, given wrangler's
 * @returns {Promise<Deployment | null>}
 */
export async function liveDeployment(env, noToken) {
  const status = await wrangler(["deployments", "status", "--json", ...envArgs(env)])
  if (status.ok) return JSON.parse(status.stdout)
  if (isMissingToken(status.failure)) throw new DeployError(noToken(failureText(status.failure)))
  if (isMissingWorker(status.failure)) return null
  throw new DeployError(`wrangler could not say what the Worker ${workerName(env)} has live: ${status.failure?.message}`)
}

/** The name of an environment's Worker. */
export const workerName = (/** @type {string} */ env) => resolvedConfig(readWranglerConfig(), env || undefined).name

/** The version a deployment serves to most visitors. */
export const topVersion = (/** @type {Deployment} */ deployment) =>
  [...deployment.versions].sort((a, b) => b.percentage - a.percentage)[0].version_id

/** A version's tag ("(untagged)": a version deployed otherwise, by hand or from the dashboard). */
export async function tagOf(/** @type {string} */ version, /** @type {string} */ env) {
  const view = await wranglerJson(["versions", "view", version, "--json", ...envArgs(env)], (message) => new DeployError(message))
  return String(view.annotations?.["workers/tag"] ?? "(untagged)")
}

/**
 * Creates an environment's Worker, serving the placeholder at no address (no routes), and gives
 * its version.
 * @param {string} env
 */
export async function createWorker(env) {
  const name = workerName(env)
  console.log(`The Worker ${name} does not exist: creating it, serving a placeholder page at no address.`)
  const site = writePlaceholderSite({ title: name, text: "This Worker has no site yet: the deploy uploads it next." })
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wrangler-create-"))
  try {
    const resolved = resolvedConfig(readWranglerConfig(), env || undefined)
    const config = path.join(dir, "wrangler.json")
    fs.writeFileSync(config, JSON.stringify({ ...resolved, routes: [], assets: { ...resolved.assets, directory: site } }, null, 2))
    const message = "The new Worker's placeholder: the site is uploaded next, as a version"
    const result = await wrangler(["deploy", "--config", config, "--tag", PLACEHOLDER_TAG, "--message", message])
    const deployed = entryOf(result, "deploy")
    if (!result.ok || !deployed?.version_id) throw new DeployError(`Creating the Worker ${name} failed: ${result.failure?.message}`)
    return String(deployed.version_id)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
    fs.rmSync(site, { recursive: true, force: true })
  }
}

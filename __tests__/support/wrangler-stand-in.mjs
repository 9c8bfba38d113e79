#!/usr/bin/env node
// @ts-check
// A stand-in for wrangler 4.164 and the Cloudflare account behind it, for the deploy's tests
// (__tests__/deploy/): the deploy runs it as it runs wrangler (WRANGLER names it), and it answers
// the commands the deploy uses as wrangler does, with what Cloudflare would have done, kept in the
// account file WRANGLER_STAND_IN_STATE names (./hosts/cloudflare.ts serves it over HTTP). Every
// call is recorded there. What it answers, quoted from wrangler 4.164's own source and Cloudflare's
// documentation: docs/deploying.md#what-the-deploy-relies-on.
//   - the output file (WRANGLER_OUTPUT_FILE_PATH): one JSON object a line, with a timestamp:
//     "version-upload" {worker_name, worker_tag, version_id, preview_url, preview_alias_url, ...},
//     "version-deploy" {worker_name, worker_tag, deployment_id, version_traffic} (version_traffic is
//     a Map in wrangler, so it is written as {}), "deploy" {worker_name, version_id, targets, ...},
//     and for a failure "command-failed" {code, message} (code: the API's error code, if any);
//   - `deployments status --json`: the newest deployment, as the API returns it; a Worker that does
//     not exist is the API's error 10007;
//   - `versions view <id> --json`, `versions list --json` (the 10 newest, oldest first): versions
//     as the API returns them, with annotations workers/tag and workers/message;
//   - `versions upload` before the Worker exists: "You cannot upload a new version of a Worker that
//     does not yet exist. Please run the `deploy` command first." (no code); a preview address only
//     when the account has a workers.dev subdomain and the Worker's preview URLs are on;
//   - the environment <env> of wrangler.jsonc is the Worker "<name>-<env>" unless it names one.
// Faults the test puts in the account file make a command fail that many times, as the API's
// 5xx answers or a network error surface after wrangler's own retries.
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { readWranglerConfig } from "../../scripts/deploy/wrangler-config.mjs"

const ACCOUNT = "0123456789abcdef0123456789abcdef"
const stateFile = process.env.WRANGLER_STAND_IN_STATE ?? ""
/** @type {import("./hosts/cloudflare").CloudflareState} */
const state = JSON.parse(fs.readFileSync(stateFile, "utf8"))
const save = () => fs.writeFileSync(stateFile, JSON.stringify(state, null, 2))

const argv = process.argv.slice(2)
state.calls.push(argv)
save()

/** The value of an option: --tag <value>, or --tag=<value>. */
const option = (/** @type {string} */ name) => {
  const joined = argv.find((arg) => arg.startsWith(`${name}=`))
  if (joined !== undefined) return joined.slice(name.length + 1)
  const at = argv.indexOf(name)
  return at >= 0 ? argv[at + 1] : undefined
}
const valueOptions = new Set(["--tag", "--message", "--env", "--preview-alias", "--name"])
const positional = argv.filter((arg, index) => !arg.startsWith("--") && !valueOptions.has(argv[index - 1] ?? "") && !(arg === "-y"))
const command = positional.slice(0, ["versions", "deployments"].includes(positional[0]) ? 2 : 1).join(" ")
const operands = positional.slice(command.split(" ").length)

const config =
  /** @type {{ name: string, assets: { directory: string }, routes?: Array<{ pattern: string }>, workers_dev?: boolean, preview_urls?: boolean, env?: Record<string, any> }} */ (
    readWranglerConfig()
  )
const env = option("--env") || undefined
const settings = env ? { ...config, routes: [], ...config.env?.[env], name: config.env?.[env]?.name ?? `${config.name}-${env}` } : config
const name = settings.name
const worker = state.workers[name]

/** Appends an entry to the output file, as wrangler's writeOutput does. */
function writeOutput(/** @type {Record<string, unknown>} */ entry) {
  const file = process.env.WRANGLER_OUTPUT_FILE_PATH
  if (file) fs.appendFileSync(file, `${JSON.stringify({ ...entry, timestamp: new Date().toISOString() })}\n`)
}

/**
 * Fails as wrangler does: the error on stderr, a "command-failed" entry, exit code 1.
 * @returns {never}
 */
function fail(/** @type {string} */ message, /** @type {string[]} */ notes = [], /** @type {number | undefined} */ code = undefined) {
  console.error(`✘ [ERROR] ${message}\n${notes.map((note) => `\n  ${note}`).join("")}\n`)
  writeOutput({ type: "command-failed", version: 1, code, message })
  process.exit(1)
}

const fault = state.faults.find((each) => each.command === command && each.times > 0)
if (fault) {
  fault.times--
  save()
  if (fault.kind === "network") fail("fetch failed", ["A request to the Cloudflare API failed: read ECONNRESET"])
  fail("Received a malformed response from the API", [
    "<html><body>502 Bad Gateway</body></html>",
    `POST /accounts/${ACCOUNT}/workers/scripts/${name} -> 502 Bad Gateway`,
  ])
}

/** @returns {never} */
const missingWorker = () =>
  fail(
    `A request to the Cloudflare API (/accounts/${ACCOUNT}/workers/scripts/${name}/deployments) failed.`,
    ["This Worker does not exist on your account. [code: 10007]"],
    10007,
  )

/** A new version of the Worker, its files copied as an upload sends them. */
function newVersion(/** @type {{ versions: any[] }} */ target, /** @type {string} */ triggeredBy) {
  const id = crypto.randomUUID()
  const assets = path.join(state.store, id)
  fs.cpSync(settings.assets.directory, assets, { recursive: true })
  /** @type {Record<string, string>} */
  const annotations = { "workers/triggered_by": triggeredBy }
  if (option("--tag") !== undefined) annotations["workers/tag"] = String(option("--tag"))
  if (option("--message") !== undefined) annotations["workers/message"] = String(option("--message"))
  /** @type {import("./hosts/cloudflare").Version} */
  const version = { id, created_on: new Date().toISOString(), annotations, assets }
  const previews = settings.preview_urls ?? settings.workers_dev ?? true
  if (state.subdomain && previews) {
    version.preview_url = state.addresses.free.shift()
    const alias = option("--preview-alias")
    if (alias) {
      for (const earlier of target.versions) if (earlier.alias === alias) delete earlier.alias
      Object.assign(version, { alias, alias_url: state.addresses.free.shift() })
    }
  }
  target.versions.push(version)
  return version
}

/** The version as the API gives it (GET .../versions/<id>). */
const asApi = (/** @type {import("./hosts/cloudflare").Version} */ version, /** @type {number} */ number) => ({
  id: version.id,
  number,
  metadata: { created_on: version.created_on, modified_on: version.created_on, source: "wrangler", author_email: "deploy@example.com" },
  annotations: version.annotations,
  resources: { bindings: [], script: { etag: version.id.replaceAll("-", ""), handlers: [] } },
})

function deploy(/** @type {string} */ versionId, /** @type {string} */ triggeredBy) {
  const deployment = {
    id: crypto.randomUUID(),
    created_on: new Date().toISOString(),
    source: "wrangler",
    strategy: /** @type {const} */ ("percentage"),
    author_email: "deploy@example.com",
    annotations: {
      "workers/triggered_by": triggeredBy,
      ...(option("--message") ? { "workers/message": String(option("--message")) } : {}),
    },
    versions: [{ version_id: versionId, percentage: 100 }],
  }
  worker.deployments.push(deployment)
  return deployment
}

switch (command) {
  case "deployments status": {
    if (!worker) missingWorker()
    const latest = worker.deployments.at(-1)
    if (!latest) fail(`The Worker ${name} has no deployments.`)
    console.log(JSON.stringify(latest, null, 2))
    break
  }
  case "versions view": {
    if (!worker) missingWorker()
    const index = worker.versions.findIndex((version) => version.id === operands[0])
    if (index < 0)
      fail(
        `A request to the Cloudflare API (/accounts/${ACCOUNT}/workers/scripts/${name}/versions/${operands[0]}) failed.`,
        ["version not found [code: 10220]"],
        10220,
      )
    console.log(JSON.stringify(asApi(worker.versions[index], index + 1), null, 2))
    break
  }
  case "versions list": {
    if (!worker) missingWorker()
    console.log(JSON.stringify(worker.versions.map(asApi).slice(-10), null, 2))
    break
  }
  case "versions upload": {
    if (!worker) fail("You cannot upload a new version of a Worker that does not yet exist. Please run the `deploy` command first.")
    const version = newVersion(worker, "upload")
    save()
    console.log(`Uploaded ${name} (0.42 sec)\nWorker Version ID: ${version.id}`)
    if (version.preview_url) console.log(`Version Preview URL: ${version.preview_url}`)
    if (version.alias_url) console.log(`Version Preview Alias URL: ${version.alias_url}`)
    writeOutput({
      type: "version-upload",
      version: 1,
      worker_name: name,
      worker_tag: name.replaceAll("-", ""),
      version_id: version.id,
      preview_url: version.preview_url,
      preview_alias_url: version.alias_url,
      wrangler_environment: env,
      worker_name_overridden: false,
    })
    break
  }
  case "versions deploy": {
    if (!worker) missingWorker()
    const [versionId, percentage] = operands[0].split("@")
    if (!worker.versions.some((version) => version.id === versionId) || percentage !== "100%") fail(`No version ${operands[0]} to deploy`)
    const deployment = deploy(versionId, "deployment")
    save()
    console.log(`✨ Deployed ${name} version ${versionId} at 100% (0.91 sec)`)
    writeOutput({
      type: "version-deploy",
      version: 1,
      worker_name: name,
      worker_tag: name.replaceAll("-", ""),
      deployment_id: deployment.id,
      version_traffic: {},
    })
    break
  }
  case "rollback": {
    if (!worker) missingWorker()
    if (!worker.versions.some((version) => version.id === operands[0])) fail(`No version ${operands[0]} to roll back to`)
    deploy(operands[0], "rollback")
    save()
    console.log(`Worker Version ${operands[0]} has been deployed to 100% of traffic.\n\nCurrent Version ID: ${operands[0]}`)
    break
  }
  case "deploy": {
    state.workers[name] ??= {
      versions: [],
      deployments: [],
      routes: (settings.routes ?? []).map((/** @type {{ pattern: string }} */ route) => route.pattern),
    }
    const target = state.workers[name]
    const version = newVersion(target, "upload")
    target.deployments.push({
      id: crypto.randomUUID(),
      created_on: new Date().toISOString(),
      source: "wrangler",
      strategy: "percentage",
      author_email: "deploy@example.com",
      annotations: { "workers/triggered_by": "upload" },
      versions: [{ version_id: version.id, percentage: 100 }],
    })
    save()
    console.log(
      `Uploaded ${name} (0.52 sec)\nDeployed ${name} triggers (0.31 sec)\n${target.routes.map((route) => `  ${route} (custom domain)`).join("\n")}\nCurrent Version ID: ${version.id}`,
    )
    writeOutput({
      type: "deploy",
      version: 1,
      worker_name: name,
      worker_tag: name.replaceAll("-", ""),
      version_id: version.id,
      targets: target.routes,
      wrangler_environment: env,
      worker_name_overridden: false,
    })
    break
  }
  default:
    fail(`The stand-in knows no command "${command}" (${argv.join(" ")})`)
}

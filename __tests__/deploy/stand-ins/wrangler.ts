/**
 * A stand-in for wrangler 4.164 and the Cloudflare account behind it, for the deploy's tests
 * (__tests__/deploy/, __tests__/ci/): the deploy runs ./wrangler (WRANGLER names it), a shell
 * script that sends its arguments here, to the account's API stand-in (./cloudflare-api.ts), and
 * prints what this answers, as wrangler does in a CI (not on a terminal), with what Cloudflare would
 * have done, kept in the account file (./cloudflare.ts serves it over HTTP). Every call is
 * recorded there. (A script rather than a Node program: each of the hundreds of calls the tests make
 * then starts bash and curl, not Node.) What it answers, quoted from wrangler 4.164's own source and
 * Cloudflare's documentation: docs/deploying.md#what-the-deploy-relies-on.
 *   - no CLOUDFLARE_API_TOKEN: wrangler's own words for a non-interactive run, no code; a token the
 *     account does not accept: the API's "Authentication error" (code 10000);
 *   - the output file (WRANGLER_OUTPUT_FILE_PATH): one JSON object a line, with a timestamp:
 *     "version-upload" {worker_name, worker_tag, version_id, preview_url, preview_alias_url, ...},
 *     "version-deploy" {worker_name, worker_tag, deployment_id, version_traffic} (version_traffic is
 *     a Map in wrangler, so it is written as {}), "deploy" {worker_name, version_id, targets, ...},
 *     and for a failure "command-failed" {code, message} (code: the API's error code, if any);
 *   - `deployments status --json`: the newest deployment, as the API returns it; a Worker that does
 *     not exist is the API's error 10007;
 *   - `versions view <id> --json`, `versions list --json` (the 10 newest, oldest first): versions
 *     as the API returns them, with annotations workers/tag and workers/message;
 *   - `versions upload` before the Worker exists: "You cannot upload a new version of a Worker that
 *     does not yet exist. Please run the `deploy` command first." (no code); a preview address only
 *     when the account has a workers.dev subdomain and the Worker's preview URLs are on; `--assets`
 *     uploads another folder than the config's;
 *   - `deploy` creates the Worker, deploys the new version to all traffic and applies the triggers;
 *     `triggers deploy` applies them alone; `versions upload` never does. A custom domain is
 *     attached as wrangler does where no terminal can confirm: replacing the DNS records on its host
 *     name and another Worker's claim to it, without asking; its certificate is issued
 *     certificateSeconds later;
 *   - the environment <env> of the config is what the deploy resolves it to (scripts/deploy/wrangler-config.mjs:
 *     the Worker "<name>-<env>" unless it names one); `--config <file>` reads another config, its
 *     assets' folder relative to that file.
 * Faults the test puts in the account file make a command fail that many times: as the API's 5xx
 * answers or a network error surface after wrangler's own retries, or where it attaches a custom
 * domain ("custom-domain"), after what the command did before.
 */
import crypto from "crypto"
import fs from "fs"
import path from "path"
import { readWranglerConfig, resolvedConfig } from "../../../scripts/deploy/wrangler-config.mjs"
import { readState, writeState, type CloudflareState, type Version } from "./cloudflare"

/** What the script sends: its arguments, its folder, the token it has (undefined: none set) and wrangler's output file. */
export type WranglerCall = { args: string[]; cwd: string; token: string | undefined; outputFile: string | undefined }
export type WranglerAnswer = { ok: boolean; stdout: string; stderr: string }
type Worker = CloudflareState["workers"][string]

/** How a command that fails ends: thrown by fail(), caught by wranglerCommand. */
class Failed extends Error {}

/** Answers one wrangler command over the account in stateFile, as wrangler would. */
export function wranglerCommand(stateFile: string, call: WranglerCall): WranglerAnswer {
  const state = readState(stateFile)
  const save = () => writeState(stateFile, state)
  const ACCOUNT = state.account
  const argv = call.args
  const stdout: string[] = []
  const stderr: string[] = []
  const log = (text: string) => stdout.push(`${text}\n`)
  try {
    run()
    return { ok: true, stdout: stdout.join(""), stderr: stderr.join("") }
  } catch (error) {
    if (!(error instanceof Failed)) throw error
    return { ok: false, stdout: stdout.join(""), stderr: stderr.join("") }
  }

  function run() {
    /** The value of an option: --tag <value>, or --tag=<value>. */
    const option = (name: string) => {
      const joined = argv.find((arg) => arg.startsWith(`${name}=`))
      if (joined !== undefined) return joined.slice(name.length + 1)
      const at = argv.indexOf(name)
      return at >= 0 ? argv[at + 1] : undefined
    }
    const valueOptions = new Set(["--tag", "--message", "--env", "--preview-alias", "--name", "--config", "--assets"])
    const positional = argv.filter((arg, index) => !arg.startsWith("-") && !valueOptions.has(argv[index - 1] ?? ""))
    const command = positional.slice(0, ["versions", "deployments", "triggers"].includes(positional[0]) ? 2 : 1).join(" ")
    const operands = positional.slice(command.split(" ").length)

    const configFile = path.resolve(call.cwd, option("--config") ?? "wrangler.jsonc")
    const env = option("--env") || undefined
    const settings = resolvedConfig(readWranglerConfig(configFile), env)
    const name = settings.name
    const assetsDir = option("--assets") ?? path.resolve(path.dirname(configFile), settings.assets.directory)
    state.calls.push({ args: argv, worker: name })
    save()

    /** Appends an entry to the output file, as wrangler's writeOutput does. */
    function writeOutput(entry: Record<string, unknown>) {
      if (call.outputFile) fs.appendFileSync(call.outputFile, `${JSON.stringify({ ...entry, timestamp: new Date().toISOString() })}\n`)
    }

    /** Fails as wrangler does: the error on stderr, a "command-failed" entry, exit code 1. */
    function fail(message: string, notes: string[] = [], code: number | undefined = undefined): never {
      stderr.push(`✘ [ERROR] ${message}\n${notes.map((note) => `\n  ${note}`).join("")}\n\n`)
      writeOutput({ type: "command-failed", version: 1, code, message })
      throw new Failed(message)
    }

    // wrangler 4.164 in a CI without a token (its requireAuth), and the API's answer to a token it does not accept.
    if (!call.token)
      fail(
        "In a non-interactive environment, it's necessary to set a CLOUDFLARE_API_TOKEN environment variable for wrangler to work. Please go to https://developers.cloudflare.com/fundamentals/api/get-started/create-token/ for instructions on how to create an api token, and assign its value to CLOUDFLARE_API_TOKEN.",
        [
          "To continue without logging in, rerun this command with `--temporary`. Wrangler will use a temporary account and print a claim URL.",
        ],
      )
    if (call.token !== state.token)
      fail(
        `A request to the Cloudflare API (/accounts/${ACCOUNT}/workers/services/${name}) failed.`,
        ["Authentication error [code: 10000]"],
        10000,
      )

    /** The fault the test set for this command and kind, counted down. */
    const faultOf = (kinds: string[]) => {
      const fault = state.faults.find(
        (each) => each.command === command && (each.worker ?? name) === name && each.times > 0 && kinds.includes(each.kind),
      )
      if (fault) {
        fault.times--
        save()
      }
      return fault
    }
    const fault = faultOf(["network", "api-5xx"])
    if (fault?.kind === "network") fail("fetch failed", ["A request to the Cloudflare API failed: read ECONNRESET"])
    if (fault)
      fail("Received a malformed response from the API", [
        "<html><body>502 Bad Gateway</body></html>",
        `POST /accounts/${ACCOUNT}/workers/scripts/${name} -> 502 Bad Gateway`,
      ])

    const worker = state.workers[name]

    function missingWorker(): never {
      return fail(
        `A request to the Cloudflare API (/accounts/${ACCOUNT}/workers/scripts/${name}/deployments) failed.`,
        ["This Worker does not exist on your account. [code: 10007]"],
        10007,
      )
    }

    /** A new version of the Worker, its files copied as an upload sends them. */
    function newVersion(target: Worker, triggeredBy: string) {
      const id = crypto.randomUUID()
      const assets = path.join(state.store, id)
      fs.cpSync(assetsDir, assets, { recursive: true })
      const annotations: Record<string, string> = { "workers/triggered_by": triggeredBy }
      if (option("--tag") !== undefined) annotations["workers/tag"] = String(option("--tag"))
      if (option("--message") !== undefined) annotations["workers/message"] = String(option("--message"))
      const version: Version = { id, created_on: new Date().toISOString(), annotations, assets }
      const previews = settings.preview_urls ?? settings.workers_dev ?? true
      if (state.subdomain && previews) {
        version.preview_url = state.addresses.free.shift()
        // An alias keeps its address (<alias>-<worker>.<subdomain>.workers.dev) and points at the newest version uploaded with it.
        const alias = option("--preview-alias")
        if (alias) {
          const earlier = target.versions.find((each) => each.alias === alias)
          Object.assign(version, { alias, alias_url: earlier?.alias_url ?? state.addresses.free.shift() })
          if (earlier) {
            delete earlier.alias
            delete earlier.alias_url
          }
        }
      }
      target.versions.push(version)
      return version
    }

    /** The version as the API gives it (GET .../versions/<id>). */
    const asApi = (version: Version, number: number) => ({
      id: version.id,
      number,
      metadata: { created_on: version.created_on, modified_on: version.created_on, source: "wrangler", author_email: "deploy@example.com" },
      annotations: version.annotations,
      resources: { bindings: [], script: { etag: version.id.replaceAll("-", ""), handlers: [] } },
    })

    /** A deployment of one version to all traffic. */
    function deploy(target: Worker, versionId: string, triggeredBy: string) {
      const deployment = {
        id: crypto.randomUUID(),
        created_on: new Date().toISOString(),
        source: "wrangler",
        strategy: "percentage" as const,
        author_email: "deploy@example.com",
        annotations: {
          "workers/triggered_by": triggeredBy,
          ...(option("--message") ? { "workers/message": String(option("--message")) } : {}),
        },
        versions: [{ version_id: versionId, percentage: 100 }],
      }
      target.deployments.push(deployment)
      return deployment
    }

    /**
     * The config's custom domains attached to the Worker, as wrangler's publishCustomDomains does
     * without a terminal (override_existing_origin and override_existing_dns_record: true). Returns the
     * targets wrangler prints.
     */
    function attachCustomDomains() {
      const patterns = (settings.routes ?? []).filter((route) => route.custom_domain).map((route) => route.pattern)
      if (patterns.length === 0) return []
      if (faultOf(["custom-domain"]))
        fail(
          `A request to the Cloudflare API (/accounts/${ACCOUNT}/workers/scripts/${name}/domains/records) failed.`,
          ["An unknown error has occurred. [code: 10013]"],
          10013,
        )
      for (const hostname of patterns) {
        if (hostname !== state.zone.name && !hostname.endsWith(`.${state.zone.name}`))
          fail(`Could not find zone for \`${hostname}\`. Make sure the domain is set up to be proxied by Cloudflare.`)
        if (state.domains.some((domain) => domain.hostname === hostname && domain.service === name)) continue
        state.domains = state.domains.filter((domain) => domain.hostname !== hostname)
        state.dns = state.dns.filter((record) => record.name !== hostname)
        state.domains.push({
          id: crypto.randomUUID(),
          hostname,
          service: name,
          environment: "production",
          zone_id: state.zone.id,
          zone_name: state.zone.name,
        })
        state.certificates[hostname] = Date.now() + state.certificateSeconds * 1000
      }
      save()
      return patterns.map((pattern) => `${pattern} (custom domain)`)
    }

    switch (command) {
      case "deployments status": {
        if (!worker) missingWorker()
        const latest = worker.deployments.at(-1)
        if (!latest) fail(`The Worker ${name} has no deployments.`)
        log(JSON.stringify(latest, null, 2))
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
        log(JSON.stringify(asApi(worker.versions[index], index + 1), null, 2))
        break
      }
      case "versions list": {
        if (!worker) missingWorker()
        log(JSON.stringify(worker.versions.map(asApi).slice(-10), null, 2))
        break
      }
      case "versions upload": {
        if (!worker) fail("You cannot upload a new version of a Worker that does not yet exist. Please run the `deploy` command first.")
        const version = newVersion(worker, "upload")
        save()
        log(`Uploaded ${name} (0.42 sec)\nWorker Version ID: ${version.id}`)
        if (version.preview_url) log(`Version Preview URL: ${version.preview_url}`)
        if (version.alias_url) log(`Version Preview Alias URL: ${version.alias_url}`)
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
        if (!worker.versions.some((version) => version.id === versionId) || percentage !== "100%")
          fail(`No version ${operands[0]} to deploy`)
        const deployment = deploy(worker, versionId, "deployment")
        save()
        log(`✨ Deployed ${name} version ${versionId} at 100% (0.91 sec)`)
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
        deploy(worker, operands[0], "rollback")
        save()
        log(`Worker Version ${operands[0]} has been deployed to 100% of traffic.\n\nCurrent Version ID: ${operands[0]}`)
        break
      }
      case "deploy": {
        state.workers[name] ??= { versions: [], deployments: [] }
        const target = state.workers[name]
        const version = newVersion(target, "upload")
        deploy(target, version.id, "upload")
        save()
        log(`Uploaded ${name} (0.52 sec)`)
        const targets = attachCustomDomains()
        log(`Deployed ${name} triggers (0.31 sec)\n${targets.map((each) => `  ${each}`).join("\n")}\nCurrent Version ID: ${version.id}`)
        writeOutput({
          type: "deploy",
          version: 1,
          worker_name: name,
          worker_tag: name.replaceAll("-", ""),
          version_id: version.id,
          targets,
          wrangler_environment: env,
          worker_name_overridden: false,
        })
        break
      }
      case "triggers deploy": {
        if (!worker) missingWorker()
        const targets = attachCustomDomains()
        log(`Deployed ${name} triggers (0.31 sec)\n${targets.map((each) => `  ${each}`).join("\n")}`)
        break
      }
      default:
        fail(`The stand-in knows no command "${command}" (${argv.join(" ")})`)
    }
  }
}

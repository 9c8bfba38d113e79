import { spawn } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { readWranglerConfig } from "../../scripts/deploy/wrangler-config.mjs"
import { readState, startCloudflare, writeState, type CloudflareState } from "../support/hosts/cloudflare"
import { writeLiveSite } from "../support/live-site"

// The deploy (scripts/deploy.mjs) run as the workflows run it, against a stand-in for wrangler and
// the Cloudflare account behind it (__tests__/support/wrangler-stand-in.mjs), whose versions are
// served on this machine (__tests__/support/hosts/cloudflare.ts), each build a small one written
// without Gatsby (__tests__/support/live-site.ts). What each case drives is what the deploy must do
// on Cloudflare: docs/deploying.md#the-deploy.
const root = path.resolve(__dirname, "../..")
// Each case runs the deploy and its wrangler commands as processes, and npm test runs Jest beside a build.
jest.setTimeout(30_000)
const STAND_IN = path.join(root, "__tests__/support/wrangler-stand-in.mjs")
const DOMAIN = "127.0.0.1"

let work: string
let project: string
let stateFile: string
let cloud: Awaited<ReturnType<typeof startCloudflare>>
let siteUrl: string

beforeEach(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "deploy-"))
  project = path.join(work, "project")
  fs.mkdirSync(project)
  // The project's own wrangler.jsonc, with the custom domain this machine's production address stands for.
  const config = readWranglerConfig(path.join(root, "wrangler.jsonc"))
  fs.writeFileSync(path.join(project, "wrangler.jsonc"), JSON.stringify({ ...config, routes: [{ pattern: DOMAIN, custom_domain: true }] }))
  stateFile = path.join(work, "account.json")
  fs.mkdirSync(path.join(work, "store"))
  cloud = await startCloudflare(stateFile, DOMAIN, path.join(work, "store"))
  siteUrl = cloud.productionUrl.replace(/\/$/, "")
})

afterEach(async () => {
  await cloud.close()
  fs.rmSync(work, { recursive: true, force: true })
})

/** Writes edition `edition` of the small build into the project's public/ and gives its id. */
function build(edition: string) {
  fs.rmSync(path.join(project, "public"), { recursive: true, force: true })
  return writeLiveSite(path.join(project, "public"), edition)
}

/** Changes the account (zone settings, faults) as the test needs. */
function account(change: (state: CloudflareState) => void) {
  const state = readState(stateFile)
  change(state)
  writeState(stateFile, state)
}

/** The wrangler commands run since the last look: "deployments status", "versions upload --env preview"... */
function callsSince(before: number) {
  return readState(stateFile)
    .calls.slice(before)
    .map((args) => {
      const words = args.slice(0, ["versions", "deployments"].includes(args[0]) ? 2 : 1)
      return [...words, ...(args.includes("--env") ? ["--env", args[args.indexOf("--env") + 1]] : [])].join(" ")
    })
}

/** Runs npm run deploy -- <args> in the project, as the workflows do, after `event`. */
async function deploy(args: string[], event = "workflow_run", env: Record<string, string> = {}) {
  const before = readState(stateFile).calls.length
  const child = spawn(process.execPath, [path.join(root, "scripts/deploy.mjs"), ...args, "--skip-build"], {
    cwd: project,
    env: {
      ...process.env,
      WRANGLER: STAND_IN,
      WRANGLER_STAND_IN_STATE: stateFile,
      GATSBY_SITE_URL: siteUrl,
      GITHUB_EVENT_NAME: event,
      GITHUB_ACTIONS: "",
      GITHUB_OUTPUT: "",
      DEPLOY_RETRY_SECONDS: "0.05,0.05",
      ...env,
    },
  })
  let output = ""
  child.stdout.on("data", (chunk) => (output += chunk))
  child.stderr.on("data", (chunk) => (output += chunk))
  const status = await new Promise<number | null>((resolve) => child.on("close", resolve))
  return { status, output, calls: callsSince(before) }
}

/** The build id production serves. */
const served = async () => (await (await fetch(`${siteUrl}/build-id.txt`)).text()).trim()

/** A first deploy of edition 1, as every later case starts from; gives the live version's id. */
async function firstDeploy() {
  const id = build("1")
  const run = await deploy(["production"])
  expect(run.status).toBe(0)
  expect(await served()).toBe(id)
  return readState(stateFile).workers["respite-website"].versions[0].id
}

describe("the production deploy", () => {
  it("deploys the first build with wrangler deploy, creating the Worker and the previews' Worker, and checks production", async () => {
    const id = build("1")
    const run = await deploy(["production"])
    expect(run.output).toContain("this is the first deploy")
    expect(run.calls).toEqual(["deployments status", "deploy", "deploy --env preview"])
    expect(run.output).toMatch(/check:live http:\/\/127\.0\.0\.1:\d+\/: 2 pages, .* as they should be, build/)
    expect(run.status).toBe(0)
    expect(await served()).toBe(id)
    expect(Object.keys(readState(stateFile).workers)).toEqual(["respite-website", "respite-website-preview"])
  })

  it("deploys nothing when the build is the live version's, and checks production all the same", async () => {
    await firstDeploy()
    const run = await deploy(["production"], "schedule")
    expect(run.output).toContain("nothing to deploy")
    expect(run.calls).toEqual(["deployments status", "versions view"])
    expect(run.status).toBe(0)
  })

  it("uploads a new build as a version, checks it at its own address, kept out of search engines, then promotes it", async () => {
    await firstDeploy()
    const id = build("2")
    const run = await deploy(["production"])
    expect(run.calls).toEqual(["deployments status", "versions view", "versions upload", "versions deploy"])
    expect(run.output).toMatch(/Checking version \S+ at its own address/)
    expect(run.status).toBe(0)
    expect(await served()).toBe(id)
    const uploaded = readState(stateFile).workers["respite-website"].versions[1]
    expect(uploaded.annotations["workers/tag"]).toBe(id)
    const atItsAddress = await fetch(`${uploaded.preview_url}imprint`)
    expect(atItsAddress.headers.get("x-robots-tag")).toBe("noindex")
  })

  it("promotes nothing when the version fails its check, naming the page", async () => {
    const live = await firstDeploy()
    build("2")
    const imprint = path.join(project, "public/imprint/index.html")
    fs.writeFileSync(imprint, fs.readFileSync(imprint, "utf8").replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, ""))
    const run = await deploy(["production"])
    expect(run.output).toContain("[page policy] /imprint: no Content-Security-Policy <meta>")
    expect(run.output).toContain(`nothing was promoted, production still has version ${live}`)
    expect(run.calls).not.toContain("versions deploy")
    expect(run.status).toBe(1)
    expect(await served()).not.toBe(fs.readFileSync(path.join(project, "public/build-id.txt"), "utf8").trim())
  })

  it("rolls back to the version that was live when production fails its check, and fails; a scheduled run does not undo the rollback", async () => {
    const live = await firstDeploy()
    const first = await served()
    // The zone's Email Address Obfuscation, on by default, rewrites the custom domain's pages only: the version's own address passes.
    account((state) => (state.zone.emailObfuscation = true))
    const id = build("2")
    const run = await deploy(["production"])
    expect(run.output).toContain(
      "[host addition] /imprint: a script the site did not write: /cdn-cgi/scripts/5c5dd728/cloudflare-static/email-decode.min.js",
    )
    expect(run.calls).toEqual(["deployments status", "versions view", "versions upload", "versions deploy", "rollback"])
    expect(run.output).toContain(`rolled back to version ${live}; production serves build ${first}.`)
    expect(run.status).toBe(1)
    expect(await served()).toBe(first)

    const nextHour = await deploy(["production"], "schedule")
    expect(nextHour.output).toContain(`Build ${id} was uploaded as version`)
    expect(nextHour.calls).toEqual(["deployments status", "versions view", "versions list"])
    expect(nextHour.status).toBe(0)
    expect(await served()).toBe(first)
  })

  it("rides out transient errors: a failed upload and promotion are tried again, and 503 answers are asked again", async () => {
    await firstDeploy()
    account((state) => {
      state.faults = [
        { command: "versions upload", times: 1, kind: "network" },
        { command: "versions deploy", times: 1, kind: "api-5xx" },
      ]
      state.flakyPages = true
    })
    const id = build("2")
    const run = await deploy(["production"])
    expect(run.output).toContain("wrangler versions upload failed (fetch failed); trying again")
    expect(run.output).toContain("wrangler versions deploy failed (Received a malformed response from the API); trying again")
    expect(run.calls).toEqual([
      "deployments status",
      "versions view",
      "versions upload",
      "versions upload",
      "versions deploy",
      "versions deploy",
    ])
    expect(run.output).toMatch(/request\(s\) retried after a network error or a 5xx answer/)
    expect(run.status).toBe(0)
    expect(await served()).toBe(id)
  })

  it("stops before anything is uploaded when the production address is not the custom domain wrangler.jsonc routes", async () => {
    build("1")
    const run = await deploy(["production"], "workflow_run", { GATSBY_SITE_URL: "https://respite.example" })
    expect(run.output).toContain(`GATSBY_SITE_URL is https://respite.example, but wrangler.jsonc routes the Worker at ${DOMAIN}`)
    expect(run.calls).toEqual([])
    expect(run.status).toBe(1)
  })

  it("promotes nothing when Cloudflare gives the version no address of its own (no workers.dev subdomain)", async () => {
    await firstDeploy()
    account((state) => (state.subdomain = null))
    build("2")
    const run = await deploy(["production"])
    expect(run.output).toContain("no address of its own: the account needs a workers.dev subdomain")
    expect(run.calls).not.toContain("versions deploy")
    expect(run.status).toBe(1)
  })
})

describe("a pull request's preview", () => {
  it("is skipped with a notice before the first production deploy", async () => {
    build("1")
    const run = await deploy(["preview", "12"], "pull_request")
    expect(run.output).toContain("notice: No preview: the previews' Worker does not exist until the first production deploy")
    expect(run.calls).toEqual(["deployments status --env preview"])
    expect(run.status).toBe(0)
  })

  it("is uploaded to the previews' Worker under its alias, checked there (kept out of search engines), and its address given to the workflow", async () => {
    await firstDeploy()
    const id = build("2")
    const outputs = path.join(work, "outputs")
    const run = await deploy(["preview", "12"], "pull_request", { GITHUB_OUTPUT: outputs })
    expect(run.calls).toEqual(["deployments status --env preview", "versions upload --env preview"])
    expect(run.status).toBe(0)
    const preview = readState(stateFile).workers["respite-website-preview"].versions.at(-1)!
    expect(preview.alias).toBe("pr-12")
    expect(preview.annotations["workers/tag"]).toBe(id)
    expect(fs.readFileSync(outputs, "utf8")).toBe(`url=${preview.alias_url}\n`)
    expect(await served()).not.toBe(id)
  })
})

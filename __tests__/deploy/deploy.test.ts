import { spawn } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { readWranglerConfig } from "../../scripts/deploy/wrangler-config.mjs"
import { writeLiveSite } from "../support/live-site"
import { readState, startCloudflare, writeState, type CloudflareState } from "./stand-ins/cloudflare"
import { scaled } from "../../scripts/lib/time-limits.cjs"

// The deploy (scripts/deploy.mjs) run as the workflows run it, against a stand-in for wrangler and
// the Cloudflare account behind it (./stand-ins/wrangler.sh, ./stand-ins/wrangler.ts), whose versions are served on this
// machine with the part of Cloudflare's API the deploy asks itself (./stand-ins/cloudflare.ts), each
// build a small one written without Gatsby (__tests__/support/live-site.ts). What each case drives
// is what the deploy must do on Cloudflare, and the ways Cloudflare fails: docs/deploying.md#the-deploy.
// One account for the file: most cases start from the first deploy, which is made once and put back
// before each case; a case about the first deploy starts from an empty account.
const root = path.resolve(__dirname, "../..")
// Each case runs the deploy and its wrangler commands as processes (a few seconds here; a machine
// four times slower, beside a build, must pass).
jest.setTimeout(scaled(60_000))
const STAND_IN = path.join(root, "__tests__/deploy/stand-ins/wrangler.sh")
const DOMAIN = "127.0.0.1"
const PRODUCTION = "respite-website"
const PREVIEWS = "respite-website-preview"

let work: string
let project: string
let stateFile: string
let cloud: Awaited<ReturnType<typeof startCloudflare>>
let siteUrl: string
/** The empty account, and the account after the first deploy of edition 1 (its state and its versions' files). */
let empty: CloudflareState
let deployed: { state: CloudflareState; store: string }

/** The project's own wrangler.jsonc, with the custom domain this machine's production address stands for. */
function writeConfig(change: (config: Record<string, unknown>) => void = () => {}) {
  const config = { ...readWranglerConfig(path.join(root, "wrangler.jsonc")), routes: [{ pattern: DOMAIN, custom_domain: true }] }
  change(config)
  fs.writeFileSync(path.join(project, "wrangler.jsonc"), JSON.stringify(config))
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "deploy-"))
  project = path.join(work, "project")
  fs.mkdirSync(project)
  writeConfig()
  stateFile = path.join(work, "account.json")
  fs.mkdirSync(path.join(work, "store"))
  cloud = await startCloudflare(stateFile, DOMAIN, path.join(work, "store"))
  siteUrl = cloud.productionUrl.replace(/\/$/, "")
  empty = readState(stateFile)
  build("1")
  const first = await deploy(["production"])
  if (first.status !== 0) throw new Error(`The first deploy failed:\n${first.output}`)
  fs.cpSync(path.join(work, "store"), path.join(work, "deployed-store"), { recursive: true })
  deployed = { state: readState(stateFile), store: path.join(work, "deployed-store") }
})

afterAll(async () => {
  await cloud.close()
  fs.rmSync(work, { recursive: true, force: true })
})

/** Puts the account back as it was after the first deploy (the default), or empty; the project's config as it is. */
function startFrom(account: "deployed" | "empty" = "deployed") {
  writeConfig()
  cloud.reset()
  fs.rmSync(path.join(work, "store"), { recursive: true, force: true })
  if (account === "empty") {
    fs.mkdirSync(path.join(work, "store"))
    writeState(stateFile, empty)
  } else {
    fs.cpSync(deployed.store, path.join(work, "store"), { recursive: true })
    writeState(stateFile, deployed.state)
  }
}

/** Writes edition `edition` of the small build into the project's public/ and gives its id. */
function build(edition: string) {
  fs.rmSync(path.join(project, "public"), { recursive: true, force: true })
  return writeLiveSite(path.join(project, "public"), edition)
}

/** Changes the account (zone settings, faults, DNS records) as the case needs. */
function account(change: (state: CloudflareState) => void) {
  const state = readState(stateFile)
  change(state)
  writeState(stateFile, state)
}

/** The wrangler commands run since the last look, each with its Worker: "deployments status respite-website"... */
function callsSince(before: number) {
  return readState(stateFile)
    .calls.slice(before)
    .map(({ args, worker }) => `${args.slice(0, ["versions", "deployments", "triggers"].includes(args[0]) ? 2 : 1).join(" ")} ${worker}`)
}

/** Runs npm run deploy -- <args> in the project, as the workflows do, after `event`. */
async function deploy(args: string[], event = "workflow_run", env: Record<string, string> = {}) {
  const before = readState(stateFile).calls.length
  const child = spawn(process.execPath, [path.join(root, "scripts/deploy.mjs"), ...args, "--skip-build"], {
    cwd: project,
    env: {
      ...process.env,
      WRANGLER: STAND_IN,
      WRANGLER_STAND_IN_URL: `${cloud.apiUrl}/wrangler`,
      CLOUDFLARE_API_TOKEN: cloud.token,
      CLOUDFLARE_ACCOUNT_ID: cloud.account,
      CLOUDFLARE_API_BASE_URL: cloud.apiUrl,
      GATSBY_SITE_URL: siteUrl,
      GITHUB_EVENT_NAME: event,
      GITHUB_ACTIONS: "",
      GITHUB_OUTPUT: "",
      DEPLOY_RETRY_SECONDS: "0.05,0.05",
      DEPLOY_POLL_SECONDS: "0.1",
      DEPLOY_CERTIFICATE_MINUTES: "1",
      // Node keeps what it compiled of the deploy's modules for the next of this file's many runs.
      NODE_COMPILE_CACHE: path.join(work, "compile-cache"),
      ...env,
    },
  })
  let output = ""
  child.stdout.on("data", (chunk) => (output += chunk))
  child.stderr.on("data", (chunk) => (output += chunk))
  const status = await new Promise<number | null>((resolve) => child.on("close", resolve))
  return { status, output, calls: callsSince(before) }
}

/** The build id production serves, or what answered instead. */
const served = () =>
  fetch(`${siteUrl}/build-id.txt`).then(
    async (response) => (await response.text()).trim(),
    () => "no answer",
  )

const liveVersion = () => readState(stateFile).workers[PRODUCTION].deployments.at(-1)!.versions[0].version_id

describe("the first deploy", () => {
  it("creates both Workers at no address, checks the build at its own address, promotes it, then attaches the custom domain and checks production", () => {
    // The account after beforeAll's first deploy, which every case below starts from.
    const state = deployed.state
    expect(Object.keys(state.workers)).toEqual([PRODUCTION, PREVIEWS])
    const production = state.workers[PRODUCTION]
    expect(production.versions.map((version) => version.annotations["workers/tag"])).toEqual([
      "placeholder",
      expect.stringMatching(/^[0-9a-f]{16}-[0-9a-f]{8}$/),
    ])
    expect(production.deployments.at(-1)!.versions[0].version_id).toBe(production.versions[1].id)
    expect(state.domains.map(({ hostname, service }) => `${hostname} ${service}`)).toEqual([`${DOMAIN} ${PRODUCTION}`])
    expect(state.calls.map(({ args, worker }) => `${args.slice(0, 2).join(" ")} ${worker}`)).toEqual([
      `deployments status ${PRODUCTION}`,
      `deploy --config ${PRODUCTION}`,
      `deployments status ${PREVIEWS}`,
      `deploy --config ${PREVIEWS}`,
      `versions list ${PRODUCTION}`,
      `versions upload ${PRODUCTION}`,
      `versions deploy ${PRODUCTION}`,
      `triggers deploy ${PRODUCTION}`,
    ])
  })

  it("that stops after creating the Worker, at the custom domain, is finished by the next run", async () => {
    startFrom("empty")
    const id = build("1")
    account((state) => (state.faults = [{ command: "triggers deploy", times: 3, kind: "custom-domain" }]))
    const first = await deploy(["production"])
    expect(first.output).toContain(`Attaching the custom domain ${DOMAIN} failed`)
    expect(first.output).toContain("run the deploy again, it attaches what is missing")
    expect(first.status).toBe(1)
    expect(await served()).toBe("no answer")

    const next = await deploy(["production"], "schedule")
    expect(next.calls).toEqual([
      `deployments status ${PRODUCTION}`,
      `versions view ${PRODUCTION}`,
      `deployments status ${PREVIEWS}`,
      `triggers deploy ${PRODUCTION}`,
    ])
    expect(next.output).toContain("nothing to upload")
    expect(next.status).toBe(0)
    expect(await served()).toBe(id)
  })

  it("that stops after creating the Worker, at the previews' Worker, is finished by the next run", async () => {
    startFrom("empty")
    const id = build("1")
    account((state) => (state.faults = [{ command: "deploy", worker: PREVIEWS, times: 3, kind: "api-5xx" }]))
    const first = await deploy(["production"])
    expect(first.output).toContain(`Creating the Worker ${PREVIEWS} failed`)
    expect(first.status).toBe(1)
    expect(Object.keys(readState(stateFile).workers)).toEqual([PRODUCTION])

    const next = await deploy(["production"])
    expect(next.calls.slice(0, 4)).toEqual([
      `deployments status ${PRODUCTION}`,
      `versions view ${PRODUCTION}`,
      `deployments status ${PREVIEWS}`,
      `deploy ${PREVIEWS}`,
    ])
    expect(next.status).toBe(0)
    expect(Object.keys(readState(stateFile).workers)).toEqual([PRODUCTION, PREVIEWS])
    expect(await served()).toBe(id)
  })

  it("over a domain that serves another site: checks and promotes the site, names the DNS records it would replace and replaces none until asked by hand", async () => {
    startFrom("empty")
    const id = build("1")
    account((state) => (state.dns = [{ id: "r1", type: "A", name: DOMAIN, content: "192.0.2.10", proxied: true }]))
    const unattended = await deploy(["production"])
    expect(unattended.output).toMatch(/Checking version \S+ at its own address/)
    expect(unattended.output).toContain(
      `Attaching the custom domain ${DOMAIN} (it replaces the DNS record A ${DOMAIN} 192.0.2.10 (proxied)) to the Worker ${PRODUCTION} would take the address over`,
    )
    expect(unattended.calls).not.toContain(`triggers deploy ${PRODUCTION}`)
    expect(unattended.status).toBe(1)
    expect(await (await fetch(siteUrl)).text()).toContain("The site that was here before")

    const byHand = await deploy(["production"], "workflow_dispatch", { DEPLOY_REPLACE_DNS_RECORDS: "true" })
    expect(byHand.output).toContain(`Attaching the custom domain ${DOMAIN} (it replaces the DNS record A ${DOMAIN} 192.0.2.10 (proxied))`)
    expect(byHand.calls.at(-1)).toBe(`triggers deploy ${PRODUCTION}`)
    expect(byHand.status).toBe(0)
    expect(await served()).toBe(id)
    expect(readState(stateFile).dns).toEqual([])
  })

  it("waits out the new custom domain's certificate before it checks production", async () => {
    startFrom("empty")
    const id = build("1")
    account((state) => (state.certificateSeconds = 1.5))
    const run = await deploy(["production"])
    expect(run.output).toMatch(
      new RegExp(`${siteUrl} gives no answer yet \\(.*\\): a new custom domain's certificate takes minutes to be issued`),
    )
    expect(run.output).toMatch(/check:live http:\/\/127\.0\.0\.1:\d+\/: 2 pages, .* as they should be/)
    expect(run.status).toBe(0)
    expect(await served()).toBe(id)
  })

  it("fails naming the secret when Cloudflare has no token it accepts, and touches nothing", async () => {
    startFrom("empty")
    build("1")
    for (const token of ["", "a-revoked-token"]) {
      const run = await deploy(["production"], "workflow_run", { CLOUDFLARE_API_TOKEN: token })
      expect(run.output).toMatch(/Cloudflare has no token it accepts \((In a non-interactive environment|.*\[code: 10000\]\))/)
      expect(run.output).toContain("the production environment's secret CLOUDFLARE_DEPLOY_TOKEN")
      expect(run.calls).toEqual([`deployments status ${PRODUCTION}`])
      expect(run.status).toBe(1)
    }
    expect(readState(stateFile).workers).toEqual({})
  })
})

describe("a later deploy", () => {
  beforeEach(() => startFrom())

  it("uploads nothing when the live version has the build's tag, and checks production all the same", async () => {
    build("1")
    const run = await deploy(["production"], "schedule")
    expect(run.output).toContain("nothing to upload")
    expect(run.calls).toEqual([`deployments status ${PRODUCTION}`, `versions view ${PRODUCTION}`, `deployments status ${PREVIEWS}`])
    expect(run.output).toMatch(/check:live .*as they should be/)
    expect(run.status).toBe(0)
  })

  it("uploads a version when only wrangler.jsonc changed (a new compatibility_date), as the version would carry it", async () => {
    build("1")
    writeConfig((config) => (config.compatibility_date = "2026-10-01"))
    const run = await deploy(["production"])
    expect(run.calls).toContain(`versions upload ${PRODUCTION}`)
    expect(run.status).toBe(0)
    const [before, after] = readState(stateFile).workers[PRODUCTION].versions.slice(-2)
    expect(after.annotations["workers/tag"].slice(0, 16)).toBe(before.annotations["workers/tag"].slice(0, 16))
    expect(after.annotations["workers/tag"]).not.toBe(before.annotations["workers/tag"])
  })

  it("uploads a new build as a version, checks it at its own address, kept out of search engines, then promotes it", async () => {
    const id = build("2")
    const run = await deploy(["production"])
    expect(run.calls).toEqual([
      `deployments status ${PRODUCTION}`,
      `versions view ${PRODUCTION}`,
      `deployments status ${PREVIEWS}`,
      `versions list ${PRODUCTION}`,
      `versions upload ${PRODUCTION}`,
      `versions deploy ${PRODUCTION}`,
    ])
    expect(run.output).toMatch(/Checking version \S+ at its own address/)
    expect(run.status).toBe(0)
    expect(await served()).toBe(id)
    const uploaded = readState(stateFile).workers[PRODUCTION].versions.at(-1)!
    expect(uploaded.annotations["workers/tag"].slice(0, 16)).toBe(id.slice(0, 16))
    const atItsAddress = await fetch(`${uploaded.preview_url}imprint`)
    expect(atItsAddress.headers.get("x-robots-tag")).toBe("noindex")
  })

  it("promotes nothing when the version fails its check, naming the page", async () => {
    const live = liveVersion()
    build("2")
    const imprint = path.join(project, "public/imprint/index.html")
    fs.writeFileSync(imprint, fs.readFileSync(imprint, "utf8").replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, ""))
    const run = await deploy(["production"], "workflow_run", { GITHUB_ACTIONS: "true" })
    // The error annotation keeps every line of check:live's report, as GitHub reads a workflow command to the end of its line.
    const annotation = run.output.split("\n").find((line) => line.startsWith("::error::"))!
    expect(annotation).toContain(`nothing was promoted, production still has version ${live}`)
    expect(annotation).toContain("%0A  [page policy] /imprint: no Content-Security-Policy <meta>")
    expect(run.calls).not.toContain(`versions deploy ${PRODUCTION}`)
    expect(run.status).toBe(1)
    expect(liveVersion()).toBe(live)
  })

  it("rolls back when production fails its check (a header and a page rewriting the zone adds), and deploys that build again only by hand", async () => {
    const live = liveVersion()
    const first = await served()
    // Speed Brain and Email Address Obfuscation, on by default, change the custom domain's answers only: the version's own address passes.
    account((state) => Object.assign(state.zone, { speedBrain: true, emailObfuscation: true }))
    const id = build("2")
    const run = await deploy(["production"])
    expect(run.output).toMatch(
      /\[host header\] \/: speculation-rules: "\/cdn-cgi\/speculation" is a header the site does not set \(Cloudflare's Speed Brain, on by default on the Free plan\), and on \d+ more answer\(s\)/,
    )
    expect(run.output).toContain(
      "[host addition] /imprint: a script the site did not write: /cdn-cgi/scripts/5c5dd728/cloudflare-static/email-decode.min.js",
    )
    expect(run.calls.slice(-2)).toEqual([`versions deploy ${PRODUCTION}`, `rollback ${PRODUCTION}`])
    expect(run.output).toContain(`rolled back to version ${live}`)
    expect(run.output).toContain(`production serves build ${first}.`)
    expect(run.status).toBe(1)
    expect(await served()).toBe(first)

    // An hour later (as after a push), the build that was rolled back is not deployed again.
    const again = await deploy(["production"], "schedule")
    expect(again.output).toContain(`Build ${id}`)
    expect(again.output).toContain("only a run started by hand deploys it again")
    expect(again.calls).not.toContain(`versions upload ${PRODUCTION}`)
    expect(again.status).toBe(0)
    expect(await served()).toBe(first)

    account((state) => Object.assign(state.zone, { speedBrain: false, emailObfuscation: false }))
    const byHand = await deploy(["production"], "workflow_dispatch")
    expect(byHand.calls).toContain(`versions upload ${PRODUCTION}`)
    expect(byHand.status).toBe(0)
    expect(await served()).toBe(id)
  })

  it("rides out transient errors: a failed upload and promotion are tried again, and 503 answers are asked again", async () => {
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
    expect(run.calls.filter((call) => call.startsWith("versions upload") || call.startsWith("versions deploy"))).toEqual([
      `versions upload ${PRODUCTION}`,
      `versions upload ${PRODUCTION}`,
      `versions deploy ${PRODUCTION}`,
      `versions deploy ${PRODUCTION}`,
    ])
    expect(run.output).toMatch(/request\(s\) retried after a network error or a 5xx answer/)
    expect(run.status).toBe(0)
    expect(await served()).toBe(id)
  })

  it("attaches the custom domain again when it was removed", async () => {
    account((state) => (state.domains = []))
    build("1")
    const run = await deploy(["production"], "schedule")
    expect(run.output).toContain(`Attaching the custom domain ${DOMAIN} (it replaces nothing: nothing answers for it today)`)
    expect(run.calls.at(-1)).toBe(`triggers deploy ${PRODUCTION}`)
    expect(run.status).toBe(0)
  })

  it("stops before anything when the production address is not the custom domain wrangler.jsonc routes", async () => {
    const run = await deploy(["production"], "workflow_run", { GATSBY_SITE_URL: "https://respite.example" })
    expect(run.output).toContain(`GATSBY_SITE_URL is https://respite.example, but wrangler.jsonc routes the Worker at ${DOMAIN}`)
    expect(run.calls).toEqual([])
    expect(run.status).toBe(1)
  })

  it("promotes nothing when Cloudflare gives the version no address of its own (no workers.dev subdomain)", async () => {
    account((state) => (state.subdomain = null))
    build("2")
    const run = await deploy(["production"])
    expect(run.output).toContain("no address of its own: the account needs a workers.dev subdomain")
    expect(run.calls).not.toContain(`versions deploy ${PRODUCTION}`)
    expect(run.status).toBe(1)
  })
})

describe("a pull request's preview", () => {
  it("is skipped with a notice before the first production deploy", async () => {
    startFrom("empty")
    build("1")
    const run = await deploy(["preview", "12"], "pull_request")
    expect(run.output).toContain("notice: No preview: the previews' Worker does not exist until the first production deploy")
    expect(run.calls).toEqual([`deployments status ${PREVIEWS}`])
    expect(run.status).toBe(0)
  })

  it("is skipped with a notice, not failed, while Cloudflare has no token it accepts for the previews", async () => {
    startFrom()
    build("2")
    for (const token of ["", "a-revoked-token"]) {
      const run = await deploy(["preview", "12"], "pull_request", { CI: "true", CLOUDFLARE_API_TOKEN: token })
      expect(run.output).toContain("notice: No preview: Cloudflare has no token it accepts for the previews")
      expect(run.output).toContain("the preview environment's secret CLOUDFLARE_PREVIEW_TOKEN")
      expect(run.calls).toEqual([`deployments status ${PREVIEWS}`])
      expect(run.status).toBe(0)
    }
  })

  it("is uploaded to the previews' Worker under its alias, checked there (kept out of search engines), its address given to the workflow; closed, the alias says so", async () => {
    startFrom()
    const id = build("2")
    const outputs = path.join(work, "outputs")
    fs.writeFileSync(outputs, "")
    const run = await deploy(["preview", "12"], "pull_request", { GITHUB_OUTPUT: outputs })
    expect(run.calls).toEqual([`deployments status ${PREVIEWS}`, `versions upload ${PREVIEWS}`])
    expect(run.status).toBe(0)
    const preview = readState(stateFile).workers[PREVIEWS].versions.at(-1)!
    expect(preview.alias).toBe("pr-12")
    expect(preview.annotations["workers/tag"].slice(0, 16)).toBe(id.slice(0, 16))
    expect(fs.readFileSync(outputs, "utf8")).toBe(`url=${preview.alias_url}\n`)
    expect(await served()).not.toBe(id)

    const closed = await deploy(["preview-close", "12"], "pull_request")
    expect(closed.status).toBe(0)
    const page = await fetch(preview.alias_url!.replace(/\/$/, "/pricing"))
    expect(page.status).toBe(404)
    expect(await page.text()).toContain("Pull request #12 is closed")
    expect(page.headers.get("x-robots-tag")).toBe("noindex")
  })
})

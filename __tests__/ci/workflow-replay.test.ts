import fs from "fs"
import os from "os"
import path from "path"
import { readWranglerConfig } from "../../scripts/deploy/wrangler-config.mjs"
import { readState, startCloudflare } from "../deploy/stand-ins/cloudflare"
import { issue, startGitHub } from "../deploy/stand-ins/github"
import { letRunnerReachProject, nodeBin, readWorkflow, replay, root, type JobRun, type Scenario, type Workflow } from "./replay/runner"
import { scaled } from "../../scripts/lib/time-limits.cjs"

// Every job of the three workflows (.github/workflows/), run as GitHub runs it (./replay/runner.ts):
// in a fresh clone with only what the job's own steps install, as the user GitHub runs it as, with
// the job's env; GitHub's API and Cloudflare answered by the deploy's stand-ins
// (__tests__/deploy/stand-ins/). A job that needs what its steps never install fails here, not
// after a push. What the replay stands in for, and why: docs/deploying.md#the-workflows.
// The runs follow each other as on GitHub: the first deploy, an hour with nothing new, an hour that
// fails, a pull request's preview, its close.
// Each job starts processes (npm, the deploy, wrangler's stand-in); a machine four times slower,
// beside a build, must pass.
jest.setTimeout(scaled(120_000))

const DOMAIN = "127.0.0.1"
const FIRST = "1111111111111111111111111111111111111111"
const SECOND = "2222222222222222222222222222222222222222"
const HEAD = "3333333333333333333333333333333333333333"

let work: string
let cloud: Awaited<ReturnType<typeof startCloudflare>>
let gh: Awaited<ReturnType<typeof startGitHub>>
let stateFile: string
let compileCache: string
let closeProject: () => void

beforeAll(async () => {
  closeProject = letRunnerReachProject()
  work = fs.mkdtempSync(path.join(os.tmpdir(), "workflow-replay-"))
  // The jobs that run on a runner run as its user, not as root: what they share with the stand-ins is theirs to write.
  fs.chmodSync(work, 0o755)
  const account = path.join(work, "account")
  fs.mkdirSync(path.join(account, "store"), { recursive: true })
  fs.chmodSync(account, 0o777)
  fs.chmodSync(path.join(account, "store"), 0o777)
  stateFile = path.join(account, "account.json")
  cloud = await startCloudflare(stateFile, DOMAIN, path.join(account, "store"))
  fs.chmodSync(stateFile, 0o666)
  gh = await startGitHub()
  compileCache = path.join(work, "compile-cache")
  fs.mkdirSync(compileCache, { mode: 0o777 })
  fs.chmodSync(compileCache, 0o777)
})

afterAll(async () => {
  await Promise.all([cloud.close(), gh.close()])
  fs.rmSync(work, { recursive: true, force: true })
  closeProject()
})

/** A run of a workflow after `event`, with the repository's settings and the stand-ins' addresses. */
function scenario(event: string, payload: Record<string, unknown>, sha: string, change: Partial<Scenario> = {}): Scenario {
  const runDir = fs.mkdtempSync(path.join(work, `${event}-`))
  fs.chmodSync(runDir, 0o755)
  return {
    event,
    payload,
    sha,
    ref: "refs/heads/main",
    token: gh.github.token,
    vars: {
      GATSBY_SITE_URL: cloud.productionUrl.replace(/\/$/, ""),
      GATSBY_COMPANY_NAME: "Pausenwerk GmbH",
      GATSBY_COMPANY_REPRESENTATIVE: "Alex Beispiel",
      GATSBY_COMPANY_STREET: "Ruheweg 1",
      GATSBY_COMPANY_POSTCODE: "10115",
      GATSBY_COMPANY_CITY: "Berlin",
      GATSBY_COMPANY_VAT_ID: "DE123456789",
    },
    secrets: {
      "": {},
      production: { CLOUDFLARE_DEPLOY_TOKEN: cloud.token, CLOUDFLARE_ACCOUNT_ID: cloud.account },
      preview: { CLOUDFLARE_PREVIEW_TOKEN: cloud.token, CLOUDFLARE_ACCOUNT_ID: cloud.account },
    },
    env: {
      GITHUB_API_URL: gh.url,
      WRANGLER: path.join(root, "__tests__/deploy/stand-ins/wrangler.sh"),
      WRANGLER_STAND_IN_URL: `${cloud.apiUrl}/wrangler`,
      CLOUDFLARE_API_BASE_URL: cloud.apiUrl,
      DEPLOY_RETRY_SECONDS: "0.05,0.05",
      DEPLOY_POLL_SECONDS: "0.1",
      DEPLOY_CERTIFICATE_MINUTES: "1",
      // Node keeps what it compiled of the scripts for the next job's run (as a runner's Node would across steps).
      NODE_COMPILE_CACHE: compileCache,
    },
    work: runDir,
    // The one change the replay makes to a clone: the custom domain is the address the stand-in answers at.
    prepareClone: (dir) => {
      const config = readWranglerConfig(path.join(dir, "wrangler.jsonc"))
      fs.writeFileSync(path.join(dir, "wrangler.jsonc"), JSON.stringify({ ...config, routes: [{ pattern: DOMAIN, custom_domain: true }] }))
    },
    ...change,
  }
}

/** Each job's result, and the steps of a job that failed with what they printed, to read when a case fails. */
const results = (runs: Record<string, JobRun>) =>
  Object.fromEntries(
    Object.entries(runs).map(([name, run]) => [
      name,
      run.result === "failure"
        ? { result: run.result, steps: run.steps.map(({ name: step, outcome, output }) => ({ step, outcome, output })) }
        : run.result,
    ]),
  )

/** No job's clone keeps the job's token (actions/checkout's persist-credentials: false). */
function expectNoTokenLeftBehind(runs: Record<string, JobRun>) {
  for (const [name, run] of Object.entries(runs)) {
    const config = path.join(run.workspace, ".git/config")
    if (fs.existsSync(config))
      expect({ job: name, config: fs.readFileSync(config, "utf8") }).toEqual({
        job: name,
        config: expect.not.stringContaining("extraheader"),
      })
  }
}

const served = () =>
  fetch(`${cloud.productionUrl}build-id.txt`).then(
    async (response) => (await response.text()).trim(),
    () => "no answer",
  )

const passed = (sha: string) => ({ head_sha: sha, head_branch: "main", event: "push", conclusion: "success" })

// scripts/install.sh fetches no .node/ when the machine's node is already the pinned version:
// actions/setup-node then stands for that node, not for a missing download.
describe("actions/setup-node", () => {
  it("is the project's Node, or the running one when it is the pinned version, and says which is missing otherwise", () => {
    expect(nodeBin("0.0.1", "/opt/node-0.0.1/bin/node", "v0.0.1")).toBe("/opt/node-0.0.1/bin")
    expect(() => nodeBin("0.0.1", "/opt/node-0.0.2/bin/node", "v0.0.2")).toThrow(
      "The replay has no Node 0.0.1: run scripts/install.sh first",
    )
  })
})

describe("test.yml", () => {
  const workflow = readWorkflow("test.yml")

  // Without its step that marks the workspace safe for git, the job fails at npm test ("detected dubious ownership").
  it("runs its job as root in a clone another user owns, up to npm test (which it stands in for)", async () => {
    const runs = await replay(workflow, scenario("push", { ref: "refs/heads/main" }, FIRST))
    expect(results(runs)).toEqual({ test: "success" })
    expect(runs.test.steps.at(-1)!.output).toMatch(
      /npm test \(replay\): not run inside itself; what it needs is here: v\d+\.\d+\.\d+, \d+ files listed by git, /,
    )
    expectNoTokenLeftBehind(runs)
  })
})

describe("deploy.yml", () => {
  const workflow = readWorkflow("deploy.yml")

  it("by hand: the gate chooses main's newest passing commit, and the deploy installs, builds, deploys it and records it", async () => {
    gh.github.testRuns = [passed(FIRST)]
    const runs = await replay(workflow, scenario("workflow_dispatch", { inputs: { "replace-dns-records": false } }, FIRST))
    expect(results(runs)).toEqual({ gate: "success", deploy: "success", report: "skipped" })
    expect(runs.gate.outputs.commit).toBe(FIRST)
    expect(await served()).toBe(fs.readFileSync(path.join(runs.deploy.workspace, "public/build-id.txt"), "utf8").trim())
    expect(gh.github.statuses[FIRST].map(({ context, state }) => `${context} ${state}`)).toEqual(["deploy/production success"])
    expectNoTokenLeftBehind(runs)
  })

  it("every hour with nothing new: only the gate runs, and it installs nothing", async () => {
    const before = readState(stateFile).calls.length
    const runs = await replay(workflow, scenario("schedule", { schedule: "7 * * * *" }, FIRST))
    expect(results(runs)).toEqual({ gate: "success", deploy: "skipped", report: "skipped" })
    expect(runs.gate.steps.at(-1)!.output).toContain("Nothing new")
    expect(fs.existsSync(path.join(runs.gate.workspace, "node_modules"))).toBe(false)
    expect(readState(stateFile).calls.length).toBe(before)
  })

  it("every hour, a deploy that fails opens an issue", async () => {
    gh.github.testRuns = [passed(SECOND), passed(FIRST)]
    const refused = scenario("schedule", { schedule: "7 * * * *" }, SECOND)
    refused.secrets.production.CLOUDFLARE_DEPLOY_TOKEN = "a-revoked-token"
    const runs = await replay(workflow, refused)
    expect(results(runs)).toMatchObject({ gate: "success", deploy: { result: "failure" }, report: "success" })
    expect(runs.deploy.steps.at(-1)!.output).toContain("the production environment's secret CLOUDFLARE_DEPLOY_TOKEN")
    expect(gh.github.issues.map(({ title, body }) => [title, body.includes(`(commit ${SECOND})`)])).toEqual([
      ["The scheduled deploy fails", true],
    ])
  })

  it("fails when a job that needs packages is left without its npm install", async () => {
    const without: Workflow = structuredClone(workflow)
    without.jobs.deploy.steps = without.jobs.deploy.steps.filter((step) => !step.run?.includes("npm install"))
    const runs = await replay(without, scenario("workflow_dispatch", { inputs: {} }, SECOND))
    expect(runs.deploy.result).toBe("failure")
    const build = runs.deploy.steps.find((step) => step.name === "Build")!
    expect(build).toMatchObject({
      outcome: "failure",
      output: expect.stringContaining("node_modules/.bin/gatsby is missing: the job installed no packages"),
    })
  })
})

describe("preview.yml", () => {
  const workflow = readWorkflow("preview.yml")
  const pullRequest = (action: string) => ({
    action,
    number: 12,
    pull_request: { number: 12, head: { sha: HEAD, repo: { full_name: "respite/website" } }, base: { ref: "main" } },
  })

  it("for a pull request: builds its head commit, uploads and checks the preview, and comments its address", async () => {
    gh.github.issues.push(issue(12, "A change"))
    const runs = await replay(workflow, scenario("pull_request", pullRequest("opened"), "4444444444444444444444444444444444444444"))
    expect(results(runs)).toEqual({ preview: "success", close: "skipped" })
    const alias = readState(stateFile).workers["respite-website-preview"].versions.at(-1)!
    expect(alias.alias).toBe("pr-12")
    expect(gh.github.issues.at(-1)!.comments.map((comment) => comment.body)).toEqual([
      `<!-- respite-preview -->\nPreview of ${HEAD.slice(0, 7)}: ${alias.alias_url} (npm run check:live: success)`,
    ])
    expectNoTokenLeftBehind(runs)
  })

  it("when the pull request closes: points its address at a page that says so", async () => {
    const runs = await replay(workflow, scenario("pull_request", pullRequest("closed"), "4444444444444444444444444444444444444444"))
    expect(results(runs)).toEqual({ preview: "skipped", close: "success" })
    const alias = readState(stateFile).workers["respite-website-preview"].versions.at(-1)!
    expect(await (await fetch(alias.alias_url!)).text()).toContain("Pull request #12 is closed")
  })
})

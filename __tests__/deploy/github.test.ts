import { spawn } from "child_process"
import fs from "fs"
import http from "http"
import os from "os"
import path from "path"

// What the deploy workflow asks of GitHub (scripts/deploy/gate.mjs, failure-issue.mjs), run as the
// workflow runs it, against a stand-in for GitHub's REST API on this machine that answers as the
// API documents (docs/deploying.md#what-the-deploy-relies-on) and records every request.
const root = path.resolve(__dirname, "../..")
// Each case runs a script as a process, and npm test runs Jest beside a build.
jest.setTimeout(15_000)

type Request = { method: string; url: string; body: unknown }
let server: http.Server
let api: string
let requests: Request[]
/** The API's answers, by "METHOD path?query". */
let answers: Record<string, unknown>
let work: string

beforeEach(async () => {
  requests = []
  answers = {}
  work = fs.mkdtempSync(path.join(os.tmpdir(), "github-"))
  server = http.createServer((request, response) => {
    let body = ""
    request.on("data", (chunk) => (body += chunk))
    request.on("end", () => {
      const key = `${request.method} ${request.url}`
      requests.push({ method: request.method ?? "", url: request.url ?? "", body: body ? JSON.parse(body) : undefined })
      const answer = answers[key] ?? (request.method === "POST" ? { number: 7 } : undefined)
      if (answer === undefined) response.writeHead(404, { "content-type": "application/json" }).end('{"message":"Not Found"}')
      else response.writeHead(request.method === "POST" ? 201 : 200, { "content-type": "application/json" }).end(JSON.stringify(answer))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  api = `http://127.0.0.1:${(server.address() as { port: number }).port}`
})

afterEach(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  fs.rmSync(work, { recursive: true, force: true })
})

/** Runs npm run deploy -- <command> as a step of the deploy workflow would, after `event`; gives its outputs too. */
async function step(command: string, event: string, env: Record<string, string> = {}) {
  const outputs = path.join(work, "outputs")
  fs.writeFileSync(outputs, "")
  const child = spawn(process.execPath, [path.join(root, "scripts/deploy.mjs"), command], {
    env: {
      ...process.env,
      GITHUB_ACTIONS: "true",
      GITHUB_API_URL: api,
      GITHUB_REPOSITORY: "respite/website",
      GITHUB_SERVER_URL: "https://github.com",
      GITHUB_RUN_ID: "4242",
      GITHUB_TOKEN: "t0ken",
      GITHUB_EVENT_NAME: event,
      GITHUB_OUTPUT: outputs,
      DEPLOY_PAUSED: "",
      ...env,
    },
  })
  let output = ""
  child.stdout.on("data", (chunk) => (output += chunk))
  child.stderr.on("data", (chunk) => (output += chunk))
  const status = await new Promise((resolve) => child.on("close", resolve))
  return { status, output, outputs: fs.readFileSync(outputs, "utf8") }
}

/** The event file GitHub writes for a workflow_run event. */
function workflowRun(run: Record<string, string>) {
  const file = path.join(work, `event-${Object.values(run).join("-")}.json`)
  fs.writeFileSync(file, JSON.stringify({ workflow_run: { head_branch: "main", event: "push", ...run } }))
  return { GITHUB_EVENT_PATH: file }
}

const RUNS = "GET /repos/respite/website/actions/workflows/test.yml/runs?branch=main&event=push&status=success&per_page=1"

describe("the commit the deploy workflow may deploy", () => {
  it("is the commit Test passed on, after a push to main", async () => {
    const run = await step("gate", "workflow_run", workflowRun({ conclusion: "success", head_sha: "abc123" }))
    expect(run.outputs).toBe("commit=abc123\n")
    expect(requests).toEqual([])
    expect(run.status).toBe(0)
  })

  it("is none when Test failed, or ran on another branch or a pull request", async () => {
    for (const [event, expected] of [
      [workflowRun({ conclusion: "failure", head_sha: "abc123" }), "::notice::Test did not pass on abc123 (failure)"],
      [workflowRun({ conclusion: "success", head_sha: "abc123", head_branch: "feature" }), "not on a push to main"],
      [workflowRun({ conclusion: "success", head_sha: "abc123", event: "pull_request" }), "not on a push to main"],
    ] as const) {
      const run = await step("gate", "workflow_run", event)
      expect(run.outputs).toBe("commit=\n")
      expect(run.output).toContain(expected)
    }
  })

  it("every hour and by hand, is the commit of main's newest passing Test run", async () => {
    answers[RUNS] = { total_count: 2, workflow_runs: [{ head_sha: "def456" }] }
    for (const event of ["schedule", "workflow_dispatch"]) expect((await step("gate", event)).outputs).toBe("commit=def456\n")
    expect(requests.map(({ method, url }) => `${method} ${url}`)).toEqual([RUNS, RUNS])
  })

  it("is none when no push to main has passed Test yet", async () => {
    answers[RUNS] = { total_count: 0, workflow_runs: [] }
    const run = await step("gate", "schedule")
    expect(run.outputs).toBe("commit=\n")
    expect(run.output).toContain("::notice::No push to main has passed Test yet")
  })

  it("is none every hour while scheduled deploys are paused (DEPLOY_PAUSED), but not by hand", async () => {
    answers[RUNS] = { total_count: 1, workflow_runs: [{ head_sha: "def456" }] }
    const paused = await step("gate", "schedule", { DEPLOY_PAUSED: "true" })
    expect(paused.outputs).toBe("commit=\n")
    expect(paused.output).toContain("::notice::Scheduled deploys are paused")
    expect(requests).toEqual([])
    expect((await step("gate", "workflow_dispatch", { DEPLOY_PAUSED: "true" })).outputs).toBe("commit=def456\n")
  })
})

describe("a failed scheduled deploy", () => {
  const ISSUES = "GET /repos/respite/website/issues?state=open&creator=github-actions%5Bbot%5D&per_page=100"

  it("opens an issue, naming the run and the commit", async () => {
    answers[ISSUES] = [{ number: 3, title: "Something else" }]
    const run = await step("report-failure", "schedule", { DEPLOY_COMMIT: "def456" })
    expect(run.status).toBe(0)
    const opened = requests.find((request) => request.method === "POST")
    expect(opened?.url).toBe("/repos/respite/website/issues")
    expect(opened?.body).toMatchObject({ title: "The scheduled deploy fails" })
    expect((opened?.body as { body: string }).body).toContain("https://github.com/respite/website/actions/runs/4242 (commit def456)")
  })

  it("adds to the issue still open instead of opening another", async () => {
    answers[ISSUES] = [{ number: 9, title: "The scheduled deploy fails" }]
    const run = await step("report-failure", "schedule", { DEPLOY_COMMIT: "def456" })
    expect(run.status).toBe(0)
    expect(requests.filter((request) => request.method === "POST").map((request) => request.url)).toEqual([
      "/repos/respite/website/issues/9/comments",
    ])
  })
})

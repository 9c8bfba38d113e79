import { spawn } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { issue, startGitHub, WORKFLOW_USER } from "./stand-ins/github"

// What the workflows ask of GitHub (scripts/deploy/gate.mjs, failure-issue.mjs, preview-comment.mjs),
// run as their steps run it, against a stand-in for GitHub's REST API on this machine that answers
// as the API documents and records every request (./stand-ins/github.ts).
const root = path.resolve(__dirname, "../..")
// Each case runs a script as a process: Jest's own limit (jest.config.js, scaled to the machine) covers it.

let gh: Awaited<ReturnType<typeof startGitHub>>
let work: string
const compileCache = fs.mkdtempSync(path.join(os.tmpdir(), "github-compile-cache-"))
afterAll(() => fs.rmSync(compileCache, { recursive: true, force: true }))

beforeEach(async () => {
  gh = await startGitHub()
  work = fs.mkdtempSync(path.join(os.tmpdir(), "github-"))
})

afterEach(async () => {
  await gh.close()
  fs.rmSync(work, { recursive: true, force: true })
})

/** Runs npm run deploy -- <command> as a step of a workflow would, after `event`, in `cwd`; gives its outputs too. */
async function step(command: string[], event: string, env: Record<string, string> = {}, cwd = root) {
  const outputs = path.join(work, "outputs")
  fs.writeFileSync(outputs, "")
  const child = spawn(process.execPath, [path.join(root, "scripts/deploy.mjs"), ...command], {
    cwd,
    env: {
      ...process.env,
      GITHUB_ACTIONS: "true",
      GITHUB_API_URL: gh.url,
      GITHUB_REPOSITORY: gh.github.repo,
      GITHUB_SERVER_URL: "https://github.com",
      GITHUB_RUN_ID: "4242",
      GITHUB_TOKEN: gh.github.token,
      GITHUB_EVENT_NAME: event,
      GITHUB_OUTPUT: outputs,
      DEPLOY_PAUSED: "",
      // Node keeps what it compiled of the scripts for the next case's run.
      NODE_COMPILE_CACHE: compileCache,
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

const requested = () => gh.github.requests.map(({ method, url }) => `${method} ${url.split("?")[0]}`)
const RUNS = "GET /repos/respite/website/actions/workflows/test.yml/runs"
const passed = (sha: string) => ({ head_sha: sha, head_branch: "main", event: "push", conclusion: "success" })
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000)
/** Production passed its check with `sha` at `when` ("failure": rolled its build back), as the deploy records it. */
const deployedAt = (sha: string, when: Date, state = "success", description = "") =>
  (gh.github.statuses[sha] = [{ context: "deploy/production", state, description, created_at: when.toISOString() }])

/** A checkout with a post dated `date` and the seasonal sales `sales`: what the hourly gate reads. */
function content(date: string, sales: unknown[] = []) {
  const dir = path.join(work, "checkout")
  fs.mkdirSync(path.join(dir, "content/blog/a-post"), { recursive: true })
  fs.mkdirSync(path.join(dir, "content/data"), { recursive: true })
  fs.writeFileSync(path.join(dir, "content/blog/a-post/index.mdx"), `---\ntitle: "A post"\ndate: "${date}"\n---\n\nText.\n`)
  fs.writeFileSync(path.join(dir, "content/data/offers.json"), JSON.stringify(sales))
  return dir
}

describe("the commit the deploy workflow may deploy", () => {
  it("is the commit Test passed on, after a push to main", async () => {
    const run = await step(["gate"], "workflow_run", workflowRun({ conclusion: "success", head_sha: "abc123" }))
    expect(run.outputs).toBe("commit=abc123\n")
    expect(requested()).toEqual([])
    expect(run.status).toBe(0)
  })

  it("is none when Test failed, or ran on another branch or a pull request", async () => {
    for (const [event, expected] of [
      [workflowRun({ conclusion: "failure", head_sha: "abc123" }), "::notice::Test did not pass on abc123 (failure)"],
      [workflowRun({ conclusion: "success", head_sha: "abc123", head_branch: "feature" }), "not on a push to main"],
      [workflowRun({ conclusion: "success", head_sha: "abc123", event: "pull_request" }), "not on a push to main"],
    ] as const) {
      const run = await step(["gate"], "workflow_run", event)
      expect(run.outputs).toBe("commit=\n")
      expect(run.output).toContain(expected)
    }
  })

  it("by hand, is the commit of main's newest passing Test run, even when production has it", async () => {
    gh.github.testRuns = [passed("def456"), passed("abc123")]
    deployedAt("def456", hoursAgo(1))
    expect((await step(["gate"], "workflow_dispatch")).outputs).toBe("commit=def456\n")
    expect(requested()).toEqual([RUNS])
  })

  it("is none when no push to main has passed Test yet", async () => {
    const run = await step(["gate"], "schedule")
    expect(run.outputs).toBe("commit=\n")
    expect(run.output).toContain("::notice::No push to main has passed Test yet")
  })

  it("is none while deploys are paused (DEPLOY_PAUSED), after a push and every hour, but not by hand", async () => {
    gh.github.testRuns = [passed("def456")]
    for (const [event, env] of [
      ["schedule", {}],
      ["workflow_run", workflowRun({ conclusion: "success", head_sha: "def456" })],
    ] as const) {
      const paused = await step(["gate"], event, { ...env, DEPLOY_PAUSED: "true" })
      expect(paused.outputs).toBe("commit=\n")
      expect(paused.output).toContain("::notice::Deploys are paused")
    }
    expect(requested()).toEqual([])
    expect((await step(["gate"], "workflow_dispatch", { DEPLOY_PAUSED: "true" })).outputs).toBe("commit=def456\n")
  })
})

describe("every hour, before anything is installed or built", () => {
  it("deploys main's newest passing commit when production does not have it", async () => {
    gh.github.testRuns = [passed("def456"), passed("abc123")]
    deployedAt("abc123", hoursAgo(3))
    const run = await step(["gate"], "schedule", {}, content("2024-01-01"))
    expect(run.outputs).toBe("commit=def456\n")
    expect(requested()).toEqual([RUNS, "GET /repos/respite/website/commits/def456/statuses"])
  })

  it("deploys nothing when production has that commit and nothing came due since", async () => {
    gh.github.testRuns = [passed("def456")]
    deployedAt("def456", hoursAgo(2))
    const run = await step(["gate"], "schedule", {}, content("2024-01-01"))
    expect(run.outputs).toBe("commit=\n")
    expect(run.output).toContain("::notice::Nothing new: production has def456, main's newest passing commit, since")
    expect(run.status).toBe(0)
  })

  it("deploys nothing when that commit's build was rolled back and nothing came due since", async () => {
    gh.github.testRuns = [passed("def456")]
    deployedAt("def456", hoursAgo(1), "failure", "Build 0123 is not deployed: it was rolled back. A run by hand deploys it.")
    const run = await step(["gate"], "schedule", {}, content("2024-01-01"))
    expect(run.outputs).toBe("commit=\n")
    expect(run.output).toContain("::notice::Nothing new: def456, main's newest passing commit, is not deployed (Build 0123 is not deployed")
  })

  it("builds that commit again when a post's day or a sale's start came since", async () => {
    gh.github.testRuns = [passed("def456")]
    deployedAt("def456", hoursAgo(26))
    const today = new Date().toISOString().slice(0, 10)
    const post = await step(["gate"], "schedule", {}, content(today))
    expect(post.outputs).toBe("commit=def456\n")
    expect(post.output).toContain(`the post a-post is published (${today})`)

    fs.rmSync(path.join(work, "checkout"), { recursive: true })
    deployedAt("def456", hoursAgo(1))
    const start = new Date(Date.now() - 10 * 60_000).toISOString().slice(0, 16)
    const sale = { key: "spring", start, end: "2099-01-01T00:00", timeZone: "UTC" }
    const starts = await step(["gate"], "schedule", {}, content("2024-01-01", [sale]))
    expect(starts.outputs).toBe("commit=def456\n")
    expect(starts.output).toContain(`the sale spring starts (${start} UTC)`)
  })
})

describe("a failed scheduled deploy", () => {
  it("opens an issue, naming the run and the commit", async () => {
    gh.github.issues = [issue(3, "Something else")]
    const run = await step(["report-failure"], "schedule", { DEPLOY_COMMIT: "def456" })
    expect(run.status).toBe(0)
    const opened = gh.github.issues.at(-1)!
    expect(opened.title).toBe("The scheduled deploy fails")
    expect(opened.body).toContain("https://github.com/respite/website/actions/runs/4242 (commit def456)")
  })

  it("adds to the issue still open instead of opening another", async () => {
    gh.github.issues = [issue(9, "The scheduled deploy fails", WORKFLOW_USER)]
    const run = await step(["report-failure"], "schedule", { DEPLOY_COMMIT: "def456" })
    expect(run.status).toBe(0)
    expect(gh.github.issues).toHaveLength(1)
    expect(gh.github.issues[0].comments.map((comment) => comment.body)).toEqual([expect.stringContaining("(commit def456)")])
  })
})

describe("the preview's address on its pull request", () => {
  const comment = (commit: string, checked = "success") =>
    step(["preview-comment", "12"], "pull_request", {
      DEPLOY_COMMIT: commit,
      PREVIEW_URL: "https://pr-12-respite-website-preview.example.workers.dev",
      PREVIEW_CHECKED: checked,
    })

  it("is one marked comment, naming the pull request's head commit, updated by each later run", async () => {
    const pr = issue(12, "A change")
    // Someone quoting the marker does not make their comment the preview's.
    pr.comments.push({ id: 1, body: "<!-- respite-preview -->\nmy notes", user: { login: "someone" } })
    gh.github.issues = [pr]
    expect((await comment("0123456789abcdef")).status).toBe(0)
    expect((await comment("fedcba9876543210", "failure")).status).toBe(0)
    expect(pr.comments.map(({ body, user }) => [user.login, body])).toEqual([
      ["someone", "<!-- respite-preview -->\nmy notes"],
      [
        WORKFLOW_USER,
        "<!-- respite-preview -->\nPreview of fedcba9: https://pr-12-respite-website-preview.example.workers.dev (npm run check:live: failure)",
      ],
    ])
    expect(requested().filter((request) => !request.startsWith("GET"))).toEqual([
      "POST /repos/respite/website/issues/12/comments",
      `PATCH /repos/respite/website/issues/comments/${pr.comments[1].id}`,
    ])
  })
})

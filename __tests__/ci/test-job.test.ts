import { execFileSync, spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { parse } from "yaml"

// The Test workflow runs in a container as root, in a workspace that belongs to the runner's user
// (GitHub mounts it from the runner: docs/deploying.md#the-workflows), and git refuses to work in
// a repository another user owns. This runs the job's own run: steps, from
// .github/workflows/test.yml as it is, as root in a clone owned by another user, then the git
// command npm test needs there (the file list of __tests__/docs-references.test.ts and
// scripts/lib/project-copy.mjs). The steps left out: the first, which installs git with apt-get
// before the checkout, and npm test itself.
const root = path.resolve(__dirname, "../..")
type Step = { name?: string; uses?: string; run?: string }
const workflow = parse(fs.readFileSync(path.join(root, ".github/workflows/test.yml"), "utf8")) as {
  jobs: { test: { container?: unknown; env?: Record<string, string>; steps: Step[] } }
}
const job = workflow.jobs.test
const checkoutAt = job.steps.findIndex((step) => step.uses?.startsWith("actions/checkout@"))
const testsAt = job.steps.findIndex((step) => /\bnpm test\b/.test(step.run ?? ""))
const setupSteps = job.steps.slice(checkoutAt + 1, testsAt).filter((step) => step.run)

/** Another user than root, as the runner's user is to the container: nobody, on Debian. */
const OTHER_USER = 65534
const asRoot = process.getuid?.() === 0
// Only root can make a clone another user owns; CI runs as root, and there the check must run.
const rootOnly = asRoot || process.env.CI === "true" ? it : it.skip

let work: string
let workspace: string
let env: NodeJS.ProcessEnv

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "test-job-"))
  workspace = path.join(work, "workspace")
  const home = path.join(work, "home")
  fs.mkdirSync(home)
  if (!asRoot) return
  execFileSync("git", ["clone", "--quiet", "--shared", "--no-checkout", root, workspace])
  execFileSync("git", ["read-tree", "HEAD"], { cwd: workspace })
  execFileSync("chown", ["-R", `${OTHER_USER}:${OTHER_USER}`, workspace])
  // The job's environment as GitHub gives it to a container's steps: a home of their own
  // (/github/home there), the workspace, the job's env; no git configuration but what the steps write.
  const { GIT_CONFIG_GLOBAL: _global, GIT_CONFIG_COUNT: _count, ...inherited } = process.env
  env = { ...inherited, ...job.env, HOME: home, XDG_CONFIG_HOME: home, GIT_CONFIG_NOSYSTEM: "1", GITHUB_WORKSPACE: workspace }
})

afterAll(() => fs.rmSync(work, { recursive: true, force: true }))

/** The git command npm test runs in the project's folder: its files, as project-copy.mjs and the docs' references list them. */
const listFiles = () =>
  spawnSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: workspace, env, encoding: "utf8" })

describe("the Test workflow's job, as GitHub's container runs it", () => {
  it("has run: steps between the checkout and npm test to try", () => {
    expect(job.container).toBeDefined()
    expect(checkoutAt).toBeGreaterThan(0)
    expect(testsAt).toBeGreaterThan(checkoutAt)
    expect(setupSteps.length).toBeGreaterThan(0)
  })

  rootOnly("leaves git working as root in a checkout another user owns", () => {
    const before = listFiles()
    expect(before.stderr).toContain("detected dubious ownership")
    for (const step of setupSteps) {
      const run = spawnSync("bash", ["-e", "-c", step.run!], { cwd: workspace, env, encoding: "utf8" })
      expect({ step: step.name, status: run.status, stderr: run.stderr }).toEqual({ step: step.name, status: 0, stderr: "" })
    }
    const after = listFiles()
    expect(after.stderr).toBe("")
    expect(after.status).toBe(0)
    expect(after.stdout.split("\0")).toEqual(expect.arrayContaining(["package.json", ".github/workflows/test.yml"]))
  })
})

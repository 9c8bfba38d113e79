/**
 * Runs a workflow of .github/workflows/ as GitHub runs it, on this machine: each job, when its
 * `needs` and `if:` let it, in a fresh clone of the project that has only what the job's own steps
 * put there, as the user GitHub runs it as, with GitHub's variables, the job's and the step's `env`
 * (their expressions evaluated: ./expressions.ts), its `working-directory` and its outputs. The
 * `uses:` steps are replaced by their effect:
 *   - actions/checkout: the clone (the project's files as they are, tracked and new, in a git
 *     repository whose index is HEAD's), and, unless `persist-credentials: false`, the job's token in
 *     its .git/config, as actions/checkout leaves it;
 *   - actions/setup-node: the Node .nvmrc names (the project's own, which scripts/install.sh
 *     fetched) first on PATH;
 *   - actions/cache: a miss (a first run restores nothing).
 * Any other action throws. A container job's steps run as root in a clone that another user owns,
 * as GitHub mounts the runner's workspace into the container; a job on the runner runs as that
 * user, who owns the clone. What GitHub and Cloudflare answer comes from the stand-ins whose
 * addresses are in `scenario.env` (__tests__/deploy/stand-ins/), and what the replay cannot run
 * inside the suite (npm test itself, a production build, packages fetched from the registry) from
 * the stand-ins of ./bin/ (docs/deploying.md#the-workflows, where the replay is described).
 */
import { spawn, execFileSync } from "child_process"
import { createHash } from "crypto"
import fs from "fs"
import path from "path"
import { parse } from "yaml"
import { condition, interpolate, type Contexts, type Status } from "./expressions"

export const root = path.resolve(__dirname, "../../..")
/** The replay's stand-ins for npm and apt-get, and what they run (./bin/). */
export const REPLAY_BIN = path.join(__dirname, "bin")
/** The runner's user, as the job sees it: nobody, on Debian (GitHub's is "runner"). */
const RUNNER_USER = 65534
const SYSTEM_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"

/**
 * Lets the runner's user reach the project (its Node, its node_modules, the stand-ins of ./bin/),
 * as GitHub's runner user reaches its own checkout: a folder above the project that others may not
 * enter (a fresh clone in `mktemp -d`, mode 700) gets the bit that lets them pass through it (not
 * list it) until the returned function puts every mode back. Without it a runner job finds no Node
 * 24 and runs the machine's own.
 */
export function letRunnerReachProject(): () => void {
  const changed: Array<[string, number]> = []
  for (const start of [root, path.dirname(process.execPath)]) {
    for (let dir = start; ; dir = path.dirname(dir)) {
      const mode = fs.statSync(dir).mode & 0o7777
      if ((mode & 0o001) === 0) {
        changed.push([dir, mode])
        fs.chmodSync(dir, mode | 0o001)
      }
      if (dir === path.dirname(dir)) break
    }
  }
  return () => {
    for (const [dir, mode] of changed) fs.chmodSync(dir, mode)
  }
}

/**
 * The folder of the Node that actions/setup-node puts on the job's PATH: the project's own
 * (.node/<version>, which scripts/install.sh fetches when the machine's node is another version),
 * or else the Node running this test when it is that version (install.sh then fetched nothing).
 */
export function nodeBin(version: string, execPath = process.execPath, running = process.version): string {
  const own = path.join(root, ".node", version, "bin")
  if (fs.existsSync(path.join(own, "node"))) return own
  if (running === `v${version}`) return path.dirname(execPath)
  throw new Error(`The replay has no Node ${version}: run scripts/install.sh first`)
}

type Step = {
  id?: string
  name?: string
  uses?: string
  run?: string
  if?: string | boolean
  with?: Record<string, string | boolean>
  env?: Record<string, string>
  "working-directory"?: string
}
type Job = {
  needs?: string | string[]
  if?: string | boolean
  container?: unknown
  environment?: string | { name: string; url?: string }
  env?: Record<string, string>
  outputs?: Record<string, string>
  defaults?: { run?: { "working-directory"?: string } }
  "timeout-minutes"?: number
  steps: Step[]
}
export type Workflow = {
  name: string
  on: Record<string, { inputs?: Record<string, { default?: string | boolean }> } | null>
  env?: Record<string, string>
  jobs: Record<string, Job>
}

export type Scenario = {
  /** The event that starts the run, and what GitHub writes to GITHUB_EVENT_PATH for it. */
  event: string
  payload: Record<string, unknown>
  /** The repository's variables, and its secrets by environment ("" for the repository's own). */
  vars: Record<string, string>
  secrets: Record<string, Record<string, string>>
  sha: string
  ref: string
  token: string
  /** What every step sees besides GitHub's variables: where the stand-ins answer. */
  env: Record<string, string>
  /** Where the replay keeps its clones and files. */
  work: string
  /** Changes the replay makes to a clone before its job runs (the stand-ins' addresses in wrangler.jsonc). */
  prepareClone?: (dir: string) => void
}
export type StepRun = { name: string; outcome: "success" | "failure" | "skipped"; output: string }
export type JobRun = { result: "success" | "failure" | "skipped"; outputs: Record<string, string>; steps: StepRun[]; workspace: string }

export const readWorkflow = (file: string): Workflow =>
  parse(fs.readFileSync(path.join(root, ".github/workflows", file), "utf8")) as Workflow

const asList = (value: string | string[] | undefined) => (value === undefined ? [] : Array.isArray(value) ? value : [value])

/**
 * The project as a fresh clone has it: the files of its working tree, tracked and new (not
 * ignored), in a git repository whose index is HEAD's. Made once, copied for each job.
 */
let template: string | undefined
function cloneTemplate(work: string) {
  if (template && fs.existsSync(template)) return template
  template = path.join(work, "clone-template")
  execFileSync("git", ["clone", "--quiet", "--shared", "--no-checkout", root, template])
  execFileSync("git", ["read-tree", "HEAD"], { cwd: template })
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: root, encoding: "utf8" })
    .split("\0")
    .filter((file) => file && fs.existsSync(path.join(root, file)))
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(template, file)), { recursive: true })
    fs.copyFileSync(path.join(root, file), path.join(template, file))
    fs.chmodSync(path.join(template, file), fs.statSync(path.join(root, file)).mode)
  }
  return template
}

const chownTree = (dir: string, uid: number) => execFileSync("chown", ["-R", `${uid}:${uid}`, dir])

/** The lines name=value (or name<<DELIMITER ... DELIMITER) a step wrote to GITHUB_OUTPUT. */
function readOutputs(file: string): Record<string, string> {
  const outputs: Record<string, string> = {}
  const lines = fs.existsSync(file) ? fs.readFileSync(file, "utf8").split("\n") : []
  for (let at = 0; at < lines.length; at++) {
    const heredoc = /^([^=<]+)<<(.+)$/.exec(lines[at])
    if (heredoc) {
      const end = lines.indexOf(heredoc[2], at + 1)
      outputs[heredoc[1]] = lines.slice(at + 1, end).join("\n")
      at = end
    } else if (lines[at].includes("=")) outputs[lines[at].slice(0, lines[at].indexOf("="))] = lines[at].slice(lines[at].indexOf("=") + 1)
  }
  return outputs
}

/** Runs a shell step's script with bash, as GitHub does when a step names no shell (bash -e {0}). */
function runScript(script: string, options: { cwd: string; env: Record<string, string>; uid: number; file: string; limitMs: number }) {
  fs.writeFileSync(options.file, script)
  fs.chmodSync(options.file, 0o644)
  return new Promise<{ ok: boolean; output: string }>((resolve) => {
    const child = spawn("bash", ["-e", options.file], { cwd: options.cwd, env: options.env, uid: options.uid, gid: options.uid })
    let output = ""
    child.on("error", (error) => resolve({ ok: false, output: String(error) }))
    child.stdout.on("data", (chunk) => (output += chunk))
    child.stderr.on("data", (chunk) => (output += chunk))
    const timer = setTimeout(() => child.kill("SIGKILL"), options.limitMs)
    child.on("close", (code) => {
      clearTimeout(timer)
      resolve({ ok: code === 0, output })
    })
  })
}

/** Runs every job of a workflow whose needs and `if:` let it run, in the order of `needs`; gives each job's run. */
export async function replay(workflow: Workflow, scenario: Scenario): Promise<Record<string, JobRun>> {
  const runs: Record<string, JobRun> = {}
  const pending = Object.keys(workflow.jobs)
  while (pending.length > 0) {
    const next = pending.find((name) => asList(workflow.jobs[name].needs).every((need) => need in runs))
    if (!next) throw new Error(`The jobs ${pending.join(", ")} need jobs that never run`)
    pending.splice(pending.indexOf(next), 1)
    runs[next] = await runJob(workflow, next, scenario, runs)
  }
  return runs
}

async function runJob(workflow: Workflow, name: string, scenario: Scenario, runs: Record<string, JobRun>): Promise<JobRun> {
  const job = workflow.jobs[name]
  const needs = Object.fromEntries(asList(job.needs).map((need) => [need, { result: runs[need].result, outputs: runs[need].outputs }]))
  const needsStatus: Status = {
    success: Object.values(needs).every((need) => need.result === "success"),
    failure: Object.values(needs).some((need) => need.result === "failure"),
    cancelled: false,
  }
  const environment = typeof job.environment === "string" ? job.environment : job.environment?.name
  const dispatchInputs = Object.fromEntries(
    Object.entries(workflow.on.workflow_dispatch?.inputs ?? {}).map(([input, spec]) => [input, spec.default ?? ""]),
  )
  const contexts: Contexts = {
    github: {
      event_name: scenario.event,
      event: scenario.payload,
      repository: "respite/website",
      sha: scenario.sha,
      ref: scenario.ref,
      token: scenario.token,
      run_id: "4242",
      server_url: "https://github.com",
    },
    vars: scenario.vars,
    secrets: { ...scenario.secrets[""], ...(environment ? scenario.secrets[environment] : {}) },
    inputs: { ...dispatchInputs, ...((scenario.payload.inputs as Record<string, string>) ?? {}) },
    needs,
  }
  const workspaceOf = path.join(scenario.work, `${workflow.name}-${name}`.replace(/\W+/g, "-").toLowerCase())
  const run: JobRun = { result: "skipped", outputs: {}, steps: [], workspace: path.join(workspaceOf, "workspace") }
  if (!condition(job.if, contexts, needsStatus)) return run

  const inContainer = job.container !== undefined
  // A container's steps run as root in the workspace the runner's user owns; the runner's as that user.
  const stepUser = inContainer ? 0 : RUNNER_USER
  fs.mkdirSync(workspaceOf, { recursive: true })
  const home = path.join(workspaceOf, "home")
  const temp = path.join(workspaceOf, "temp")
  for (const dir of [home, temp, run.workspace]) fs.mkdirSync(dir)
  const eventFile = path.join(temp, "event.json")
  fs.writeFileSync(eventFile, JSON.stringify(scenario.payload))
  chownTree(workspaceOf, stepUser === 0 ? 0 : RUNNER_USER)
  fs.chmodSync(workspaceOf, 0o755)

  let pathDirs = [REPLAY_BIN, SYSTEM_PATH]
  const jobEnv = Object.fromEntries(
    Object.entries({ ...workflow.env, ...job.env }).map(([key, value]) => [key, interpolate(String(value), contexts, needsStatus)]),
  )
  const stepsContext: Record<string, { outputs: Record<string, string>; outcome: string; conclusion: string }> = {}
  let failed = false
  const limitMs = (job["timeout-minutes"] ?? 360) * 60_000

  for (const [index, step] of job.steps.entries()) {
    const label = step.name ?? step.uses ?? step.run?.split("\n")[0] ?? `step ${index + 1}`
    const status: Status = { success: !failed, failure: failed, cancelled: false }
    const stepContexts = { ...contexts, steps: stepsContext, env: jobEnv }
    if (!condition(step.if, stepContexts, status)) {
      run.steps.push({ name: label, outcome: "skipped", output: "" })
      continue
    }
    let outcome: StepRun["outcome"] = "success"
    let output = ""
    let outputs: Record<string, string> = {}
    if (step.uses) {
      const action = step.uses.split("@")[0]
      // hashFiles (in actions/cache's keys): a digest of the files the patterns name in the workspace, "" for none.
      const hashFiles = (...patterns: unknown[]) => {
        const files = patterns.map((pattern) => path.join(run.workspace, String(pattern))).filter((file) => fs.existsSync(file))
        return files.length
          ? createHash("sha256")
              .update(files.map((file) => fs.readFileSync(file)).join(""))
              .digest("hex")
          : ""
      }
      const inputs = Object.fromEntries(
        Object.entries(step.with ?? {}).map(([key, value]) => [key, interpolate(String(value), stepContexts, status, { hashFiles })]),
      )
      if (action === "actions/checkout") {
        fs.rmSync(run.workspace, { recursive: true, force: true })
        fs.cpSync(cloneTemplate(scenario.work), run.workspace, { recursive: true })
        scenario.prepareClone?.(run.workspace)
        if (inputs["persist-credentials"] !== "false") {
          const basic = Buffer.from(`x-access-token:${scenario.token}`).toString("base64")
          fs.appendFileSync(
            path.join(run.workspace, ".git/config"),
            `[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic ${basic}\n`,
          )
        }
        chownTree(run.workspace, RUNNER_USER)
        output = `checked out ${inputs.ref || scenario.sha}`
      } else if (action === "actions/setup-node") {
        const version = fs.readFileSync(path.join(run.workspace, inputs["node-version-file"] ?? ".nvmrc"), "utf8").trim()
        const bin = nodeBin(version)
        pathDirs = [REPLAY_BIN, bin, ...pathDirs.slice(1)]
        output = `Node ${version}`
      } else if (action !== "actions/cache") throw new Error(`The replay does not know the action ${step.uses}`)
    } else if (step.run) {
      const outputFile = path.join(temp, `output-${index}`)
      fs.writeFileSync(outputFile, "")
      fs.chownSync(outputFile, stepUser, stepUser)
      const env = {
        ...Object.fromEntries(
          Object.entries(step.env ?? {}).map(([key, value]) => [key, interpolate(String(value), stepContexts, status)]),
        ),
      }
      const result = await runScript(interpolate(step.run, stepContexts, status), {
        cwd: path.join(run.workspace, step["working-directory"] ?? job.defaults?.run?.["working-directory"] ?? "."),
        uid: stepUser,
        limitMs,
        file: path.join(temp, `step-${index}.sh`),
        env: {
          // GitHub's own variables (docs: "Store information in variables", default environment variables).
          CI: "true",
          GITHUB_ACTIONS: "true",
          GITHUB_WORKSPACE: run.workspace,
          GITHUB_EVENT_NAME: scenario.event,
          GITHUB_EVENT_PATH: eventFile,
          GITHUB_REPOSITORY: "respite/website",
          GITHUB_SHA: scenario.sha,
          GITHUB_REF: scenario.ref,
          GITHUB_RUN_ID: "4242",
          GITHUB_SERVER_URL: "https://github.com",
          GITHUB_OUTPUT: outputFile,
          RUNNER_TEMP: temp,
          HOME: home,
          PATH: pathDirs.join(":"),
          // A bare image's git knows no configuration but what the steps write.
          GIT_CONFIG_NOSYSTEM: "1",
          REPLAY_PROJECT: root,
          ...scenario.env,
          ...jobEnv,
          ...env,
        },
      })
      outcome = result.ok ? "success" : "failure"
      output = result.output
      outputs = readOutputs(outputFile)
    }
    if (step.id) stepsContext[step.id] = { outputs, outcome, conclusion: outcome }
    run.steps.push({ name: label, outcome, output })
    if (outcome === "failure") failed = true
  }
  run.result = failed ? "failure" : "success"
  const final = { ...contexts, steps: stepsContext }
  run.outputs = Object.fromEntries(
    Object.entries(job.outputs ?? {}).map(([key, value]) => [
      key,
      interpolate(value, final, { success: !failed, failure: failed, cancelled: false }),
    ]),
  )
  return run
}

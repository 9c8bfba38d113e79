/**
 * @jest-environment node
 */
/**
 * How npm test ends (scripts/lib/steps.sh, docs/testing.md#time-limits-and-the-end-of-a-run): whether
 * the run passes, fails in a step or is interrupted (Ctrl-C to its process group, as a terminal sends
 * it; SIGTERM to it alone), every process it started is gone within 10 s of its end, no port it
 * used stays bound, and no folder its processes left in the temporary folder is left. The run here is shaped like npm test's (__tests__/support/steps/run.sh): a lane
 * beside the main line, servers under `timeout` (a process group of its own, which a Ctrl-C at the
 * terminal never reaches) and a daemon in a session of its own.
 */
import { spawn } from "node:child_process"
import fs from "node:fs"
import net from "node:net"
import os from "node:os"
import path from "node:path"

const RUN = path.resolve(__dirname, "../support/steps/run.sh")

/** A port nothing listens on now. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

/** Whether something accepts connections on the port. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1")
    socket.once("connect", () => (socket.destroy(), resolve(true)))
    socket.once("error", () => resolve(false))
  })

/** The processes whose environment carries the probe every process of the run inherited. */
function processesWith(probe: string): string[] {
  return fs.readdirSync("/proc").flatMap((pid) => {
    if (!/^\d+$/.test(pid)) return []
    try {
      return fs.readFileSync(`/proc/${pid}/environ`, "latin1").split("\0").includes(`STEPS_TEST_PROBE=${probe}`)
        ? [`${pid} ${fs.readFileSync(`/proc/${pid}/cmdline`, "latin1").replace(/\0/g, " ").trim()}`]
        : []
    } catch {
      return [] // ended while being read
    }
  })
}

const until = async (done: () => boolean | Promise<boolean>, what: string, seconds: number) => {
  const end = Date.now() + seconds * 1000
  while (!(await done())) {
    if (Date.now() > end) throw new Error(`${what} within ${seconds} s`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Starts the run as a job of its own (a process group, as a terminal starts npm test), and waits until its three servers listen. */
async function startRun(ending: "signal" | "fails" | "passes") {
  const ports = [await freePort(), await freePort(), await freePort()]
  const ready = fs.mkdtempSync(path.join(os.tmpdir(), "steps-test-"))
  const probe = `${process.pid}-${Date.now()}-${ending}`
  const run = spawn("bash", [RUN, ...ports.map(String)], {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, ENDING: ending, READY_DIR: ready, STEPS_TEST_PROBE: probe, TEST_TIME_SCALE: "1" },
  })
  let output = ""
  run.stdout.on("data", (chunk) => (output += chunk))
  run.stderr.on("data", (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => run.on("exit", (code, signal) => resolve(signal ? 128 : code)))
  return { run, ports, ready, probe, exited, output: () => output }
}

/** After the run's end: within 10 s, none of its processes, none of its ports and none of the temporary folders its processes left. */
async function expectNothingLeft({ ports, probe, ready }: Awaited<ReturnType<typeof startRun>>) {
  try {
    await until(() => processesWith(probe).length === 0, `processes of the run still running: ${processesWith(probe).join("; ")}`, 10)
    for (const port of ports) expect(await listening(port)).toBe(false)
    const left = fs.readdirSync(ready).map((port) => fs.readFileSync(path.join(ready, port), "utf8"))
    expect(left).toHaveLength(3)
    // Each in the run's own temporary folder, not the system's, and gone with it.
    for (const folder of left) expect(path.dirname(path.dirname(folder))).toBe(os.tmpdir())
    expect(left.filter((folder) => fs.existsSync(folder))).toEqual([])
  } finally {
    for (const line of processesWith(probe)) process.kill(Number(line.split(" ")[0]), "SIGKILL")
    fs.rmSync(ready, { recursive: true, force: true })
  }
}

const allListening = (ready: string) => () => fs.readdirSync(ready).length === 3

describe("the end of a test run", () => {
  it("stops everything at once on Ctrl-C to its process group", async () => {
    const started = await startRun("signal")
    await until(allListening(started.ready), "the run's servers did not all listen", 60)
    process.kill(-started.run.pid!, "SIGINT")
    expect(await started.exited).toBe(130)
    await expectNothingLeft(started)
  })

  it("stops everything on SIGTERM to the run alone", async () => {
    const started = await startRun("signal")
    await until(allListening(started.ready), "the run's servers did not all listen", 60)
    started.run.kill("SIGTERM")
    expect(await started.exited).toBe(143)
    await expectNothingLeft(started)
  })

  it("stops the other lanes and the daemon when a step fails", async () => {
    const started = await startRun("fails")
    expect(await started.exited).toBe(1)
    expect(started.output()).toMatch(/Stopping the \d+ processes of this run still going/)
    await expectNothingLeft(started)
  })

  it("stops what a passing run left running", async () => {
    const started = await startRun("passes")
    expect(await started.exited).toBe(0)
    expect(started.output()).toContain("passed")
    await expectNothingLeft(started)
  })
})

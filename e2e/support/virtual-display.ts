/**
 * Stopping what runs under xvfb-run (./webdriver-test.ts: xvfb-run, its virtual display Xvfb, and
 * WebKitWebDriver with its browsers, one process group) without leaving the display behind.
 *
 * Two things are left behind if the group is simply killed:
 * - Xvfb keeps its display's lock and socket outside any temporary folder of the run, in
 *   /tmp/.X<n>-lock and /tmp/.X11-unix/X<n>, and removes them only when it exits of its own accord:
 *   SIGKILL left one pair for each WebKit worker of every npm test run
 *   (docs/testing.md#time-limits-and-the-end-of-a-run), and xvfb-run -a then picks a higher display
 *   number each time.
 * - xvfb-run keeps the display's Xauthority in a folder of its own in $TMPDIR, which only its exit
 *   trap removes; xvfb-run is a dash script, and dash runs no exit trap when a signal ends it.
 * So only the command xvfb-run runs (the driver) gets SIGTERM: xvfb-run then ends as it does when the
 * command exits, removing its folder and sending Xvfb SIGTERM. The group gets SIGTERM only if that
 * has not ended it after a few seconds, and SIGKILL a few seconds after that. Either file being left
 * is an error, so the WebKit projects fail on it.
 */
import fs from "node:fs"
import path from "node:path"
import { scaled } from "../../scripts/lib/time-limits.cjs"

const X_LOCKS = "/tmp"

/** Whether any process of the group is still running. */
function alive(group: number): boolean {
  try {
    process.kill(-group, 0)
    return true
  } catch {
    return false
  }
}

/** The process group a process is in (the fifth field of /proc/<pid>/stat), or null once it has gone. */
function groupOf(pid: number): number | null {
  try {
    const afterName = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ").pop() ?? ""
    return Number(afterName.split(" ")[2])
  } catch {
    return null
  }
}

/** A process's children with their command names (empty once it has gone). */
function childrenOf(pid: number): { pid: number; name: string }[] {
  try {
    return fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((child) => ({ pid: Number(child), name: fs.readFileSync(`/proc/${child}/comm`, "utf8").trim() }))
  } catch {
    return []
  }
}

/** The lock files of the displays a process group runs: each holds its Xvfb's pid. */
function displayLocksOf(group: number): string[] {
  return fs
    .readdirSync(X_LOCKS)
    .filter((name) => /^\.X\d+-lock$/.test(name))
    .filter((name) => {
      try {
        return groupOf(Number(fs.readFileSync(path.join(X_LOCKS, name), "utf8").trim())) === group
      } catch {
        return false
      }
    })
    .map((name) => path.join(X_LOCKS, name))
}

/** The folder xvfb-run made for the display's Xauthority, as its command's environment names it. */
function xauthorityFolderOf(command: number): string | null {
  try {
    const xauthority = fs
      .readFileSync(`/proc/${command}/environ`, "utf8")
      .split("\0")
      .find((entry) => entry.startsWith("XAUTHORITY="))
    return xauthority ? path.dirname(xauthority.slice("XAUTHORITY=".length)) : null
  } catch {
    return null
  }
}

/** Waits until no process of the group is left, or the time is up; says whether it has gone. */
async function gone(group: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms
  while (alive(group) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
  return !alive(group)
}

/** Sends a signal to a process, or to a group (a negative number), that may have gone already. */
function signal(target: number, name: NodeJS.Signals): void {
  try {
    process.kill(target, name)
  } catch {
    // It had gone.
  }
}

/**
 * Stops every process of xvfb-run's group (xvfbRun is its pid and the group's), the command first;
 * throws if the display's lock or xvfb-run's folder is left behind.
 */
export async function stopDisplayGroup(xvfbRun: number): Promise<void> {
  const commands = childrenOf(xvfbRun).filter((child) => child.name !== "Xvfb")
  const left = [
    ...displayLocksOf(xvfbRun),
    ...commands.map((command) => xauthorityFolderOf(command.pid)).filter((folder) => folder !== null),
  ]
  // The command, so that xvfb-run ends as it does on its own. With none, xvfb-run is ending already
  // (its command has exited) or its display never started, and the group's SIGTERM comes after the wait.
  for (const command of commands) signal(command.pid, "SIGTERM")
  if (!(await gone(xvfbRun, scaled(5_000)))) {
    signal(-xvfbRun, "SIGTERM")
    if (!(await gone(xvfbRun, scaled(5_000)))) signal(-xvfbRun, "SIGKILL")
  }
  const behind = left.filter((file) => fs.existsSync(file))
  if (behind.length > 0) throw new Error(`the virtual display left ${behind.join(", ")} behind`)
}

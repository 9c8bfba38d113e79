/**
 * Stopping what runs under xvfb-run (./webdriver-test.ts: xvfb-run, its virtual display Xvfb, and
 * WebKitWebDriver with its browsers, one process group) without leaving the display behind.
 *
 * Xvfb keeps its display's lock and socket outside any temporary folder of the run, in
 * /tmp/.X<n>-lock and /tmp/.X11-unix/X<n>, and removes them only when it exits of its own accord:
 * SIGKILL left one pair for each WebKit worker of every npm test run
 * (docs/testing.md#time-limits-and-the-end-of-a-run), and xvfb-run -a then picks a higher display
 * number each time. So the group gets SIGTERM first, as scripts/lib/steps.sh does at the end of a
 * run, and SIGKILL only if it is still there after a few seconds; and the display's lock being left
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
}

/** Stops every process of the group, SIGTERM first; throws if its display's lock is left in /tmp. */
export async function stopDisplayGroup(group: number): Promise<void> {
  const locks = displayLocksOf(group)
  try {
    process.kill(-group, "SIGTERM")
  } catch {
    // Every process of the group had gone already.
  }
  const deadline = Date.now() + scaled(5_000)
  while (alive(group) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
  if (alive(group)) process.kill(-group, "SIGKILL")
  const left = locks.filter((name) => fs.existsSync(path.join(X_LOCKS, name)))
  if (left.length > 0) throw new Error(`the virtual display left ${left.map((name) => path.join(X_LOCKS, name)).join(", ")} behind`)
}

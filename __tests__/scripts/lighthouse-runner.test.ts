import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { scaled } from "../../scripts/lib/time-limits.cjs"

// The Chromium that Lighthouse drives (scripts/lib/lighthouse-runner.mjs, for npm run bench and the
// budgets) is stopped by chrome-launcher with SIGKILL, which leaves what Chromium made in TMPDIR
// (its singleton socket's folder, org.chromium.Chromium.*) behind: one folder in /tmp a run.
// The runner waits up to scaled(60_000) for Chromium to answer; this file's limits are above it.
jest.setTimeout(scaled(120_000))

describe("the Lighthouse runner's Chromium", () => {
  let tmp: string
  beforeEach(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "lighthouse-runner-"))
  })
  afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }))

  it("leaves nothing in the temporary folder once it is stopped", () => {
    const script = `
      import { launchChromium } from "./scripts/lib/lighthouse-runner.mjs"
      const chrome = await launchChromium()
      const version = await fetch("http://127.0.0.1:" + chrome.port + "/json/version").then((answer) => answer.json())
      await chrome.kill()
      console.log(version.Browser)
    `
    const browser = execFileSync("bash", ["-c", '. scripts/env.sh && node --input-type=module -e "$0"', script], {
      env: { ...process.env, TMPDIR: tmp },
      encoding: "utf8",
      // A hang stops the child before Jest's limit, which a synchronous call would outlast.
      timeout: scaled(90_000),
    })
    // It ran: the browser answered on its debugging port.
    expect(browser).toMatch(/Chrom/)
    expect(fs.readdirSync(tmp)).toEqual([])
  })
})

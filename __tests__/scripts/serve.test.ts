import { spawn, type ChildProcess } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

// scripts/serve.mjs stands in for the static host in e2e, Lighthouse and the benchmark, so it must
// keep serving whatever a browser asks for, as a host does.
let server: ChildProcess
let url: string
let folder: string

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "serve-test-"))
  // Like the benchmark's bare floor: one page, no 404 page, no _headers.
  fs.writeFileSync(path.join(folder, "index.html"), "<!doctype html><title>Floor</title><h1>A bare page</h1>")
  server = spawn(process.execPath, [path.resolve(__dirname, "../../scripts/serve.mjs"), folder], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1" },
  })
  url = await new Promise<string>((resolve, reject) => {
    server.stdout?.on("data", (chunk) => {
      const found = /at (http:\/\/\S+)\//.exec(String(chunk))
      if (found) resolve(found[1])
    })
    server.on("exit", (code) => reject(new Error(`serve.mjs exited with ${code}`)))
  })
})

afterAll(() => {
  server.kill()
  fs.rmSync(folder, { recursive: true, force: true })
})

describe("the local static host", () => {
  it("answers 404 for a missing file in a folder without a 404 page, and keeps serving", async () => {
    const missing = await fetch(`${url}/robots.txt`)
    expect(missing.status).toBe(404)
    await expect(missing.text()).resolves.toBe("Not found\n")
    const page = await fetch(`${url}/`)
    expect(page.status).toBe(200)
    await expect(page.text()).resolves.toContain("A bare page")
  })
})

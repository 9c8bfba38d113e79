import { spawn, type ChildProcess } from "child_process"
import fs from "fs"
import http from "http"
import os from "os"
import path from "path"
import zlib from "zlib"

// scripts/serve.mjs stands in for the static host in e2e, Lighthouse and the benchmark, so it must
// keep serving whatever a browser asks for, as a host does, and serve nothing but its folder.
let server: ChildProcess
let url: string
let base: string

beforeAll(async () => {
  base = fs.mkdtempSync(path.join(os.tmpdir(), "serve-test-"))
  // Like the benchmark's bare floor: one page, no 404 page, no _headers.
  const folder = path.join(base, "site")
  fs.mkdirSync(folder)
  fs.writeFileSync(path.join(folder, "index.html"), "<!doctype html><title>Floor</title><h1>A bare page</h1>")
  // The host's own files, as the build writes them beside the pages.
  fs.writeFileSync(path.join(folder, "_headers"), "/*\n  X-Host-File: yes\n")
  fs.writeFileSync(path.join(folder, "_nginx.conf"), "# host file\n")
  // A folder beside it whose name starts with the served folder's: outside the root all the same.
  fs.mkdirSync(path.join(base, "site-x"))
  fs.writeFileSync(path.join(base, "site-x", "secret.txt"), "not for visitors")
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
  fs.rmSync(base, { recursive: true, force: true })
})

/** The folder's page still answers: the server is alive after what came before. */
async function expectStillServing() {
  const page = await fetch(`${url}/`)
  expect(page.status).toBe(200)
  await expect(page.text()).resolves.toContain("A bare page")
}

/** The raw answer to GET `pathname` with `acceptEncoding` (fetch would decode the body and hide its encoding). */
function rawGet(pathname: string, acceptEncoding: string) {
  return new Promise<{ encoding?: string; vary?: string; body: Buffer }>((resolve, reject) => {
    http
      .get(`${url}${pathname}`, { headers: { "Accept-Encoding": acceptEncoding } }, (response) => {
        const chunks: Buffer[] = []
        response.on("data", (chunk: Buffer) => chunks.push(chunk))
        response.on("end", () =>
          resolve({
            encoding: response.headers["content-encoding"],
            vary: response.headers.vary as string | undefined,
            body: Buffer.concat(chunks),
          }),
        )
      })
      .on("error", reject)
  })
}

describe("the local static host", () => {
  it("sends brotli where the request accepts it, as Cloudflare does, gzip where only that, and neither where none is", async () => {
    const page = fs.readFileSync(path.join(base, "site", "index.html"), "utf8")
    const brotli = await rawGet("/", "gzip, deflate, br, zstd")
    expect(brotli.encoding).toBe("br")
    expect(brotli.vary).toBe("Accept-Encoding")
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(page)
    const gzip = await rawGet("/", "gzip, br;q=0")
    expect(gzip.encoding).toBe("gzip")
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(page)
    const plain = await rawGet("/", "identity")
    expect(plain.encoding).toBeUndefined()
    expect(plain.body.toString()).toBe(page)
  })

  it("answers 404 for a missing file in a folder without a 404 page, and keeps serving", async () => {
    const missing = await fetch(`${url}/robots.txt`)
    expect(missing.status).toBe(404)
    await expect(missing.text()).resolves.toBe("Not found\n")
    await expectStillServing()
  })

  it("answers 400 to a path that is not valid percent-encoding, and keeps serving", async () => {
    for (const bad of ["/%", "/%E0%A4%A", "/blog/%zz"]) {
      const response = await fetch(`${url}${bad}`)
      expect(response.status).toBe(400)
    }
    await expectStillServing()
  })

  it("never serves the host's own files, however the path to them is encoded (issue 40)", async () => {
    const spellings = [
      "/_headers",
      "/%2F_headers",
      "/x/..%2F_headers",
      "/%2e%2e%2f_headers",
      "/_headers/",
      "/%5Fheaders",
      "/%2F_nginx.conf",
    ]
    for (const spelling of spellings) {
      const response = await fetch(`${url}${spelling}`)
      expect({ spelling, status: response.status }).toEqual({ spelling, status: 404 })
      await expect(response.text()).resolves.not.toMatch(/X-Host-File|host file/)
    }
    await expectStillServing()
  })

  it("serves no file outside its folder, however the path is spelled", async () => {
    for (const escape of ["/..%2fsite-x/secret.txt", "/%2e%2e%2fsite-x/secret.txt", "/..%2f..%2f" + "etc/hostname"]) {
      const response = await fetch(`${url}${escape}`)
      expect(response.status).toBe(404)
      await expect(response.text()).resolves.not.toContain("not for visitors")
    }
    await expectStillServing()
  })
})

import { spawn } from "child_process"
import fs from "fs"
import http from "http"
import os from "os"
import path from "path"
import { writeLiveSite } from "../support/live-site"

// npm run check:live against a small build (__tests__/support/live-site.ts) served by
// scripts/serve.mjs: what it says of a host that serves another build than the one deployed, of
// addresses search engines may or may not index, of a header the host adds and of a www. address
// that does not redirect. What it says of a host's additions to pages, of a 503 and
// of Netlify's way of serving the build: e2e/check-live.spec.ts, against the site's own build;
// of a whole deploy: ./deploy.test.ts.
const root = path.resolve(__dirname, "../..")
// Each case runs a script as a process: Jest's own limit (jest.config.js, scaled to the machine) covers it.
let work: string
const compileCache = fs.mkdtempSync(path.join(os.tmpdir(), "check-live-compile-cache-"))
afterAll(() => fs.rmSync(compileCache, { recursive: true, force: true }))
/** What each case started, stopped after it. */
const servers: Array<{ kill: () => void }> = []

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "check-live-"))
})
afterEach(() => {
  for (const server of servers.splice(0)) server.kill()
  fs.rmSync(work, { recursive: true, force: true })
})

/** Serves a folder with scripts/serve.mjs (its _headers applied); gives its address. */
async function serve(dir: string) {
  const server = spawn(process.execPath, [path.join(root, "scripts/serve.mjs"), dir], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1" },
  })
  servers.push(server)
  return new Promise<string>((resolve, reject) => {
    server.stdout?.on("data", (chunk) => {
      const found = /at (http:\/\/\S+)\//.exec(String(chunk))
      if (found) resolve(`${found[1]}/`)
    })
    server.on("exit", (code) => reject(new Error(`scripts/serve.mjs exited with ${code}`)))
  })
}

async function checkLive(url: string, args: string[], env: Record<string, string> = {}) {
  const run = spawn(process.execPath, [path.join(root, "scripts/check-live.mjs"), url, "--timeout", "30", ...args], {
    // Node keeps what it compiled of the check's modules for the next case's run.
    env: { ...process.env, NODE_COMPILE_CACHE: compileCache, ...env },
  })
  let output = ""
  run.stdout.on("data", (chunk) => (output += chunk))
  run.stderr.on("data", (chunk) => (output += chunk))
  const status = await new Promise((resolve) => run.on("close", resolve))
  return { status, output }
}

describe("npm run check:live", () => {
  it("passes against the build it is given, naming its id; as the production address, with its www. address redirecting to it", async () => {
    const id = writeLiveSite(path.join(work, "one"))
    const url = await serve(path.join(work, "one"))
    // A www. address that redirects (308) to the same address on the production address.
    const www = await listen((request, response) => response.writeHead(308, { location: new URL(request.url!, url).href }).end())
    const { status, output } = await checkLive(url, ["--built", path.join(work, "one"), "--www", www], {
      GATSBY_SITE_URL: url.replace(/\/$/, ""),
    })
    expect(output).toContain(`2 pages, the 404 page and the search index as they should be, build ${id}`)
    expect(status).toBe(0)
  })

  it("fails when the host serves another build than the one deployed, and compares no page with it", async () => {
    const served = writeLiveSite(path.join(work, "served"), "1")
    const deployed = writeLiveSite(path.join(work, "deployed"), "2")
    const { status, output } = await checkLive(await serve(path.join(work, "served")), [
      "--built",
      path.join(work, "deployed"),
      "--settle",
      "0",
    ])
    expect(output).toContain(
      `[build id] /build-id.txt: the host serves ${served}, not the build in ${path.join(work, "deployed")} (${deployed})`,
    )
    expect(output).toContain("1 problem(s)")
    expect(status).toBe(1)
  })

  it("fails when a copy of the site lets search engines index it, naming a page", async () => {
    writeLiveSite(path.join(work, "one"))
    const { status, output } = await checkLive(await serve(path.join(work, "one")), ["--built", path.join(work, "one"), "--copy"])
    expect(output).toMatch(
      /\[indexable copy\] \/: localhost:\d+ is not the production address, and search engines may index it: no X-Robots-Tag: noindex \(and 1 more of the 2 pages\)/,
    )
    expect(status).toBe(1)
  })

  it("fails when the production address keeps search engines out, and when its www. address does not redirect to it", async () => {
    const dir = path.join(work, "one")
    writeLiveSite(dir)
    fs.appendFileSync(path.join(dir, "_headers"), "\n/*\n  X-Robots-Tag: noindex\n")
    const url = await serve(dir)
    // A www. address that serves a copy of the site instead.
    const www = await listen((_request, response) => response.writeHead(200, { "content-type": "text/html" }).end("the site"))
    const { status, output } = await checkLive(url, ["--built", dir, "--www", www], { GATSBY_SITE_URL: url.replace(/\/$/, "") })
    expect(output).toContain("[not indexable] /: the production address answers X-Robots-Tag: noindex (and 1 more of the 2 pages)")
    expect(output).toContain(`[www] ${www}check-live-www?from=www: answered 200, not a permanent redirect to ${url}check-live-www?from=www`)
    expect(status).toBe(1)
  })

  it("fails naming a header the host adds that the site does not set, and where it came first", async () => {
    const built = path.join(work, "built")
    writeLiveSite(built)
    const served = path.join(work, "served")
    fs.cpSync(built, served, { recursive: true })
    // What Cloudflare's Speed Brain adds to every page (docs/hosting.md#cloudflare-zone-settings).
    fs.appendFileSync(path.join(served, "_headers"), '\n/*\n  Speculation-Rules: "/cdn-cgi/speculation"\n')
    const { status, output } = await checkLive(await serve(served), ["--built", built])
    expect(output).toMatch(
      /\[host header\] \/: speculation-rules: "\/cdn-cgi\/speculation" is a header the site does not set \(Cloudflare's Speed Brain, on by default on the Free plan\), and on \d+ more answer\(s\)/,
    )
    expect(output).toContain("1 problem(s)")
    expect(status).toBe(1)
  })
})

/** A server on this machine that answers with `answer`, closed after the case; gives its address. */
async function listen(answer: http.RequestListener) {
  const server = http.createServer(answer)
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  servers.push({ kill: () => (server.closeAllConnections(), server.close()) })
  return `http://127.0.0.1:${(server.address() as { port: number }).port}/`
}

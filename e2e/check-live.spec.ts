/**
 * The check of a deployed site (npm run check:live: scripts/check-live.mjs, scripts/deploy/check-live.mjs)
 * against this build as hosts serve it, tagged @live and run in the "cloudflare" project: against
 * Cloudflare's runtime serving public/ (wrangler dev), and against copies of the build served the
 * way a host would change or serve them: with one page's policy removed, with Cloudflare's Email
 * Address Obfuscation on one page, from a server whose first answer to each request is a 503, and
 * served the way netlify.toml says Netlify serves it (__tests__/support/hosts/netlify.ts).
 */
import { spawn } from "node:child_process"
import fs from "node:fs"
import http from "node:http"
import os from "node:os"
import path from "node:path"
import { writeNetlifyPageFiles } from "../src/post-build/adapter"
import { startNetlify } from "../__tests__/support/hosts/netlify"
import { expect, scaled, test } from "./support/test"

/** The build checked against: the one these tests serve. */
const SITE = path.resolve(process.env.E2E_PUBLIC ?? "public")

/**
 * Runs the deployed-site check against a running site, on the Node that runs these tests
 * (scripts/env.sh's), with the check's own time limit; asynchronously, so that a server in this
 * process goes on answering.
 */
async function checkLive(url: string, ...args: string[]) {
  const run = spawn(process.execPath, ["scripts/check-live.mjs", url, "--timeout", "90", ...args])
  let output = ""
  run.stdout.on("data", (chunk) => (output += chunk))
  run.stderr.on("data", (chunk) => (output += chunk))
  const status = await new Promise<number | null>((resolve) => run.on("close", resolve))
  return { status, output }
}

/** A copy of the build, to change as a host would, removed when the test ends. */
function copyOfBuild() {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "check-live-"))
  fs.cpSync(SITE, copy, { recursive: true })
  return copy
}

/** The pages the build's sitemap lists, in its order. */
const sitemapPages = (dir: string) =>
  [...fs.readFileSync(path.join(dir, "sitemap-0.xml"), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname)

/** The file of a page of the build. */
const pageFile = (dir: string, page: string) => path.join(dir, page === "/" ? "index.html" : `${page}/index.html`)

/** Serves a folder the way scripts/serve.mjs serves public/ for the other projects; gives its address and a way to stop it. */
async function serveFolder(dir: string) {
  const server = spawn(process.execPath, ["scripts/serve.mjs", dir], { env: { ...process.env, PORT: "0" } })
  const url = await new Promise<string>((resolve, reject) => {
    server.stdout.on("data", (chunk) => {
      const found = /at (http:\/\/\S+)\//.exec(String(chunk))
      if (found) resolve(`${found[1]}/`)
    })
    server.on("exit", (code) => reject(new Error(`scripts/serve.mjs exited with ${code}`)))
  })
  return { url, close: () => server.kill() }
}

test.describe("the deployed-site check (npm run check:live)", { tag: "@live" }, () => {
  // Each check fetches every page of a build, some more than once (scripts/lib/time-limits.cjs).
  test.setTimeout(scaled(240_000))

  test("passes against this host", async ({ baseURL }) => {
    const { status, output } = await checkLive(baseURL!)
    expect(output).toMatch(/^check:live .*: \d+ pages, the 404 page and the search index as they should be, build [0-9a-f]{20}/)
    expect(status, output).toBe(0)
  })

  test("fails, naming the cause, against a copy of the build with one page's policy removed", async () => {
    const copy = copyOfBuild()
    // The first page the sitemap lists loses its policy <meta>, and nothing else changes: that copy is the build checked against.
    const [page] = sitemapPages(copy)
    const html = fs.readFileSync(pageFile(copy, page), "utf8")
    const stripped = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/i, "")
    expect(stripped.length, `${page} had a policy <meta> to remove`).toBeLessThan(html.length)
    fs.writeFileSync(pageFile(copy, page), stripped)
    const server = await serveFolder(copy)
    try {
      const { status, output } = await checkLive(server.url, "--built", copy)
      expect(status, output).toBe(1)
      expect(output).toContain(`1 problem(s)`)
      expect(output).toContain(`[page policy] ${page}: no Content-Security-Policy <meta>`)
    } finally {
      server.close()
      fs.rmSync(copy, { recursive: true, force: true })
    }
  })

  test("fails, naming the page, against a copy with Cloudflare's Email Address Obfuscation on one page", async () => {
    const copy = copyOfBuild()
    // What Cloudflare does to a page with a mailto: link (docs/hosting.md#cloudflare-zone-settings):
    // the link into /cdn-cgi/, the address shown as a placeholder, and its decoding script added.
    const page = sitemapPages(copy).find((each) => fs.readFileSync(pageFile(copy, each), "utf8").includes('href="mailto:'))!
    expect(page, "a page of the sitemap shows an e-mail address").toBeTruthy()
    const html = fs.readFileSync(pageFile(copy, page), "utf8")
    fs.writeFileSync(
      pageFile(copy, page),
      html
        .replace(/href="mailto:[^"]+"/, 'href="/cdn-cgi/l/email-protection#5a323f363635"')
        .replace(
          "</body>",
          '<script data-cfasync="false" src="/cdn-cgi/scripts/5c5dd728/cloudflare-static/email-decode.min.js"></script></body>',
        ),
    )
    const server = await serveFolder(copy)
    try {
      const { status, output } = await checkLive(server.url, "--built", SITE)
      expect(output).toContain(
        `[host addition] ${page}: a script the site did not write: /cdn-cgi/scripts/5c5dd728/cloudflare-static/email-decode.min.js`,
      )
      expect(output).toContain(`[host addition] ${page}: an address in the host's /cdn-cgi/: /cdn-cgi/l/email-protection#5a323f363635`)
      expect(
        output
          .split("\n")
          .filter((line) => line.startsWith("  ["))
          .every((line) => line.includes(` ${page}: `)),
        output,
      ).toBe(true)
      expect(status, output).toBe(1)
    } finally {
      server.close()
      fs.rmSync(copy, { recursive: true, force: true })
    }
  })

  test("passes against a server that answers the first request of each page with a 503", async () => {
    const origin = await serveFolder(SITE)
    const asked = new Set<string>()
    const flaky = http.createServer(async (request, response) => {
      if (!asked.has(request.url ?? "")) {
        asked.add(request.url ?? "")
        response.writeHead(503, { "content-type": "text/plain" }).end("Service temporarily unavailable\n")
        return
      }
      const answer = await fetch(new URL(request.url ?? "/", origin.url), { redirect: "manual" })
      const headers = Object.fromEntries(
        [...answer.headers].filter(([name]) => !["content-encoding", "content-length", "transfer-encoding"].includes(name)),
      )
      response.writeHead(answer.status, headers).end(Buffer.from(await answer.arrayBuffer()))
    })
    await new Promise<void>((resolve) => flaky.listen(0, "127.0.0.1", resolve))
    try {
      const { status, output } = await checkLive(`http://127.0.0.1:${(flaky.address() as { port: number }).port}/`, "--built", SITE)
      expect(output).toMatch(/as they should be, .* request\(s\) retried after a network error or a 5xx answer/)
      expect(status, output).toBe(0)
      expect(asked.size).toBeGreaterThan(sitemapPages(SITE).length)
    } finally {
      flaky.closeAllConnections()
      flaky.close()
      origin.close()
    }
  })

  test("passes against the build served the way netlify.toml says, with the pages the site's adapter writes on Netlify", async () => {
    const copy = copyOfBuild()
    writeNetlifyPageFiles(copy)
    const netlify = await startNetlify(copy, "netlify.toml")
    // Without them, Netlify answers each page's address with a redirect to it with a slash.
    const bare = await startNetlify(SITE, "netlify.toml")
    try {
      const served = await checkLive(netlify.url, "--built", copy)
      expect(served.status, served.output).toBe(0)
      const [, page] = sitemapPages(SITE)
      const redirected = await checkLive(bare.url, "--built", SITE)
      expect(redirected.output).toContain(`[page not served] ${page}: answered 301 (redirect to ${page}/) instead of 200`)
    } finally {
      await Promise.all([netlify.close(), bare.close()])
      fs.rmSync(copy, { recursive: true, force: true })
    }
  })
})

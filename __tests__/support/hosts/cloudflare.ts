/**
 * A stand-in for Cloudflare's side of a deploy, for the deploy's tests: the account the wrangler
 * stand-in (../wrangler-stand-in.mjs) changes, kept in a JSON file, and the addresses that serve
 * it over HTTP on this machine. One address stands for the production custom domain, the others
 * for the workers.dev address Cloudflare gives each version (and each preview alias) as it is
 * uploaded. Each serves a version's files as Workers static assets do with wrangler.jsonc's settings
 * (html_handling "drop-trailing-slash", not_found_handling "404-page", the version's _headers
 * matched against the host name the address stands for: docs/hosting.md), and the production domain
 * goes through the zone's settings: Email Address Obfuscation rewrites mailto: links and adds its
 * decoding script, as Cloudflare documents (docs/hosting.md#cloudflare-zone-settings).
 */
import fs from "fs"
import http from "http"
import path from "path"
import { headersFor, parseHeadersFile } from "./headers-file"

export type Version = {
  id: string
  created_on: string
  annotations: Record<string, string>
  /** The copy of the uploaded files that this version serves. */
  assets: string
  preview_url?: string
  alias?: string
  alias_url?: string
}
export type Deployment = {
  id: string
  created_on: string
  source: string
  strategy: "percentage"
  author_email: string
  annotations: Record<string, string>
  versions: Array<{ version_id: string; percentage: number }>
}
export type Fault = { command: string; times: number; kind: "network" | "api-5xx" }
export type CloudflareState = {
  /** The account's workers.dev subdomain; null until it is registered. */
  subdomain: string | null
  /** The production address (what the custom domain is on this machine), and the addresses not yet given to a version. */
  addresses: { production: string; free: string[] }
  /** The custom domain the production address stands for. */
  domain: string
  workers: Record<string, { versions: Version[]; deployments: Deployment[]; routes: string[] }>
  zone: { emailObfuscation: boolean }
  /** Whether the production address answers 503 to the first request of each path. */
  flakyPages: boolean
  /** Wrangler commands that fail, and how often, before they work (the wrangler stand-in applies them). */
  faults: Fault[]
  /** Every wrangler command run, in order: its arguments. */
  calls: string[][]
  /** Where the wrangler stand-in keeps the versions' files. */
  store: string
}

export const readState = (file: string): CloudflareState => JSON.parse(fs.readFileSync(file, "utf8"))
export const writeState = (file: string, state: CloudflareState) => fs.writeFileSync(file, JSON.stringify(state, null, 2))

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".json": "application/json",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".css": "text/css",
}

/** Which files of a version answer a path, as Workers static assets do with drop-trailing-slash and 404-page. */
function resolve(dir: string, pathname: string): { status: number; file?: string; location?: string } {
  const isFile = (relative: string) => fs.existsSync(path.join(dir, relative)) && fs.statSync(path.join(dir, relative)).isFile()
  const hidden = new Set([
    "/_headers",
    "/.assetsignore",
    ...(isFile(".assetsignore")
      ? fs
          .readFileSync(path.join(dir, ".assetsignore"), "utf8")
          .split("\n")
          .filter(Boolean)
          .map((name) => `/${name}`)
      : []),
  ])
  if (pathname === "/") return { status: 200, file: "index.html" }
  if (pathname.endsWith("/index.html")) return { status: 307, location: pathname.slice(0, -"/index.html".length) || "/" }
  if (pathname.endsWith("/")) {
    const bare = pathname.slice(0, -1)
    if (isFile(`${bare}/index.html`) || isFile(`${bare}.html`)) return { status: 307, location: bare }
  } else if (!hidden.has(pathname)) {
    if (pathname.endsWith(".html") && isFile(pathname)) return { status: 307, location: pathname.slice(0, -".html".length) }
    for (const candidate of [pathname, `${pathname}.html`, `${pathname}/index.html`])
      if (isFile(candidate)) return { status: 200, file: candidate }
  }
  return { status: 404, file: isFile("404.html") ? "404.html" : undefined }
}

/** What Email Address Obfuscation makes of an address: a key byte, then each byte of the address XOR the key, in hex. */
const encode = (address: string, key = 0x5a) =>
  [key, ...Buffer.from(address)].map((byte, index) => (index === 0 ? byte : byte ^ key).toString(16).padStart(2, "0")).join("")

const EMAIL_DECODE_SCRIPT = "/cdn-cgi/scripts/5c5dd728/cloudflare-static/email-decode.min.js"

/** A page after Email Address Obfuscation: each mailto: link and the address it shows rewritten, and the decoding script added. */
function obfuscateEmail(html: string): string {
  const rewritten = html.replace(/<a href="mailto:([^"]+)">([^<]*)<\/a>/g, (_all, address: string, text: string) => {
    const shown = text === address ? `<span class="__cf_email__" data-cfemail="${encode(address)}">[email&#160;protected]</span>` : text
    return `<a href="/cdn-cgi/l/email-protection#${encode(address)}">${shown}</a>`
  })
  return rewritten === html
    ? html
    : rewritten.replace("</body>", `<script data-cfasync="false" src="${EMAIL_DECODE_SCRIPT}"></script></body>`)
}

/** The version an address serves, and the host name it stands for. */
function route(state: CloudflareState, address: string): { version?: Version; hostname: string; production: boolean } {
  if (address === state.addresses.production) {
    const worker = Object.values(state.workers).find((each) => each.routes.includes(state.domain))
    const live = [...(worker?.deployments.at(-1)?.versions ?? [])].sort((a, b) => b.percentage - a.percentage)[0]
    return { version: worker?.versions.find((each) => each.id === live?.version_id), hostname: state.domain, production: true }
  }
  for (const [name, worker] of Object.entries(state.workers)) {
    for (const version of worker.versions) {
      if (version.preview_url === address)
        return { version, hostname: `${version.id.slice(0, 8)}-${name}.${state.subdomain}.workers.dev`, production: false }
      if (version.alias_url === address)
        return { version, hostname: `${version.alias}-${name}.${state.subdomain}.workers.dev`, production: false }
    }
  }
  return { hostname: "unknown", production: false }
}

/**
 * Starts the addresses (on this machine, ports the system gives) and writes a new account into
 * stateFile: no Worker yet, a workers.dev subdomain, every zone setting off.
 */
export async function startCloudflare(stateFile: string, domain: string, store: string, versionAddresses = 8) {
  const asked = new Set<string>()
  const servers = await Promise.all(
    Array.from({ length: versionAddresses + 1 }, async () => {
      const server = http.createServer((request, response) => {
        const state = readState(stateFile)
        const address = `http://127.0.0.1:${(request.socket.localPort ?? 0).toString()}/`
        const { version, hostname, production } = route(state, address)
        const pathname = decodeURIComponent(new URL(request.url ?? "/", address).pathname)
        if (production && state.flakyPages && !asked.has(pathname)) {
          asked.add(pathname)
          response.writeHead(503, { "content-type": "text/plain" }).end("Service temporarily unavailable\n")
          return
        }
        if (!version) {
          response.writeHead(404, { "content-type": "text/plain" }).end("No Worker is deployed at this address\n")
          return
        }
        if (production && state.zone.emailObfuscation && pathname === EMAIL_DECODE_SCRIPT) {
          response.writeHead(200, { "content-type": "text/javascript" }).end("/* decodes data-cfemail */\n")
          return
        }
        const answer = resolve(version.assets, pathname)
        const rules = fs.existsSync(path.join(version.assets, "_headers"))
          ? parseHeadersFile(fs.readFileSync(path.join(version.assets, "_headers"), "utf8"))
          : []
        const headers: Record<string, string> = { ...headersFor(rules, hostname, pathname) }
        if (answer.location) {
          response.writeHead(answer.status, { ...headers, location: answer.location }).end()
          return
        }
        if (!answer.file) {
          response.writeHead(404, headers).end("Not found\n")
          return
        }
        let body: string | Buffer = fs.readFileSync(path.join(version.assets, answer.file))
        const type = TYPES[path.extname(answer.file)] ?? "application/octet-stream"
        if (production && state.zone.emailObfuscation && type.startsWith("text/html")) body = obfuscateEmail(body.toString("utf8"))
        response.writeHead(answer.status, { ...headers, "content-type": type }).end(body)
      })
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
      return server
    }),
  )
  const urls = servers.map((server) => `http://127.0.0.1:${(server.address() as { port: number }).port}/`)
  const state: CloudflareState = {
    subdomain: "respite-tests",
    addresses: { production: urls[0], free: urls.slice(1) },
    domain,
    workers: {},
    zone: { emailObfuscation: false },
    flakyPages: false,
    faults: [],
    calls: [],
    store,
  }
  writeState(stateFile, state)
  return {
    productionUrl: urls[0],
    close: () =>
      Promise.all(
        servers.map((server) => {
          server.closeAllConnections()
          return new Promise((resolve) => server.close(resolve))
        }),
      ),
  }
}

/**
 * A stand-in for Cloudflare's side of a deploy, for the deploy's tests: the account the wrangler
 * stand-in (./wrangler.ts) changes, kept in a JSON file, the addresses that serve it over HTTP on
 * this machine, and the part of Cloudflare's REST API the deploy asks itself (./cloudflare-api.ts).
 * One address stands for the production custom domain, the others for the workers.dev address
 * Cloudflare gives each version (and each preview alias) as it is uploaded. Each serves a version's
 * files as Workers static assets do with wrangler.jsonc's settings (html_handling
 * "drop-trailing-slash", not_found_handling "404-page", the version's _headers matched against the
 * host name the address stands for: docs/hosting.md). The production domain answers as Cloudflare
 * documents it does (docs/deploying.md#what-the-deploy-relies-on):
 *   - with the Worker whose custom domain it is; before any, with what its DNS records point at
 *     (another host's site), or not at all when it has none;
 *   - over TLS only once the custom domain's certificate is issued (minutes after it is attached):
 *     until then every connection is closed before an answer, as a TLS handshake fails;
 *   - through the zone's settings: Email Address Obfuscation rewrites mailto: links and adds its
 *     decoding script; Speed Brain adds a Speculation-Rules header to every page
 *     (docs/hosting.md#cloudflare-zone-settings).
 */
import fs from "fs"
import http from "http"
import path from "path"
import { headersFor, parseHeadersFile } from "../../support/hosts/headers-file"
import { startCloudflareApi } from "./cloudflare-api"

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
/** A Worker's custom domain (the API's "Worker Domain"). */
export type CustomDomain = { id: string; hostname: string; service: string; environment: string; zone_id: string; zone_name: string }
export type DnsRecord = { id: string; type: string; name: string; content: string; proxied: boolean }
/**
 * A wrangler command that fails, and how often, before it works (the wrangler stand-in applies it):
 * "network" and "api-5xx" as the API's failures surface after wrangler's own retries; "custom-domain"
 * fails the command where it attaches a custom domain, after anything it did before (a `deploy` has
 * then created the Worker).
 */
export type Fault = { command: string; worker?: string; times: number; kind: "network" | "api-5xx" | "custom-domain" }
export type CloudflareState = {
  account: string
  /** The API token Cloudflare accepts; any other is refused (code 10000). */
  token: string
  /** The account's workers.dev subdomain; null until it is registered. */
  subdomain: string | null
  /** The production address (what the custom domain is on this machine), and the addresses not yet given to a version. */
  addresses: { production: string; free: string[] }
  /** The custom domain the production address stands for, and its zone. */
  domain: string
  zone: { id: string; name: string; emailObfuscation: boolean; speedBrain: boolean }
  workers: Record<string, { versions: Version[]; deployments: Deployment[] }>
  /** The account's custom domains. */
  domains: CustomDomain[]
  /** The zone's DNS records that are not a custom domain's. */
  dns: DnsRecord[]
  /** How long a new custom domain's certificate takes to issue, and when each domain's is issued (ms since the epoch). */
  certificateSeconds: number
  certificates: Record<string, number>
  /** Whether the production address answers 503 to the first request of each path. */
  flakyPages: boolean
  faults: Fault[]
  /** Every wrangler command run, in order: its arguments, and the Worker it was for. */
  calls: Array<{ args: string[]; worker: string }>
  /** Every request the deploy made of the API: "GET /accounts/.../workers/domains?...". */
  apiCalls: string[]
  /** Where the wrangler stand-in keeps the versions' files. */
  store: string
}

export const readState = (file: string): CloudflareState => JSON.parse(fs.readFileSync(file, "utf8"))
export const writeState = (file: string, state: CloudflareState) => fs.writeFileSync(file, JSON.stringify(state))

/** The account as the file holds it, read again only when the file changed (the addresses read it at every request). */
function stateReader(file: string) {
  let seen = { mtimeMs: -1, size: -1, state: undefined as unknown as CloudflareState }
  return () => {
    const { mtimeMs, size } = fs.statSync(file)
    if (mtimeMs !== seen.mtimeMs || size !== seen.size) seen = { mtimeMs, size, state: readState(file) }
    return seen.state
  }
}

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
          .filter((line) => line && !line.startsWith("#"))
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
/** What Speed Brain adds to every page it can speed up (Cloudflare's Speed Brain documentation). */
export const SPEED_BRAIN_HEADER = ["speculation-rules", '"/cdn-cgi/speculation"'] as const

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

/** What answers at an address: a version and the host name it stands for, another host's site (the domain's DNS records), or nothing. */
type Route = { version?: Version; hostname: string; production: boolean; elsewhere?: DnsRecord }

function route(state: CloudflareState, address: string): Route {
  if (address === state.addresses.production) {
    const domain = state.domains.find((each) => each.hostname === state.domain)
    const worker = domain && state.workers[domain.service]
    const live = [...(worker?.deployments.at(-1)?.versions ?? [])].sort((a, b) => b.percentage - a.percentage)[0]
    const elsewhere = domain ? undefined : state.dns.find((record) => record.name === state.domain)
    return { version: worker?.versions.find((each) => each.id === live?.version_id), hostname: state.domain, production: true, elsewhere }
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

/** The site another host serves on the domain before the Worker takes it over. */
const ELSEWHERE_PAGE = "<!doctype html><title>The site that was here before</title><p>Served by another host.</p>\n"

/**
 * Starts the addresses and the API (on this machine, ports the system gives) and writes a new
 * account into stateFile: no Worker yet, a workers.dev subdomain, the zone of `domain` with no DNS
 * record and every zone setting off.
 */
export async function startCloudflare(stateFile: string, domain: string, store: string, versionAddresses = 8) {
  const asked = new Set<string>()
  const current = stateReader(stateFile)
  const servers = await Promise.all(
    Array.from({ length: versionAddresses + 1 }, async () => {
      const server = http.createServer((request, response) => {
        const state = current()
        const address = `http://127.0.0.1:${(request.socket.localPort ?? 0).toString()}/`
        const { version, hostname, production, elsewhere } = route(state, address)
        const pathname = decodeURIComponent(new URL(request.url ?? "/", address).pathname)
        // No DNS record (nothing answers), or a certificate not yet issued (the TLS handshake fails).
        if (production && ((!version && !elsewhere) || (state.certificates[state.domain] ?? 0) > Date.now())) {
          request.socket.destroy()
          return
        }
        if (elsewhere) {
          response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(ELSEWHERE_PAGE)
          return
        }
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
        if (production && type.startsWith("text/html")) {
          if (state.zone.emailObfuscation) body = obfuscateEmail(body.toString("utf8"))
          if (state.zone.speedBrain) headers[SPEED_BRAIN_HEADER[0]] = SPEED_BRAIN_HEADER[1]
        }
        response.writeHead(answer.status, { ...headers, "content-type": type }).end(body)
      })
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
      return server
    }),
  )
  const urls = servers.map((server) => `http://127.0.0.1:${(server.address() as { port: number }).port}/`)
  const state: CloudflareState = {
    account: "0123456789abcdef0123456789abcdef",
    token: "a-token-cloudflare-accepts",
    subdomain: "respite-tests",
    addresses: { production: urls[0], free: urls.slice(1) },
    domain,
    zone: { id: "023e105f4ecef8ad9ca31a8372d0c353", name: domain, emailObfuscation: false, speedBrain: false },
    workers: {},
    domains: [],
    dns: [],
    certificateSeconds: 0,
    certificates: {},
    flakyPages: false,
    faults: [],
    calls: [],
    apiCalls: [],
    store,
  }
  writeState(stateFile, state)
  const api = await startCloudflareApi(stateFile)
  return {
    productionUrl: urls[0],
    apiUrl: api.url,
    /** Forgets which paths the production address was asked (flakyPages answers the first request of each with a 503). */
    reset: () => asked.clear(),
    token: state.token,
    account: state.account,
    close: () =>
      Promise.all([
        api.close(),
        ...servers.map((server) => {
          server.closeAllConnections()
          return new Promise((resolve) => server.close(resolve))
        }),
      ]),
  }
}

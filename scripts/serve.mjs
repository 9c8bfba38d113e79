#!/usr/bin/env node
// @ts-check
// Serves the production build in public/ the way a static host does: clean URLs, the
// 404 page with status 404, brotli where the request accepts it and gzip otherwise (as Cloudflare
// does: a local measurement is then a production one), and the response headers from public/_headers applied as
// Netlify and Cloudflare Pages apply them: every matching rule counts, and a header named by
// several rules is joined with ", ". The host files (_headers, _nginx.conf, .assetsignore) are not served.
// It stays beside Cloudflare's own runtime (wrangler dev, which npm test also asks the host
// questions of) because the browser tests, Lighthouse, the benchmarks and npm start need a host
// that starts at once, costs little per request and serves any folder (docs/hosting.md, measured).
import http from "node:http"
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"

const root = path.resolve(process.argv[2] ?? "public")
const port = Number(process.env.PORT ?? 9000)
const host = process.env.HOST ?? "127.0.0.1"

/** @type {Record<string, string>} */
const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".mjs": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
}
const compressible = /^(text\/|application\/(javascript|json|xml|manifest)|image\/svg)/

/** @typedef {{ source: string, pattern: RegExp, headers: Record<string, string> }} HeaderRule */

/**
 * Netlify/Cloudflare-style _headers: a path pattern line, then indented "Name: value" lines.
 * @param {string} text
 * @returns {HeaderRule[]}
 */
function parseHeaders(text) {
  /** @type {HeaderRule[]} */
  const rules = []
  /** @type {HeaderRule | null} */
  let current = null
  for (const raw of text.split("\n")) {
    const line = raw.replace(/\s+$/, "")
    if (!line || line.trim().startsWith("#")) continue
    if (!/^\s/.test(line)) {
      const pattern = new RegExp(
        `^${line
          .trim()
          .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
          .replace(/\*/g, ".*")}$`,
      )
      current = { source: line.trim(), pattern, headers: {} }
      rules.push(current)
    } else if (current) {
      const at = line.indexOf(":")
      current.headers[line.slice(0, at).trim()] = line.slice(at + 1).trim()
    }
  }
  return rules
}

function loadRules() {
  try {
    return parseHeaders(fs.readFileSync(path.join(root, "_headers"), "utf8"))
  } catch {
    return []
  }
}

/** The host's own files, in the root: never served. */
const HOST_FILES = ["_headers", "_nginx.conf", ".assetsignore"]

/**
 * The file a decoded path names, inside the root and nowhere else, or null. The check is on the
 * path relative to the root: a prefix test on the joined path would let /..%2fpublic-x/f through
 * to public-x/, a folder beside the root whose name starts with the root's.
 * @param {string} decodedPath
 */
function resolveFile(decodedPath) {
  const candidate = path.join(root, decodedPath)
  const inside = path.relative(root, candidate)
  if (inside.startsWith("..") || path.isAbsolute(inside)) return null
  // The host configuration files are for the host, not for visitors (as public/_nginx.conf does for
  // nginx): refused as the file they resolve to, however the path to it was written (/%2F_headers, /x/..%2F_headers).
  if (HOST_FILES.includes(inside)) return null
  for (const file of [candidate, path.join(candidate, "index.html"), `${candidate}.html`]) {
    try {
      if (fs.statSync(file).isFile()) return file
    } catch {
      // try the next form
    }
  }
  return null
}

const rules = loadRules()

/** @typedef {"br" | "gzip"} Encoding */

/**
 * Each encoding at the level a host precompresses with: brotli's highest quality (what
 * src/post-build/page-budget.ts counts a page's budget in), gzip's default.
 * @type {Record<Encoding, (body: Buffer) => Buffer>}
 */
const ENCODERS = {
  br: (body) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: (body) => zlib.gzipSync(body),
}

/**
 * The encoding a request accepts, brotli first: `Accept-Encoding` names it without `q=0`.
 * @param {string} accepted
 * @returns {Encoding | null}
 */
function encodingFor(accepted) {
  const offered = new Map(
    accepted.split(",").map((part) => {
      const [name, ...params] = part.trim().toLowerCase().split(";")
      const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean)
      return [name, q === undefined ? 1 : Number(q)]
    }),
  )
  const allowed = (/** @type {string} */ name) => (offered.get(name) ?? offered.get("*") ?? 0) > 0
  return allowed("br") ? "br" : allowed("gzip") ? "gzip" : null
}

/**
 * Each file compressed once per encoding while it stays the same: the browser tests ask for the
 * same bundles hundreds of times, and a host serves them precompressed.
 * @type {Map<string, { mtimeMs: number, size: number, body: Buffer }>}
 */
const compressed = new Map()
/**
 * @param {string} file
 * @param {Encoding} encoding
 */
function encoded(file, encoding) {
  const { mtimeMs, size } = fs.statSync(file)
  const key = `${encoding}:${file}`
  const known = compressed.get(key)
  if (known && known.mtimeMs === mtimeMs && known.size === size) return known.body
  const body = ENCODERS[encoding](fs.readFileSync(file))
  compressed.set(key, { mtimeMs, size, body })
  return body
}

/** The answer for a missing file where the folder has no 404 page. */
const NOT_FOUND = Buffer.from("Not found\n")

/** What a request whose path is no URL or not valid percent-encoding (GET /%) gets: an answer, as from a host, not a dead server. */
const BAD_REQUEST = Buffer.from("Bad request\n")

const server = http.createServer((req, res) => {
  let urlPath, decodedPath
  try {
    urlPath = new URL(req.url ?? "/", "http://localhost").pathname
    decodedPath = decodeURIComponent(urlPath)
  } catch {
    res.writeHead(400, { "Content-Type": types[".txt"], "Content-Length": BAD_REQUEST.length })
    res.end(req.method === "HEAD" ? undefined : BAD_REQUEST)
    return
  }
  let file = resolveFile(decodedPath)
  let status = 200
  if (!file) {
    file = path.join(root, "404.html")
    status = 404
  }
  // A folder without a 404 page (the benchmark's bare floor) still answers 404, as a host does,
  // instead of the server dying on the first request for /robots.txt or /favicon.ico.
  const missing = status === 404 && !fs.existsSync(file)
  /** @type {Record<string, string | number>} */
  const headers = { "Content-Type": missing ? types[".txt"] : (types[path.extname(file)] ?? "application/octet-stream") }
  for (const rule of rules.filter((candidate) => candidate.pattern.test(urlPath))) {
    for (const [name, value] of Object.entries(rule.headers)) headers[name] = headers[name] ? `${headers[name]}, ${value}` : value
  }
  const compressibleType = compressible.test(String(headers["Content-Type"]))
  const encoding = compressibleType ? encodingFor(req.headers["accept-encoding"] ?? "") : null
  let body
  if (missing) body = encoding ? ENCODERS[encoding](NOT_FOUND) : NOT_FOUND
  else body = encoding ? encoded(file, encoding) : fs.readFileSync(file)
  if (encoding) headers["Content-Encoding"] = encoding
  if (compressibleType) headers.Vary = "Accept-Encoding"
  headers["Content-Length"] = body.length
  res.writeHead(status, headers)
  res.end(req.method === "HEAD" ? undefined : body)
})

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  server.listen(port, host, () => {
    const address = server.address()
    const actualPort = address && typeof address === "object" ? address.port : port
    console.log(`Serving ${root} at http://${host === "127.0.0.1" ? "localhost" : host}:${actualPort}/ (Node ${process.version})`)
  })
}

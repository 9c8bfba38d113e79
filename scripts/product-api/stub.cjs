#!/usr/bin/env node
// @ts-check
/**
 * A local stand-in for the product API, answering as scripts/product-api/contract.cjs says, so
 * every form of the site works on a machine without the real API. It keeps nothing but the
 * request in memory, answers browsers' CORS preflights, and never crashes on bad input.
 *   node scripts/product-api/stub.cjs       listens on http://localhost:9400 (STUB_PORT, STUB_HOST)
 * npm start and npm run develop start it themselves (scripts/start.mjs, scripts/develop.mjs).
 */
const http = require("node:http")
const { endpoints, respond } = require("./contract.cjs")

/** Larger bodies are refused: no form sends more than a few kilobytes. */
const MAX_BODY_BYTES = 64 * 1024

const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, DELETE, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type, Accept",
  "Access-Control-Max-Age": "600",
}

/** @param {http.ServerResponse} res @param {number} status @param {unknown} body */
function send(res, status, body) {
  const text = body === null || body === undefined ? "" : typeof body === "string" ? body : JSON.stringify(body)
  const type = typeof body === "string" ? "text/html; charset=utf-8" : "application/json"
  res.writeHead(status, { ...CORS, ...(text ? { "Content-Type": type } : {}), "Content-Length": Buffer.byteLength(text) })
  res.end(text)
}

/**
 * @param {{ port?: number, host?: string, log?: (line: string) => void }} [options]  port 0 picks a free one
 * @returns {Promise<{ server: http.Server, url: string }>}
 */
function startStub({ port = Number(process.env.STUB_PORT ?? 9400), host = process.env.STUB_HOST ?? "127.0.0.1", log = () => undefined } = {}) {
  const server = http.createServer((req, res) => {
    if (req.method === "OPTIONS") {
      res.writeHead(204, CORS)
      res.end()
      return
    }
    const chunks = /** @type {Buffer[]} */ ([])
    let size = 0
    req.on("data", (chunk) => {
      size += chunk.length
      if (size <= MAX_BODY_BYTES) chunks.push(chunk)
    })
    req.on("end", () => {
      const path = new URL(req.url ?? "/", "http://stub").pathname
      if (size > MAX_BODY_BYTES) {
        send(res, 413, { errorType: "PAYLOAD_TOO_LARGE", message: `Bodies are limited to ${MAX_BODY_BYTES} bytes` })
        return
      }
      const answer = respond({ method: req.method ?? "GET", path, body: Buffer.concat(chunks).toString("utf8") })
      log(`${req.method} ${path} -> ${answer.dropConnection ? "connection dropped" : answer.status}${answer.delayMs ? ` after ${answer.delayMs} ms` : ""}`)
      setTimeout(() => {
        if (answer.dropConnection) req.socket.destroy()
        else send(res, answer.status, answer.body)
      }, answer.delayMs ?? 0)
    })
    req.on("error", () => req.socket.destroy())
  })
  return new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, host, () => {
      const address = server.address()
      const actualPort = address && typeof address === "object" ? address.port : port
      resolve({ server, url: `http://${host === "127.0.0.1" ? "localhost" : host}:${actualPort}` })
    })
  })
}

/** The inputs an editor can type to see each answer, as printed by npm start. */
function scenarioList() {
  const lines = []
  for (const endpoint of endpoints) {
    lines.push(`  ${endpoint.form}: ${endpoint.method} ${endpoint.path}`, `    ${"any other input".padEnd(44)} ${endpoint.successSees}`)
    for (const scenario of endpoint.scenarios) {
      const input = Object.entries(scenario.input)
        .map(([field, value]) => `${field} ${value}`)
        .join(", ")
      lines.push(`    ${input.padEnd(44)} ${scenario.visitorSees}`)
    }
  }
  return lines.join("\n")
}

module.exports = { startStub, scenarioList }

if (require.main === module) {
  startStub({ log: (line) => console.log(`[api stub] ${line}`) }).then(({ url }) => {
    console.log(`Product API stub at ${url}/ (docs/product-api.md). Inputs that give each answer:\n${scenarioList()}`)
  })
}

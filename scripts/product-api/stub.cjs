#!/usr/bin/env node
// @ts-check
/**
 * A local stand-in for the product API, answering as scripts/product-api/contract.cjs says, so
 * every form of the site works on a machine without the real API. It keeps nothing but the
 * request in memory, answers browsers' CORS preflights, and never crashes on bad input. The
 * answers, preflights included, are the adapter's (scripts/product-api/http.cjs): this file only
 * reads requests off the socket and writes the adapter's responses back.
 *   node scripts/product-api/stub.cjs       listens on http://localhost:9400 (STUB_PORT, STUB_HOST)
 * npm start and npm run develop start it themselves (scripts/start.mjs, scripts/develop.mjs).
 */
const http = require("node:http")
const { endpoints } = require("./contract.cjs")
const { answerRequest, toResponse } = require("./http.cjs")

/** Larger bodies are refused: no form sends more than a few kilobytes. */
const MAX_BODY_BYTES = 64 * 1024

/**
 * The path a request names, or null when its target is no path of this API: anything but "/" and a
 * segment (a URL parser reads "//host" and "/\host" as another host's address, so "GET //" is refused
 * rather than guessed at), or not a URL at all.
 * @param {string} target  the request line's target, e.g. "/v1/feedback/"
 */
function requestPath(target) {
  if (!/^\/(?![/\\])/.test(target)) return null
  try {
    return new URL(target, "http://stub").pathname
  } catch {
    return null
  }
}

/** What a request the stub cannot read gets, as the real API's answer to one. */
const notAPath = () =>
  toResponse({ status: 400, body: { errorType: "BAD_REQUEST", message: "The request's target is not a path of this API" } })

/**
 * Writes one of the adapter's responses (scripts/product-api/http.cjs) to the socket; its network
 * error drops the connection.
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {Response} response
 */
async function send(req, res, response) {
  if (response.type === "error") {
    req.socket.destroy()
    return
  }
  const body = Buffer.from(await response.arrayBuffer())
  res.statusCode = response.status
  response.headers.forEach((value, name) => res.setHeader(name, value))
  res.end(body)
}

/** @typedef {{ method: string, path: string, body: string | null }} Received */

/**
 * @param {{ port?: number, host?: string, log?: (line: string, received: Received) => void }} [options]  port 0 picks a free
 *   one; `log` hears of every call, with what it received (the WebKit checks read the body from it)
 * @returns {Promise<{ server: http.Server, url: string }>}
 */
function startStub({
  port = Number(process.env.STUB_PORT ?? 9400),
  host = process.env.STUB_HOST ?? "127.0.0.1",
  log = () => undefined,
} = {}) {
  const server = http.createServer((req, res) => {
    const method = req.method ?? "GET"
    const chunks = /** @type {Buffer[]} */ ([])
    let size = 0
    let refused = false
    req.on("data", (chunk) => {
      size += chunk.length
      if (size <= MAX_BODY_BYTES) return void chunks.push(chunk)
      if (refused) return
      // Answered as soon as the body passes the limit, not once it ends, and nothing more of it kept:
      // what still arrives is let go as it comes, for 2 s at most, then the connection is closed
      // (closing it on unread data at once would reset it, and the answer with it).
      refused = true
      res.setHeader("Connection", "close")
      req.resume()
      res.once("finish", () => {
        const close = setTimeout(() => req.socket.destroy(), 2000)
        req.once("end", () => {
          clearTimeout(close)
          req.socket.end()
        })
      })
      toResponse({ status: 413, body: { errorType: "PAYLOAD_TOO_LARGE", message: `Bodies are limited to ${MAX_BODY_BYTES} bytes` } })
        .then((tooLarge) => send(req, res, tooLarge))
        .catch(() => req.socket.destroy())
    })
    req.on("end", () => {
      if (refused) return
      const path = requestPath(req.url ?? "")
      const text = Buffer.concat(chunks).toString("utf8")
      const received = { method, path: path ?? req.url ?? "", body: text === "" ? null : text }
      const answer = async () => {
        if (path === null) {
          log(`${method} ${received.path} -> 400 (not a path)`, received)
          return notAPath()
        }
        return answerRequest({ method, path, body: text }, (given) =>
          log(
            `${method} ${path} -> ${given.dropConnection ? "connection dropped" : given.status}${given.delayMs ? ` after ${given.delayMs} ms` : ""}`,
            received,
          ),
        )
      }
      // Nothing a request holds may stop the stub: whatever throws is answered as a request it cannot read.
      Promise.resolve()
        .then(answer)
        .catch(notAPath)
        .then((response) => send(req, res, response))
        .catch(() => req.socket.destroy())
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

// @ts-check
/**
 * The one adapter from the API contract (contract.cjs) to HTTP: an answer becomes a Fetch `Response`
 * with its status, the one set of CORS headers, its content type and its body text. A dropped
 * connection is `Response.error()` (the Fetch standard's network error); a delay is the time the
 * returned promise takes; a redirect is its status with a Location header; `cors: false` leaves the
 * CORS header out (a browser then keeps the answer from the page: only a real server can give that
 * answer, since Playwright adds CORS headers to an answer it fulfils). Each transport only writes that Response out:
 *   scripts/product-api/stub.cjs    to the socket, or destroys the socket for Response.error()
 *   __tests__/support/msw.ts        MSW sends it as it is (Response.error() is MSW's network error)
 *   e2e/support/api.ts              route.fulfill, or route.abort for Response.error()
 * CommonJS with the Fetch globals only, so Node runs it as it is and Jest and Playwright read it.
 */
const { respond } = require("./contract.cjs")

/** @typedef {import("./contract.cjs").Answer} Answer */

/** On every answer: any origin may read it (docs/product-api.md#common-to-every-call). */
const CORS_HEADERS = { "Access-Control-Allow-Origin": "*" }

/** The answer to a browser's CORS preflight: the methods and request headers the site uses. */
const PREFLIGHT_HEADERS = {
  ...CORS_HEADERS,
  "Access-Control-Allow-Methods": "POST, DELETE",
  "Access-Control-Allow-Headers": "Content-Type, Accept",
  "Access-Control-Max-Age": "600",
}

/** @param {number} ms */
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * An answer of the contract as the API sends it: JSON for an object, an HTML page for a string,
 * no body (and no content type) for none.
 * @param {Answer} answer
 * @returns {Promise<Response>}
 */
async function toResponse({ status, body, delayMs, dropConnection, location, cors = true, padBytes }) {
  if (delayMs) await wait(delayMs)
  if (dropConnection) return Response.error()
  const headers = { ...(cors ? CORS_HEADERS : {}), ...(location ? { Location: location } : {}) }
  if (body === null || body === undefined) return new Response(null, { status, headers })
  const html = typeof body === "string"
  return new Response(html ? body : JSON.stringify(padBytes ? Object.assign({}, body, { padding: "x".repeat(padBytes) }) : body), {
    status,
    headers: { ...headers, "Content-Type": html ? "text/html; charset=utf-8" : "application/json" },
  })
}

/** What a browser's CORS preflight (OPTIONS) gets. */
const preflight = () => new Response(null, { status: 204, headers: PREFLIGHT_HEADERS })

/**
 * The contract's whole answer to one request, as the local stub and Jest's MSW give it: a preflight
 * gets preflight(), any other request what respond() says.
 * @param {{ method: string, path: string, body?: string | null }} request  path without origin, e.g. "/v1/feedback/"
 * @param {(answer: Answer) => void} [onAnswer]  told the answer before any delay (the stub logs it)
 * @returns {Promise<Response>}
 */
async function answerRequest(request, onAnswer) {
  if (request.method === "OPTIONS") return preflight()
  const answer = respond(request)
  onAnswer?.(answer)
  return toResponse(answer)
}

module.exports = { toResponse, preflight, answerRequest }

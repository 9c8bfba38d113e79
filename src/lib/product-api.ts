/**
 * The product API client: the only module that talks to the server (docs/spec/SITE-SPEC.md §7).
 * Calls resolve to a typed result instead of throwing, so forms never crash on a bad answer.
 * Each call's method, path and fields are in api-calls.json, which the API contract
 * (scripts/product-api/contract.cjs), the stub and the tests read too.
 */
import { apiUrl } from "../config/site"
import calls from "./api-calls.json"

/** The four calls: newsletter, feedback, licenseReset, unsubscribe. */
export type CallId = keyof typeof calls
export { calls }

/**
 * A call that has no answer after this long counts as a network failure: long enough for a
 * slow mobile connection, short enough that a visitor is not left with a spinner.
 */
export const REQUEST_TIMEOUT_MS = 15_000

/**
 * The longest answer the client reads. The contract's answers are a few hundred bytes
 * (docs/product-api.md); a longer one is not the API's answer to these calls (a proxy's page, a
 * broken server), and a field of it shown to the visitor would fill the page.
 */
export const MAX_ANSWER_BYTES = 64 * 1024

export type ApiBody = Record<string, unknown> | null

export type ApiResult =
  | { ok: true; status: number; body: ApiBody }
  | { ok: false; kind: "network" }
  | { ok: false; kind: "server"; status: number; body: ApiBody }

/** An answer's body: nothing, a JSON object, or something else (not what the contract answers, or too long to read). */
type Body = { kind: "empty" } | { kind: "json"; value: Record<string, unknown> } | { kind: "other" }

/** The body's text, or null once it passes MAX_ANSWER_BYTES (the rest is never downloaded). */
async function readText(response: Response): Promise<string | null> {
  if (Number(response.headers.get("Content-Length")) > MAX_ANSWER_BYTES) {
    // Not awaited: a cancelled stream settles when the connection is closed, which the answer need not wait for.
    void response.body?.cancel().catch(() => undefined)
    return null
  }
  if (!response.body) return ""
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let text = ""
  let bytes = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return text + decoder.decode()
    bytes += value.byteLength
    if (bytes > MAX_ANSWER_BYTES) {
      void reader.cancel().catch(() => undefined)
      return null
    }
    text += decoder.decode(value, { stream: true })
  }
}

async function readBody(response: Response): Promise<Body> {
  const text = await readText(response).catch(() => null)
  if (text === null) return { kind: "other" }
  if (text.trim() === "") return { kind: "empty" }
  try {
    const parsed: unknown = JSON.parse(text)
    return parsed && typeof parsed === "object" && !Array.isArray(parsed)
      ? { kind: "json", value: parsed as Record<string, unknown> }
      : { kind: "other" }
  } catch {
    return { kind: "other" }
  }
}

/**
 * Success is a 2xx whose body is what the contract says, a JSON object or nothing; anything else
 * (a 2xx HTML page, a redirect, an answer the page may not read) is a failure
 * (docs/product-api.md#common-to-every-call).
 */
async function toResult(response: Response): Promise<ApiResult> {
  // An answer the page may not read is no answer (never the case for the request below: CORS mode, redirects refused).
  if (response.type === "opaque" || response.type === "opaqueredirect") return { ok: false, kind: "network" }
  const body = await readBody(response)
  const value = body.kind === "json" ? body.value : null
  if (response.ok && body.kind !== "other") return { ok: true, status: response.status, body: value }
  return { ok: false, kind: "server", status: response.status, body: value }
}

/**
 * Makes one call with a value for each of its fields: a field the path names (":unsubscribeHash")
 * goes into the path as one encoded segment, the others make the JSON body (none: no body).
 */
export async function callApi(id: CallId, values: Record<string, string>): Promise<ApiResult> {
  const { method, path, fields } = calls[id]
  const bodyFields = fields.filter((field) => !path.includes(`:${field}`))
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS)
  try {
    const response = await fetch(`${apiUrl}${path.replace(/:(\w+)/g, (_, field: string) => encodeURIComponent(values[field]))}`, {
      method,
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: bodyFields.length === 0 ? undefined : JSON.stringify(Object.fromEntries(bodyFields.map((field) => [field, values[field]]))),
      // A redirect's answer is not the API's: a POST redirected to a login or error page would read as success.
      redirect: "error",
      signal: controller.signal,
    })
    return await toResult(response)
  } catch {
    return { ok: false, kind: "network" }
  } finally {
    clearTimeout(timer)
  }
}

export const subscribeToNewsletter = (email: string) => callApi("newsletter", { email })

export const sendFeedback = (email: string, message: string) => callApi("feedback", { email, message })

export const resetLicense = (email: string, licenseKey: string) => callApi("licenseReset", { email, licenseKey })

export const unsubscribeFromNewsletter = (unsubscribeHash: string) => callApi("unsubscribe", { unsubscribeHash })

/**
 * Where a form's call goes, for the page's head script, which sends a submit held before the form's
 * island was live if the visitor leaves first (src/head-scripts/held-submits.ts): the same address and
 * method as callApi's, the body made the same way from the form's named fields.
 */
export function heldSubmitRequest(id: Exclude<CallId, "unsubscribe">): { url: string; method: string } {
  const { method, path } = calls[id]
  return { url: `${apiUrl}${path}`, method }
}

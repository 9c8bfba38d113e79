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

export type ApiBody = Record<string, unknown> | null

export type ApiResult =
  | { ok: true; status: number; body: ApiBody }
  | { ok: false; kind: "network" }
  | { ok: false; kind: "server"; status: number; body: ApiBody }

async function readJson(response: Response): Promise<ApiBody> {
  try {
    const text = await response.text()
    if (!text) return null
    const parsed: unknown = JSON.parse(text)
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null
  } catch {
    return null
  }
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
      signal: controller.signal,
    })
    const body = await readJson(response)
    return response.ok ? { ok: true, status: response.status, body } : { ok: false, kind: "server", status: response.status, body }
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

/**
 * The product API client: the only module that talks to the server (docs/spec/SITE-SPEC.md §7).
 * Calls resolve to a typed result instead of throwing, so forms never crash on a bad answer.
 */
import { apiUrl } from "../config/site"

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

async function call(method: "POST" | "DELETE", path: string, payload?: object): Promise<ApiResult> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS)
  try {
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: payload === undefined ? undefined : JSON.stringify(payload),
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

export const subscribeToNewsletter = (email: string) => call("POST", "/v1/newsletter/subscribe", { email })

export const sendFeedback = (email: string, message: string) => call("POST", "/v1/feedback/", { email, message })

export const resetLicense = (email: string, licenseKey: string) =>
  call("POST", "/v1/subscriptions/reset-license", { email, licenseKey })

export const unsubscribeFromNewsletter = (unsubscribeHash: string) =>
  call("DELETE", `/v1/newsletter/unsubscribe/${encodeURIComponent(unsubscribeHash)}`)

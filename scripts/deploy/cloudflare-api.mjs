// @ts-check
// What the deploy asks Cloudflare's REST API itself, where wrangler has no command for it: the
// Workers custom domains of the account (GET /accounts/{account_id}/workers/domains, "List
// Domains") and a zone's DNS records for a host name (GET /zones?name=, GET
// /zones/{zone_id}/dns_records?name=, "List DNS Records"), so that attaching a custom domain can
// say first what it replaces (./custom-domain.mjs). With the token and account wrangler uses
// (CLOUDFLARE_API_TOKEN, CLOUDFLARE_ACCOUNT_ID), at CLOUDFLARE_API_BASE_URL, the variable wrangler
// also reads (https://api.cloudflare.com/client/v4 unless set; the tests' stand-in answers there:
// __tests__/deploy/stand-ins/cloudflare-api.ts). Every answer is { success, errors, result }.

/** An answer of the API that is not a success, with its first error's code. */
export class CloudflareApiError extends Error {
  constructor(/** @type {string} */ message, /** @type {number | undefined} */ code) {
    super(message)
    this.code = code
  }
}

const base = () => (process.env.CLOUDFLARE_API_BASE_URL || "https://api.cloudflare.com/client/v4").replace(/\/$/, "")

/**
 * A GET of the API; throws a CloudflareApiError naming the request and the API's error.
 * @param {string} pathname
 * @param {Record<string, string>} query
 * @returns {Promise<any>}
 */
async function get(pathname, query) {
  const url = `${base()}${pathname}?${new URLSearchParams(query)}`
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${process.env.CLOUDFLARE_API_TOKEN ?? ""}` },
    signal: AbortSignal.timeout(30_000),
  })
  /** @type {{ success?: boolean, errors?: Array<{ code: number, message: string }>, result?: unknown }} */
  const body = await response.json().catch(() => ({}))
  if (!response.ok || !body.success) {
    const error = body.errors?.[0]
    throw new CloudflareApiError(
      `Cloudflare's API answered ${response.status} to GET ${pathname}: ${error ? `${error.message} [code: ${error.code}]` : "no error given"}`,
      error?.code,
    )
  }
  return body.result
}

/**
 * The account's custom domains on a host name (any Worker's).
 * @param {string} hostname
 * @returns {Promise<Array<{ hostname: string, service: string }>>}
 */
export const customDomainsOn = (hostname) => get(`/accounts/${process.env.CLOUDFLARE_ACCOUNT_ID}/workers/domains`, { hostname })

/**
 * The DNS records of a host name, in the zone of the account that holds it (the host name or the
 * domain it is under).
 * @param {string} hostname
 * @returns {Promise<Array<{ type: string, name: string, content: string, proxied?: boolean }>>}
 */
export async function dnsRecordsOf(hostname) {
  const labels = hostname.split(".")
  for (let at = 0; at < labels.length - 1; at++) {
    const [zone] = await get("/zones", { name: labels.slice(at).join(".") })
    if (zone) return get(`/zones/${zone.id}/dns_records`, { name: hostname })
  }
  throw new CloudflareApiError(`No zone of the account holds ${hostname}`, undefined)
}

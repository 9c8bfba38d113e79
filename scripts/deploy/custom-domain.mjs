// @ts-check
// The production address: the custom domains of wrangler.jsonc attached to the site's Worker, and
// the wait for a new one's certificate. Attaching is a step of its own, after the version was
// checked at its own address and promoted (./production.mjs): `wrangler triggers deploy`, which
// applies the config's routes (`versions upload` and `versions deploy` never do). Where no terminal
// can confirm, wrangler 4.164 replaces whatever answers for the host name today, the DNS records
// and another Worker's custom domain, without asking (its publishCustomDomains:
// override_existing_dns_record and override_existing_origin). So the step first asks Cloudflare's
// API what it would replace and names it; it replaces records only in a run started by hand with
// DEPLOY_REPLACE_DNS_RECORDS=true (the deploy workflow's input "replace-dns-records"), so a domain
// that serves another site today is never taken over by an unattended run.
// Every production run does this step, so a domain attached by hand elsewhere, or never attached
// because a first deploy stopped, is (re)attached by the next run.
import { setTimeout as sleep } from "node:timers/promises"
import { CloudflareApiError, customDomainsOn, dnsRecordsOf } from "./cloudflare-api.mjs"
import { DeployError } from "./deploy-error.mjs"
import { wrangler } from "./wrangler.mjs"

/**
 * What attaching a host name to the Worker replaces: each other Worker's custom domain on it and
 * each of its DNS records, described; or null when it is the Worker's already.
 * @param {string} hostname @param {string} worker
 * @returns {Promise<string[] | null>}
 */
async function replacedBy(hostname, worker) {
  const domains = await customDomainsOn(hostname)
  if (domains.some((domain) => domain.service === worker)) return null
  const others = domains.map((domain) => `the custom domain of the Worker ${domain.service}`)
  try {
    const records = await dnsRecordsOf(hostname)
    return [
      ...others,
      ...records.map((record) => `the DNS record ${record.type} ${record.name} ${record.content}${record.proxied ? " (proxied)" : ""}`),
    ]
  } catch (error) {
    if (!(error instanceof CloudflareApiError)) throw error
    return [...others, `any DNS record it has (the token may not read them: ${error.message}; it needs Zone DNS: Read)`]
  }
}

/**
 * Attaches every custom domain the Worker does not have yet; says what it replaced. Returns the host
 * names attached (none when all were the Worker's already).
 * @param {{ worker: string, hostnames: string[], mayReplace: boolean }} options
 */
export async function attachCustomDomains({ worker, hostnames, mayReplace }) {
  /** @type {Array<{ hostname: string, replaced: string[] }>} */
  const missing = []
  for (const hostname of hostnames) {
    const replaced = await replacedBy(hostname, worker).catch((/** @type {Error} */ error) => {
      throw new DeployError(`Could not ask Cloudflare whether ${hostname} is the Worker's custom domain: ${error.message}`)
    })
    if (replaced) missing.push({ hostname, replaced })
  }
  if (missing.length === 0) return []
  const described = missing
    .map(
      ({ hostname, replaced }) =>
        `${hostname} (it replaces ${replaced.length ? replaced.join("; ") : "nothing: nothing answers for it today"})`,
    )
    .join(", ")
  if (!mayReplace && missing.some(({ replaced }) => replaced.length > 0))
    throw new DeployError(
      `Attaching the custom domain ${described} to the Worker ${worker} would take the address over from what serves it today, and nothing was attached. ` +
        "The site is checked and live on the Worker. When it should take over, run the deploy workflow by hand with replace-dns-records " +
        "(docs/deploying.md#the-first-deploy).",
    )
  console.log(`Attaching the custom domain ${described} to the Worker ${worker} (wrangler triggers deploy).`)
  const result = await wrangler(["triggers", "deploy", "--env="])
  if (!result.ok)
    throw new DeployError(
      `Attaching the custom domain ${missing.map(({ hostname }) => hostname).join(", ")} failed (${result.failure?.message}). ` +
        "The site is live on the Worker, at no address of its own yet: run the deploy again, it attaches what is missing.",
    )
  return missing.map(({ hostname }) => hostname)
}

/**
 * Waits until the production address answers at all (any HTTP answer): a custom domain just
 * attached has no certificate for some minutes, and every connection fails its TLS handshake
 * until it is issued. DEPLOY_CERTIFICATE_MINUTES (15 unless set) bounds the wait, and the address
 * is asked every DEPLOY_POLL_SECONDS (15). An address that answers is not waited for.
 * @param {string} siteUrl
 */
export async function waitForAnswer(siteUrl) {
  const minutes = Number(process.env.DEPLOY_CERTIFICATE_MINUTES ?? "15")
  const poll = Number(process.env.DEPLOY_POLL_SECONDS ?? "15") * 1000
  const started = Date.now()
  let said = -1
  for (;;) {
    const failure = await fetch(new URL("/build-id.txt", siteUrl), { redirect: "manual", signal: AbortSignal.timeout(10_000) }).then(
      () => null,
      (/** @type {Error & { cause?: Error }} */ error) => error.cause?.message ?? error.message,
    )
    if (failure === null) return
    const waited = Date.now() - started
    if (waited >= minutes * 60_000)
      throw new DeployError(
        `${siteUrl} still gives no answer after ${minutes} minutes (${failure}): its custom domain has no certificate yet, or no DNS record. ` +
          "Cloudflare's dashboard shows the certificate's status (SSL/TLS > Edge Certificates); run the deploy again once it is active.",
      )
    if (Math.floor(waited / 60_000) > said) {
      said = Math.floor(waited / 60_000)
      console.log(
        `${siteUrl} gives no answer yet (${failure}): a new custom domain's certificate takes minutes to be issued. ` +
          `Waiting up to ${minutes} minutes before checking it.`,
      )
    }
    await sleep(poll)
  }
}

#!/usr/bin/env node
// @ts-check
// npm run check:live -- <url> [--built <folder>] [--timeout <seconds>] [--settle <seconds>] [--copy] [--www <url>]: checks a deployed
// copy of the site, over HTTP, as a visitor's browser would receive it, against the build that was
// deployed (public/ unless --built names another folder). What it checks:
// scripts/deploy/check-live.mjs and docs/deploying.md#checking-a-deployed-site. The deploy runs the
// same check on each version before it is promoted and on production after (scripts/deploy.mjs);
// npm test against Cloudflare's runtime on this machine (e2e/headers.spec.ts, tag @live).
// --copy: the address is a copy of the site that search engines must not index (every address
// on workers.dev is taken for one, and the production address, GATSBY_SITE_URL, for the site).
// --settle: how long the host may go on serving another build after a deploy (20 s by default).
// --www: the address that must redirect to <url> (by default https://www.<host>/ when <url> is the
// production address and not on this machine).
// Each problem is printed with its cause; the exit code is 1 if there is any, or if the whole check
// took longer than its time limit (120 s unless --timeout says otherwise).
import { checkLive, reportResult } from "./deploy/check-live.mjs"

const USAGE = "Usage: npm run check:live -- <url> [--built <folder>] [--timeout <seconds>] [--settle <seconds>] [--copy] [--www <url>]"
const args = process.argv.slice(2)
/** The value after an option, and the positions it takes. @param {string} name */
const option = (name) => {
  const at = args.indexOf(name)
  return at >= 0 ? { value: args[at + 1], at: [at, at + 1] } : { value: undefined, at: [] }
}
const timeout = option("--timeout")
const built = option("--built")
const settle = option("--settle")
const www = option("--www")
const taken = new Set([...timeout.at, ...built.at, ...settle.at, ...www.at])
const target = args.find((arg, index) => !arg.startsWith("--") && !taken.has(index))
const limitSeconds = timeout.value === undefined ? 120 : Number(timeout.value)
const settleSeconds = settle.value === undefined ? undefined : Number(settle.value)
if (
  !target ||
  !/^https?:\/\//.test(target) ||
  !(limitSeconds > 0) ||
  (built.at.length > 0 && !built.value) ||
  (www.at.length > 0 && !/^https?:\/\//.test(www.value ?? "")) ||
  (settleSeconds ?? 0) < 0 ||
  Number.isNaN(settleSeconds)
) {
  console.error(USAGE)
  process.exit(2)
}

const result = await checkLive({
  url: target,
  built: built.value,
  limitSeconds,
  settleSeconds,
  ...(www.value ? { www: www.value } : {}),
  ...(args.includes("--copy") ? { indexing: /** @type {const} */ ("hidden") } : {}),
})
if (!reportResult(result)) process.exitCode = 1

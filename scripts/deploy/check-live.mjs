// @ts-check
// The check of a deployed copy of the site, over HTTP, as a visitor's browser would receive it,
// against the build that was deployed (public/, or another folder): npm run check:live
// (scripts/check-live.mjs) runs it by hand, and the deploy (./production.mjs, ./preview.mjs) on a
// version before it is promoted and on the production address after. It checks that:
//   - the host serves the build that was deployed: public/build-id.txt (src/post-build/build-id.ts),
//     waited for a few seconds while a new deployment spreads;
//   - every page the sitemap lists answers 200 (no redirect) with the site-wide headers of
//     src/post-build/security-headers.ts, and no header the site did not set beyond those any host
//     sends with a file (a zone setting's, such as Cloudflare Speed Brain's Speculation-Rules: docs/hosting.md),
//     and carries its own policy: one Content-Security-Policy
//     <meta> before anything it governs, no 'unsafe-inline' or 'unsafe-eval', a hash for each of its
//     inline scripts, styles and style attributes, and in connect-src the configured product API
//     (GATSBY_API_URL, else src/config/site.ts's default) and no other;
//   - every page is the build's page as it was written: a host that adds a script or stylesheet,
//     rewrites an e-mail address or changes the page in any other way is named with the page
//     (Cloudflare's Email Address Obfuscation, Rocket Loader, Web Analytics: docs/hosting.md);
//   - a copy of the site that is not the production address is kept out of search engines
//     (X-Robots-Tag: noindex on every page), and the production address is not;
//   - an unknown path answers 404 with the 404 page (and the same headers);
//   - the search index loads (src/search/: Pagefind's entry file, its script and each language's index);
//   - on the production address, its www. address redirects to it (docs/deploying.md#the-first-deploy).
// A network error or a 5xx answer is retried twice, within the check's time limit.
import fs from "node:fs"
import path from "node:path"
import { createHash } from "node:crypto"
import { setTimeout as sleep } from "node:timers/promises"
import { Parser } from "htmlparser2"
import { importSiteModule } from "../lib/site-source.mjs"

const { site } = await importSiteModule("src/config/site.ts")
const { commonHeaders } = await importSiteModule("src/post-build/security-headers.ts")
const { SEARCH_INDEX_DIR } = await importSiteModule("src/search/search-index-dir.ts")
const { scriptTypeKind } = await importSiteModule("src/post-build/inline-sources.ts")
const { BUILD_ID_FILE } = await importSiteModule("src/post-build/build-id.ts")
const apiOrigin = new URL(site.apiUrl).origin
const legalOrigin = new URL(site.legalWidget.scriptUrl).origin
/** @type {readonly string[]} */
const legalPages = site.legalWidget.pages

/** @typedef {{ cause: string, where: string, detail: string }} Problem */
/**
 * "indexable": the production address, which search engines must be allowed to index;
 * "hidden": a copy elsewhere (a preview, a version's address), which they must not;
 * "any": neither is asked (a copy on this machine).
 * @typedef {"indexable" | "hidden" | "any"} Indexing
 */
/**
 * @typedef {object} CheckOptions
 * @property {string} url           the site's address
 * @property {string} [built]       the build that was deployed (default public/)
 * @property {number} [limitSeconds] the time limit of the whole check (default 120)
 * @property {Indexing} [indexing]  default: from the address (indexingOf)
 * @property {number} [settleSeconds] how long a host may keep serving another build after a deploy (default 20)
 * @property {number} [retryMs]     the wait before the first retry of a request, doubled for the second (default 500)
 * @property {string | null} [www]  the address that must redirect to `url` (default: https://www.<host>/ of a production
 *                                  address not on this machine; null: none)
 */
/**
 * @typedef {object} CheckResult
 * @property {string} url
 * @property {Problem[]} problems
 * @property {number} pages     pages in the sitemap
 * @property {number} retried   requests retried after a network error or a 5xx answer
 * @property {string} buildId   the id of the build checked against
 * @property {string} seconds
 */

/** How many times a request is tried again after a network error or a 5xx answer. */
const RETRIES = 2

/**
 * Headers any host sends with a file, whatever the site asks: HTTP's own (RFC 9110, 9111, 9112),
 * Cloudflare's on every answer (cf-ray, cf-cache-status, nel and report-to for Network Error
 * Logging, alt-svc, server-timing), Netlify's (x-nf-request-id, cache-status). Any other header
 * that the build's _headers does not set was added by the host, and is named.
 */
const HOST_HEADERS = new Set([
  "accept-ranges",
  "age",
  "alt-svc",
  "cache-control",
  "cache-status",
  "cf-cache-status",
  "cf-ray",
  "connection",
  "content-encoding",
  "content-length",
  "content-type",
  "date",
  "etag",
  "keep-alive",
  "last-modified",
  "location",
  "nel",
  "report-to",
  "server",
  "server-timing",
  "transfer-encoding",
  "vary",
  "x-nf-request-id",
])
/** What adds a header a host may add, where it is known (docs/hosting.md#cloudflare-zone-settings). */
const HEADER_SOURCES = /** @type {Record<string, string>} */ ({
  "speculation-rules": "Cloudflare's Speed Brain, on by default on the Free plan",
})

/** The names of the headers a build's _headers file sets, in lower case (none when it has no such file). */
function headersTheSiteSets(/** @type {string} */ built) {
  const file = path.join(built, "_headers")
  if (!fs.existsSync(file)) return new Set()
  return new Set([...fs.readFileSync(file, "utf8").matchAll(/^\s+([A-Za-z0-9-]+):/gm)].map(([, name]) => name.toLowerCase()))
}

/** The host names of this machine, where a copy needs no protection from search engines. */
const isLocal = (/** @type {string} */ hostname) =>
  ["localhost", "127.0.0.1", "[::1]"].includes(hostname) || hostname.endsWith(".localhost")

/**
 * What an address is to search engines: the site's production address (GATSBY_SITE_URL) must be
 * indexable, a copy on workers.dev (previews, versions: docs/deploying.md) must not.
 * @param {string} url
 * @returns {Indexing}
 */
function indexingOf(url) {
  const address = new URL(url)
  if (address.origin === new URL(site.siteUrl).origin) return "indexable"
  if (address.hostname.endsWith(".workers.dev")) return "hidden"
  return isLocal(address.hostname) ? "any" : "hidden"
}

/**
 * The www. address of a production address on the internet, which must redirect to it; none for a
 * copy, an address on this machine, or one that is a www. address itself.
 * @param {URL} address @param {Indexing} indexing
 */
function wwwOf(address, indexing) {
  if (indexing !== "indexable" || isLocal(address.hostname) || address.hostname.startsWith("www.")) return null
  return `${address.protocol}//www.${address.host}/`
}

/** SHA-256 of a text, as a policy names it. */
const sha256 = (/** @type {string} */ text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`

/**
 * What a page's HTML says about its policy: the CSP <meta> tags, whether the first precedes every
 * script and style, the hashes of the inline code it governs, and the page's <title>; and what a
 * host could add to it: every script and stylesheet it loads or holds, and every mark of a host's
 * rewriting (an address in /cdn-cgi/, data-cfemail). Script and style contents are raw text;
 * attribute values are entity-decoded, as a browser hashes them.
 * @param {string} html
 */
function readPage(html) {
  /** @type {string[]} */
  const policies = []
  let governedBeforePolicy = false
  let title = ""
  /** @type {{ scripts: string[], styles: string[], attributes: string[] }} */
  const inline = { scripts: [], styles: [], attributes: [] }
  /** @type {string[]} every script, stylesheet and host mark of the page, described */
  const resources = []
  /** @type {"script" | "style" | "title" | null} */
  let collecting = null
  /** @type {string | null} the type of the inline script being read */
  let scriptType = null
  let text = ""
  let noscript = 0
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (attributes["data-cfemail"] !== undefined)
          resources.push("an e-mail address rewritten by the host (data-cfemail: Cloudflare's Email Address Obfuscation)")
        if (name !== "script" && name !== "link")
          for (const value of [attributes.href, attributes.src])
            if (value?.includes("/cdn-cgi/")) resources.push(`an address in the host's /cdn-cgi/: ${value}`)
        if (name === "script" && attributes.src !== undefined) resources.push(`a script the site did not write: ${attributes.src}`)
        if (name === "link" && /\b(stylesheet|preload|modulepreload)\b/.test(attributes.rel ?? ""))
          resources.push(`a ${attributes.rel} the site did not write: ${attributes.href}`)
        if (name === "script" && attributes.src === undefined) scriptType = attributes.type ?? ""
        if (name === "noscript") noscript++
        if (noscript > 0) return
        if (name === "meta" && attributes["http-equiv"]?.toLowerCase() === "content-security-policy")
          policies.push(attributes.content ?? "")
        const governed =
          name === "script" ||
          name === "style" ||
          attributes.style !== undefined ||
          (name === "link" && /\b(stylesheet|preload|modulepreload)\b/.test(attributes.rel ?? ""))
        if (governed && policies.length === 0) governedBeforePolicy = true
        if (attributes.style !== undefined) inline.attributes.push(sha256(attributes.style))
        if ((name === "script" && attributes.src === undefined) || name === "style" || name === "title") {
          collecting = name
          text = ""
        }
      },
      ontext(chunk) {
        if (collecting) text += chunk
      },
      onclosetag(name) {
        if (name === "noscript") noscript--
        if (collecting !== name) return
        if (name === "title") title = text.trim()
        else if (name === "style") inline.styles.push(sha256(text))
        else {
          resources.push(
            `an inline script the site did not write (type ${JSON.stringify(scriptType)}: ${JSON.stringify(text.trim().slice(0, 60))})`,
          )
          // A script of a type that is not JavaScript (the JSON-LD blocks) is a data block: it never runs and needs no hash.
          if (scriptTypeKind(scriptType ?? undefined) === "javascript") inline.scripts.push(sha256(text))
        }
        collecting = null
      },
    },
    { decodeEntities: true },
  )
  parser.end(html)
  return { policies, governedBeforePolicy, title, inline, resources }
}

/** @param {string} policy */
const directives = (policy) =>
  new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name.toLowerCase(), sources]),
  )

/** What is in `served` more often than in `built`, once for each time more. */
function added(/** @type {string[]} */ served, /** @type {string[]} */ built) {
  const left = new Map()
  for (const item of built) left.set(item, (left.get(item) ?? 0) + 1)
  return served.filter((item) => {
    const count = left.get(item) ?? 0
    left.set(item, count - 1)
    return count <= 0
  })
}

/** Where the two texts first differ, shown from a little before. */
function firstDifference(/** @type {string} */ served, /** @type {string} */ built) {
  let at = 0
  while (at < served.length && served[at] === built[at]) at++
  const show = (/** @type {string} */ text) => JSON.stringify(text.slice(Math.max(0, at - 20), at + 40))
  return `from character ${at}: served ${show(served)}, built ${show(built)}`
}

/**
 * The file the build wrote for a page the sitemap lists: /pricing is pricing/index.html (or
 * pricing.html, written beside it for Netlify: src/post-build/adapter.ts).
 * @param {string} built @param {string} pagePath
 */
function builtPageFile(built, pagePath) {
  const candidates = pagePath === "/" ? ["index.html"] : [`${pagePath}/index.html`, `${pagePath}.html`, pagePath]
  return candidates.map((file) => path.join(built, file)).find((file) => fs.existsSync(file) && fs.statSync(file).isFile())
}

/**
 * Checks the site at options.url against the build in options.built. Never throws for what it
 * finds: every problem is in the result, each with its cause.
 * @param {CheckOptions} options
 * @returns {Promise<CheckResult>}
 */
export async function checkLive(options) {
  const base = new URL(options.url)
  const built = options.built ?? "public"
  const limitSeconds = options.limitSeconds ?? 120
  const indexing = options.indexing ?? indexingOf(options.url)
  const settleSeconds = options.settleSeconds ?? 20
  const retryMs = options.retryMs ?? 500
  /** @type {Problem[]} */
  const problems = []
  /** @type {(cause: string, where: string, detail: string) => void} */
  const fail = (cause, where, detail) => void problems.push({ cause, where, detail })
  // The whole check ends at its time limit, whatever is still waiting for an answer.
  const deadline = AbortSignal.timeout(limitSeconds * 1000)
  const started = Date.now()
  let retried = 0

  /**
   * A GET without following redirects (a redirect is an answer to check, not to hide), with the
   * time limit of one request (30 s) and of the whole check; a network error or a 5xx answer is
   * tried again twice, after retryMs and twice that.
   * @param {string} pathname
   */
  async function get(pathname) {
    const url = new URL(pathname, base)
    for (let attempt = 0; ; attempt++) {
      const wait = () => {
        retried++
        return sleep(retryMs * 2 ** attempt, undefined, { signal: deadline })
      }
      try {
        const response = await fetch(url, { redirect: "manual", signal: AbortSignal.any([deadline, AbortSignal.timeout(30_000)]) })
        const body = await response.text()
        if (response.status >= 500 && attempt < RETRIES) {
          await wait()
          continue
        }
        return { url, response, body }
      } catch (error) {
        if (deadline.aborted || attempt >= RETRIES) throw error
        await wait()
      }
    }
  }

  const siteHeaders = headersTheSiteSets(built)
  /** @type {Map<string, { value: string, where: string[] }>} each header a host added, and the answers it came with */
  const addedHeaders = new Map()

  /**
   * The site-wide headers every response carries (src/post-build/security-headers.ts), exactly: a
   * header a host added twice would be joined with ", " and differ. And what the host added.
   * @param {string} where
   * @param {Response} response
   */
  function checkHeaders(where, response) {
    for (const [name, value] of Object.entries(commonHeaders)) {
      const sent = response.headers.get(name)
      if (sent !== value)
        fail("site-wide header", where, `${name} is ${sent === null ? "missing" : JSON.stringify(sent)}, expected ${JSON.stringify(value)}`)
    }
    for (const [name, value] of response.headers) {
      if (siteHeaders.has(name) || HOST_HEADERS.has(name)) continue
      const seen = addedHeaders.get(name)
      if (seen) seen.where.push(where)
      else addedHeaders.set(name, { value, where: [where] })
    }
  }

  /** Each header the host added, named once, with the first answer (in order of address) it came with. */
  function reportAddedHeaders() {
    for (const [name, { value, where }] of addedHeaders) {
      const source = HEADER_SOURCES[name] ? ` (${HEADER_SOURCES[name]})` : ""
      const more = where.length > 1 ? `, and on ${where.length - 1} more answer(s)` : ""
      fail("host header", where.sort()[0], `${name}: ${value} is a header the site does not set${source}${more}`)
    }
  }

  /** The www. address redirects to this one (301 or 308, keeping the path and query: any path, no page needed), when there is one to ask. */
  async function checkWww() {
    const www = options.www === undefined ? wwwOf(base, indexing) : options.www
    if (!www) return
    const asked = new URL("/check-live-www?from=www", www)
    const expected = new URL("/check-live-www?from=www", base).href
    const answer = await fetch(asked, { redirect: "manual", signal: AbortSignal.any([deadline, AbortSignal.timeout(30_000)]) }).then(
      (response) => ({ status: response.status, location: response.headers.get("location") }),
      (/** @type {Error & { cause?: Error }} */ error) => ({ status: 0, location: `no answer (${error.cause?.message ?? error.message})` }),
    )
    if (![301, 308].includes(answer.status) || answer.location !== expected)
      fail(
        "www",
        asked.href,
        `answered ${answer.status || answer.location}${answer.status && answer.location ? ` to ${answer.location}` : ""}, not a permanent redirect to ${expected}`,
      )
  }

  const idFile = path.join(built, BUILD_ID_FILE)
  const buildId = fs.existsSync(idFile) ? fs.readFileSync(idFile, "utf8").trim() : ""

  /**
   * The host serves the build that was deployed. A deployment takes a few seconds to reach every
   * location of a host, so another id is asked for again for up to settleSeconds.
   */
  async function checkBuildId() {
    if (!buildId) return (fail("build id", idFile, "the build has no id: build the site first (npm run build)"), false)
    const until = Date.now() + settleSeconds * 1000
    for (;;) {
      const { response, body } = await get(`/${BUILD_ID_FILE}`)
      const served = response.status === 200 ? body.trim() : `an answer ${response.status}`
      if (served === buildId) return true
      if (Date.now() >= until) {
        fail("build id", `/${BUILD_ID_FILE}`, `the host serves ${served}, not the build in ${built} (${buildId})`)
        return false
      }
      await sleep(Math.min(2000, settleSeconds * 250), undefined, { signal: deadline })
    }
  }

  /** @type {string[]} the sitemap's pages a copy lets search engines index, or production keeps out */
  const wrongIndexing = []

  /**
   * A page of the sitemap: 200, the site-wide headers, and its own strict policy in a <meta>; the
   * page the build wrote, as it wrote it.
   * @param {string} pagePath
   * @param {boolean} compare whether the host serves this build, so its pages can be compared with it
   */
  async function checkPage(pagePath, compare) {
    const { response, body } = await get(pagePath)
    if (response.status !== 200) {
      const to = response.headers.get("location")
      fail("page not served", pagePath, `answered ${response.status}${to ? ` (redirect to ${to})` : ""} instead of 200`)
      return
    }
    checkHeaders(pagePath, response)
    const noindex = /\bnoindex\b/i.test(response.headers.get("x-robots-tag") ?? "")
    if ((indexing === "hidden" && !noindex) || (indexing === "indexable" && noindex)) wrongIndexing.push(pagePath)
    const page = readPage(body)
    if (compare) comparePage(pagePath, body, page.resources)
    if (page.policies.length !== 1) {
      fail(
        "page policy",
        pagePath,
        page.policies.length === 0 ? "no Content-Security-Policy <meta>" : `${page.policies.length} Content-Security-Policy <meta> tags`,
      )
      return
    }
    if (page.governedBeforePolicy) fail("page policy", pagePath, "a script or style comes before the Content-Security-Policy <meta>")
    const policy = directives(page.policies[0])
    for (const name of ["script-src", "style-src"]) {
      const sources = policy.get(name)
      if (!sources) fail("page policy", pagePath, `no ${name}`)
      for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'"])
        if (sources?.includes(unsafe)) fail("page policy", pagePath, `${name} allows ${unsafe}`)
    }
    /** @type {[keyof typeof page.inline, string, string][]} */
    const kinds = [
      ["scripts", "script-src", "inline scripts"],
      ["styles", "style-src", "inline styles"],
      ["attributes", "style-src", "style attributes"],
    ]
    for (const [kind, name, label] of kinds) {
      const missing = page.inline[kind].filter((hash) => !(policy.get(name) ?? []).includes(hash))
      if (missing.length)
        fail("page policy", pagePath, `${missing.length} ${label} without a hash in ${name} (${missing.slice(0, 2).join(" ")})`)
    }
    const origins = (policy.get("connect-src") ?? []).filter((source) => source !== "'self'")
    const allowed = legalPages.includes(pagePath) ? [apiOrigin, legalOrigin] : [apiOrigin]
    if (!origins.includes(apiOrigin) || origins.some((origin) => !allowed.includes(origin)))
      fail(
        "API origin",
        pagePath,
        `connect-src allows ${origins.join(" ") || "no other origin"}; the configured product API is ${apiOrigin}`,
      )
  }

  /**
   * The page as served against the page the build wrote: what the host added is named; any other
   * difference is shown where it starts.
   * @param {string} pagePath @param {string} served @param {string[]} servedResources
   */
  function comparePage(pagePath, served, servedResources) {
    const file = builtPageFile(built, pagePath)
    if (!file) return fail("host change", pagePath, `the sitemap lists it, but the build in ${built} has no such page`)
    const own = fs.readFileSync(file, "utf8")
    if (served === own) return
    const extra = added(servedResources, readPage(own).resources)
    for (const item of extra) fail("host addition", pagePath, item)
    if (extra.length === 0) fail("host change", pagePath, `differs from the build's page ${firstDifference(served, own)}`)
  }

  /** An unknown path: 404, the site-wide headers, and the 404 page (the title of the site's /404). */
  async function checkNotFound() {
    const where = "an unknown path"
    const [missing, notFoundPage] = await Promise.all([get(`/check-live-no-such-page-${Date.now()}`), get("/404")])
    if (missing.response.status !== 404)
      fail("404 page", where, `${missing.url.pathname} answered ${missing.response.status} instead of 404`)
    checkHeaders(where, missing.response)
    const expected = readPage(notFoundPage.body).title
    const served = readPage(missing.body)
    if (!expected || served.title !== expected)
      fail("404 page", where, `the body's title is ${JSON.stringify(served.title)}, not the 404 page's ${JSON.stringify(expected)}`)
    if (served.policies.length !== 1) fail("page policy", where, "the 404 page has no Content-Security-Policy <meta> of its own")
  }

  /** The search index (src/search/): Pagefind's entry file, its script and each language's metadata. */
  async function checkSearchIndex() {
    const dir = `/${SEARCH_INDEX_DIR}`
    const entry = await get(`${dir}/pagefind-entry.json`)
    if (entry.response.status !== 200) return fail("search index", `${dir}/pagefind-entry.json`, `answered ${entry.response.status}`)
    /** @type {{ languages?: Record<string, { hash: string, page_count: number }> }} */
    let parsed = {}
    try {
      parsed = JSON.parse(entry.body)
    } catch {
      return fail("search index", `${dir}/pagefind-entry.json`, "is not JSON")
    }
    const languages = Object.values(parsed.languages ?? {})
    if (!languages.length || languages.some((language) => !(language.page_count > 0)))
      fail("search index", `${dir}/pagefind-entry.json`, "lists no language with indexed pages")
    for (const file of [`${dir}/pagefind.js`, ...languages.map((language) => `${dir}/pagefind.${language.hash}.pf_meta`)]) {
      const { response, body } = await get(file)
      if (response.status !== 200 || body.length === 0) fail("search index", file, `answered ${response.status} with ${body.length} bytes`)
      else checkHeaders(file, response)
    }
  }

  /** Every page path the sitemap index lists, read from the site itself (the sitemaps name the production origin). */
  async function sitemapPaths() {
    const locs = (/** @type {string} */ xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
    const index = await get("/sitemap-index.xml")
    if (index.response.status !== 200) throw new Error(`/sitemap-index.xml answered ${index.response.status}`)
    const sitemaps = await Promise.all(locs(index.body).map((sitemap) => get(sitemap)))
    return [...new Set(sitemaps.flatMap((sitemap) => locs(sitemap.body)))]
  }

  let pages = 0
  try {
    const sameBuild = await checkBuildId()
    const paths = await sitemapPaths()
    pages = paths.length
    if (pages === 0) fail("sitemap", "/sitemap-index.xml", "lists no pages")
    await Promise.all([inTurns(paths, (pagePath) => checkPage(pagePath, sameBuild)), checkNotFound(), checkSearchIndex(), checkWww()])
    reportAddedHeaders()
    if (wrongIndexing.length > 0) {
      wrongIndexing.sort()
      const more = wrongIndexing.length > 1 ? ` (and ${wrongIndexing.length - 1} more of the ${pages} pages)` : ""
      if (indexing === "hidden")
        fail(
          "indexable copy",
          wrongIndexing[0],
          `${base.host} is not the production address, and search engines may index it: no X-Robots-Tag: noindex${more}`,
        )
      else fail("not indexable", wrongIndexing[0], `the production address answers X-Robots-Tag: noindex${more}`)
    }
  } catch (error) {
    const cause = deadline.aborted ? "time limit" : "unreachable"
    const detail = deadline.aborted ? `the check took longer than ${limitSeconds} s` : String(/** @type {Error} */ (error).cause ?? error)
    fail(cause, base.href, detail)
  }
  return { url: base.href, problems, pages, retried, buildId, seconds: ((Date.now() - started) / 1000).toFixed(1) }
}

/**
 * Runs `check` over `items`, a few at a time (a host answers several requests at once; a hundred at
 * once would be a burst).
 * @template T
 * @param {T[]} items
 * @param {(item: T) => Promise<void>} check
 */
async function inTurns(items, check, atOnce = 6) {
  const queue = [...items]
  await Promise.all(
    Array.from({ length: atOnce }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await check(item)
    }),
  )
}

/**
 * The result as the lines npm run check:live prints: one line when all is well, else one a problem.
 * @param {CheckResult} result
 */
export function describeResult(result) {
  const retried = result.retried > 0 ? `; ${result.retried} request(s) retried after a network error or a 5xx answer` : ""
  if (result.problems.length === 0)
    return `check:live ${result.url}: ${result.pages} pages, the 404 page and the search index as they should be, build ${result.buildId} (API ${apiOrigin}; ${result.seconds} s${retried}).`
  return [
    `check:live ${result.url}: ${result.problems.length} problem(s) in ${result.seconds} s (${result.pages} pages in the sitemap${retried}):`,
    ...result.problems.map(({ cause, where, detail }) => `  [${cause}] ${where}: ${detail}`),
  ].join("\n")
}

/**
 * Prints what describeResult says, on stdout if the site passed and on stderr if not; gives whether it passed.
 * @param {CheckResult} result
 */
export function reportResult(result) {
  const passed = result.problems.length === 0
  if (passed) console.log(describeResult(result))
  else console.error(describeResult(result))
  return passed
}

/**
 * Runs the check, and prints its line when the site passes; gives the report of its problems
 * otherwise ("" when there is none), for the deploy to put in its error, which GitHub then shows
 * whole as the run's annotation (scripts/deploy/github.mjs).
 * @param {CheckOptions} options
 */
export async function problemsAt(options) {
  const result = await checkLive(options)
  if (result.problems.length > 0) return describeResult(result)
  console.log(describeResult(result))
  return ""
}

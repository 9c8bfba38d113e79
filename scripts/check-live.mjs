#!/usr/bin/env node
// @ts-check
// npm run check:live -- <url> [--timeout <seconds>]: checks a deployed copy of the site, over HTTP,
// as a visitor's browser would receive it. The deploy workflow runs it against each preview and
// against production (docs/deploying.md); npm test against Cloudflare's runtime on this machine
// (e2e/headers.spec.ts, tag @live). It checks that:
//   - every page the sitemap lists answers 200 (no redirect) with the site-wide headers of
//     src/post-build/security-headers.ts, and carries its own policy: one Content-Security-Policy
//     <meta> before anything it governs, no 'unsafe-inline' or 'unsafe-eval', a hash for each of its
//     inline scripts, styles and style attributes, and in connect-src the configured product API
//     (GATSBY_API_URL, else src/config/site.ts's default) and no other;
//   - an unknown path answers 404 with the 404 page (and the same headers);
//   - the search index loads (src/search/: Pagefind's entry file, its script and each language's index).
// Each problem is printed with its cause; the exit code is 1 if there is any, or if the whole check
// took longer than its time limit (120 s unless --timeout says otherwise).
import { createHash } from "node:crypto"
import { Parser } from "htmlparser2"
import { importSiteModule } from "./lib/site-source.mjs"

const USAGE = "Usage: npm run check:live -- <url> [--timeout <seconds>]"
const args = process.argv.slice(2)
const timeoutAt = args.indexOf("--timeout")
const limitSeconds = timeoutAt >= 0 ? Number(args[timeoutAt + 1]) : 120
const target = args.find((arg, index) => !arg.startsWith("--") && (timeoutAt < 0 || index !== timeoutAt + 1))
if (!target || !/^https?:\/\//.test(target) || !(limitSeconds > 0)) {
  console.error(USAGE)
  process.exit(2)
}
const base = new URL(target)

const { site } = await importSiteModule("src/config/site.ts")
const { commonHeaders } = await importSiteModule("src/post-build/security-headers.ts")
const { SEARCH_INDEX_DIR } = await importSiteModule("src/search/search-index-dir.ts")
const { scriptTypeKind } = await importSiteModule("src/post-build/inline-sources.ts")
const apiOrigin = new URL(site.apiUrl).origin
const legalOrigin = new URL(site.legalWidget.scriptUrl).origin
/** @type {readonly string[]} */
const legalPages = site.legalWidget.pages

/** @typedef {{ cause: string, where: string, detail: string }} Problem */
/** @type {Problem[]} */
const problems = []
/** @type {(cause: string, where: string, detail: string) => void} */
const fail = (cause, where, detail) => void problems.push({ cause, where, detail })

// The whole check ends at its time limit, whatever is still waiting for an answer.
const deadline = AbortSignal.timeout(limitSeconds * 1000)
const started = Date.now()

/**
 * A GET without following redirects (a redirect is an answer to check, not to hide), with the time
 * limit of one request (30 s) and of the whole check.
 * @param {string} path
 */
async function get(path) {
  const url = new URL(path, base)
  const response = await fetch(url, { redirect: "manual", signal: AbortSignal.any([deadline, AbortSignal.timeout(30_000)]) })
  return { url, response, body: await response.text() }
}

/**
 * The site-wide headers every response carries (src/post-build/security-headers.ts), exactly: a
 * header a host added twice would be joined with ", " and differ.
 * @param {string} where
 * @param {Response} response
 */
function checkHeaders(where, response) {
  for (const [name, value] of Object.entries(commonHeaders)) {
    const sent = response.headers.get(name)
    if (sent !== value)
      fail("site-wide header", where, `${name} is ${sent === null ? "missing" : JSON.stringify(sent)}, expected ${JSON.stringify(value)}`)
  }
}

/** SHA-256 of a text, as a policy names it. */
const sha256 = (/** @type {string} */ text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`

/**
 * What a page's HTML says about its policy: the CSP <meta> tags, whether the first precedes every
 * script and style, the hashes of the inline code it governs, and the page's <title>. Script and
 * style contents are raw text; attribute values are entity-decoded, as a browser hashes them.
 * @param {string} html
 */
function readPage(html) {
  /** @type {string[]} */
  const policies = []
  let governedBeforePolicy = false
  let title = ""
  /** @type {{ scripts: string[], styles: string[], attributes: string[] }} */
  const inline = { scripts: [], styles: [], attributes: [] }
  /** @type {"script" | "style" | "title" | null} */
  let collecting = null
  let text = ""
  let noscript = 0
  const parser = new Parser(
    {
      onopentag(name, attributes) {
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
        // A script of a type that is not JavaScript (the JSON-LD blocks) is a data block: it never runs and needs no hash.
        const code = name === "script" && attributes.src === undefined && scriptTypeKind(attributes.type) === "javascript"
        if (code || name === "style" || name === "title") {
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
        else inline[name === "script" ? "scripts" : "styles"].push(sha256(text))
        collecting = null
      },
    },
    { decodeEntities: true },
  )
  parser.end(html)
  return { policies, governedBeforePolicy, title, inline }
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

/**
 * A page of the sitemap: 200, the site-wide headers, and its own strict policy in a <meta>.
 * @param {string} path
 */
async function checkPage(path) {
  const { response, body } = await get(path)
  if (response.status !== 200) {
    const to = response.headers.get("location")
    fail("page not served", path, `answered ${response.status}${to ? ` (redirect to ${to})` : ""} instead of 200`)
    return
  }
  checkHeaders(path, response)
  const page = readPage(body)
  if (page.policies.length !== 1) {
    fail(
      "page policy",
      path,
      page.policies.length === 0 ? "no Content-Security-Policy <meta>" : `${page.policies.length} Content-Security-Policy <meta> tags`,
    )
    return
  }
  if (page.governedBeforePolicy) fail("page policy", path, "a script or style comes before the Content-Security-Policy <meta>")
  const policy = directives(page.policies[0])
  for (const name of ["script-src", "style-src"]) {
    const sources = policy.get(name)
    if (!sources) fail("page policy", path, `no ${name}`)
    for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'"])
      if (sources?.includes(unsafe)) fail("page policy", path, `${name} allows ${unsafe}`)
  }
  /** @type {[keyof typeof page.inline, string, string][]} */
  const kinds = [
    ["scripts", "script-src", "inline scripts"],
    ["styles", "style-src", "inline styles"],
    ["attributes", "style-src", "style attributes"],
  ]
  for (const [kind, name, label] of kinds) {
    const missing = page.inline[kind].filter((hash) => !(policy.get(name) ?? []).includes(hash))
    if (missing.length) fail("page policy", path, `${missing.length} ${label} without a hash in ${name} (${missing.slice(0, 2).join(" ")})`)
  }
  const origins = (policy.get("connect-src") ?? []).filter((source) => source !== "'self'")
  const allowed = legalPages.includes(path) ? [apiOrigin, legalOrigin] : [apiOrigin]
  if (!origins.includes(apiOrigin) || origins.some((origin) => !allowed.includes(origin)))
    fail("API origin", path, `connect-src allows ${origins.join(" ") || "no other origin"}; the configured product API is ${apiOrigin}`)
}

/** An unknown path: 404, the site-wide headers, and the 404 page (the title of the site's /404). */
async function checkNotFound() {
  const where = "an unknown path"
  const [missing, notFoundPage] = await Promise.all([get(`/check-live-no-such-page-${Date.now()}`), get("/404")])
  if (missing.response.status !== 404) fail("404 page", where, `${missing.url.pathname} answered ${missing.response.status} instead of 404`)
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
  const sitemaps = await Promise.all(locs(index.body).map((path) => get(path)))
  return [...new Set(sitemaps.flatMap((sitemap) => locs(sitemap.body)))]
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

let pages = 0
try {
  const paths = await sitemapPaths()
  pages = paths.length
  if (pages === 0) fail("sitemap", "/sitemap-index.xml", "lists no pages")
  await Promise.all([inTurns(paths, checkPage), checkNotFound(), checkSearchIndex()])
} catch (error) {
  const cause = deadline.aborted ? "time limit" : "unreachable"
  const detail = deadline.aborted ? `the check took longer than ${limitSeconds} s` : String(/** @type {Error} */ (error).cause ?? error)
  fail(cause, base.href, detail)
}

const seconds = ((Date.now() - started) / 1000).toFixed(1)
if (problems.length === 0) {
  console.log(
    `check:live ${base.href}: ${pages} pages, the 404 page and the search index as they should be (API ${apiOrigin}; ${seconds} s).`,
  )
} else {
  console.error(`check:live ${base.href}: ${problems.length} problem(s) in ${seconds} s (${pages} pages in the sitemap):`)
  for (const { cause, where, detail } of problems) console.error(`  [${cause}] ${where}: ${detail}`)
  process.exitCode = 1
}

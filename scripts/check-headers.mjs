#!/usr/bin/env node
// Checks a built public/ independently of the code that wrote it (src/post-build/): every HTML
// page carries exactly one Content-Security-Policy <meta>, before any script or style, and every
// inline script, <style> element and style="" attribute of the page has its SHA-256 hash in it,
// with no 'unsafe-inline' or 'unsafe-eval' anywhere; public/_headers stays within Cloudflare's
// limits, and its site-wide policy forbids framing without blocking anything a page allows.
//   node scripts/check-headers.mjs [public-dir]     (after a build; scripts/incremental-build.mjs runs it after each rebuild)
// @ts-check
import fs from "node:fs"
import path from "node:path"
import { createHash } from "node:crypto"
import { Parser } from "htmlparser2"
import { parseHeaders } from "./serve.mjs"
import { htmlFiles, pagePath } from "./built-pages.mjs"

const hash = (/** @type {string} */ text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`

/**
 * What a browser checks against the policy (inline scripts and styles outside <noscript>), and where the policy stands.
 * @param {string} html
 */
function readPage(html) {
  /** @type {Record<"script-src" | "style-src", Set<string>>} */
  const found = { "script-src": new Set(), "style-src": new Set() }
  /** @type {{ policy: string, governsAll: boolean }[]} */
  const policies = []
  /** @type {string | null} */
  let firstGoverned = null
  /** @type {string | null} */
  let open = null
  let text = ""
  let noscript = 0
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "noscript") noscript++
        if (noscript) return
        if (name === "meta" && attributes["http-equiv"]?.toLowerCase() === "content-security-policy") {
          policies.push({ policy: attributes.content ?? "", governsAll: firstGoverned === null })
        }
        const governed =
          name === "script" ||
          name === "style" ||
          (name === "link" && /stylesheet|preload|modulepreload/.test(attributes.rel ?? "")) ||
          "style" in attributes
        if (governed && firstGoverned === null) firstGoverned = name
        if ("style" in attributes) found["style-src"].add(hash(attributes.style))
        if ((name === "script" && !("src" in attributes)) || name === "style") [open, text] = [name, ""]
      },
      ontext(chunk) {
        if (open) text += chunk
      },
      onclosetag(name) {
        if (name === "noscript") noscript--
        if (open === name) {
          found[name === "script" ? "script-src" : "style-src"].add(hash(text))
          open = null
        }
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  )
  parser.end(html)
  return { found, policies }
}

/** @type {(policy: string, name: string) => string[]} */
const directive = (policy, name) =>
  policy
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1) ?? []

/** @type {(policy: string) => string[]} */
const UNSAFE = (policy) =>
  ["script-src", "style-src", "default-src"].flatMap((name) =>
    directive(policy, name)
      .filter((value) => value === "'unsafe-inline'" || value === "'unsafe-eval'")
      .map((value) => `${name} allows ${value}`),
  )

/** Fetch directives: a site-wide header policy that names one would also restrict what each page's own policy allows. */
const FETCH = [
  "default-src",
  "script-src",
  "script-src-elem",
  "style-src",
  "style-src-elem",
  "style-src-attr",
  "img-src",
  "font-src",
  "connect-src",
  "frame-src",
  "manifest-src",
  "worker-src",
  "media-src",
  "child-src",
]

/**
 * Returns a list of problems (empty when the policies match the HTML).
 * @param {string} publicDir
 */
export function checkHeaders(publicDir) {
  /** @type {string[]} */
  const problems = []
  const text = fs.readFileSync(path.join(publicDir, "_headers"), "utf8")
  // Read as the local server applies it (scripts/serve.mjs), which is how Netlify and Cloudflare Pages read it.
  const rules = parseHeaders(text)
  if (rules.length > 100) problems.push(`_headers: ${rules.length} rules (Cloudflare Pages reads 100)`)
  const long = text.split("\n").filter((line) => line.length > 2000).length
  if (long) problems.push(`_headers: ${long} lines over 2,000 characters`)
  const headerPolicies = rules.filter((rule) => rule.headers["Content-Security-Policy"])
  const siteWide = headerPolicies.find((rule) => rule.source === "/*")
  if (!siteWide) problems.push("_headers: no site-wide (/*) Content-Security-Policy")
  for (const rule of headerPolicies) {
    const policy = rule.headers["Content-Security-Policy"]
    if (rule !== siteWide) problems.push(`_headers: ${rule.source} has a policy of its own (each page's is in its <meta>)`)
    if (!directive(policy, "frame-ancestors").includes("'none'"))
      problems.push(`_headers: ${rule.source} policy lacks frame-ancestors 'none'`)
    const restricting = FETCH.filter((name) => directive(policy, name).length > 0)
    if (restricting.length)
      problems.push(`_headers: ${rule.source} policy restricts ${restricting.join(", ")}, which would block what pages allow`)
    problems.push(...UNSAFE(policy).map((problem) => `_headers: ${rule.source} ${problem}`))
  }

  const files = htmlFiles(publicDir)
  for (const file of files) {
    const page = pagePath(publicDir, file)
    const { found, policies } = readPage(fs.readFileSync(file, "utf8"))
    if (policies.length !== 1) {
      problems.push(`${page}: ${policies.length} Content-Security-Policy <meta> tags (expected exactly one)`)
      continue
    }
    const [{ policy, governsAll }] = policies
    if (!governsAll) problems.push(`${page}: its policy <meta> comes after a script or style it should govern`)
    problems.push(...UNSAFE(policy).map((problem) => `${page}: ${problem}`))
    for (const [name, hashes] of Object.entries(found)) {
      const allowed = new Set(directive(policy, name))
      const missing = [...hashes].filter((h) => !allowed.has(h))
      if (missing.length)
        problems.push(`${page}: ${missing.length} inline ${name === "script-src" ? "script(s)" : "style(s)"} without a hash in its ${name}`)
    }
  }
  if (files.length === 0) problems.push(`${publicDir} holds no HTML`)
  return problems
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const publicDir = path.resolve(process.argv[2] ?? "public")
  const problems = checkHeaders(publicDir)
  if (problems.length) {
    console.error(`The security policies do not match the built HTML:\n  ${problems.join("\n  ")}`)
    process.exit(1)
  }
  console.log(
    `Every page in ${publicDir} carries one policy, before any script or style, listing the hash of each of its inline scripts and styles; ` +
      "_headers holds one site-wide policy.",
  )
}

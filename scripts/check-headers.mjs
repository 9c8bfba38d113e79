#!/usr/bin/env node
// Checks a built public/ against its public/_headers, independently of the code that wrote them
// (src/build/security-headers.ts): every HTML page has a Content-Security-Policy rule, and every
// inline script, <style> element and style="" attribute in that page's final HTML has its
// SHA-256 hash in that policy, with no 'unsafe-inline' or 'unsafe-eval' anywhere.
//   node scripts/check-headers.mjs [public-dir]     (after a build; scripts/incremental-build.mjs runs it after each rebuild)
import fs from "node:fs"
import path from "node:path"
import { createHash } from "node:crypto"
import { Parser } from "htmlparser2"
import { parseHeaders } from "./serve.mjs"
import { htmlFiles } from "./built-pages.mjs"

const hash = (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`

/** What a browser will check against the policy: inline scripts and styles outside <noscript>. */
function inlineHashes(html) {
  const found = { "script-src": new Set(), "style-src": new Set() }
  let open = null
  let text = ""
  let noscript = 0
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "noscript") noscript++
        if (noscript) return
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
    { decodeEntities: true },
  )
  parser.end(html)
  return found
}


const directive = (policy, name) =>
  policy
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1) ?? []

function pagePath(publicDir, file) {
  const relative = `/${path.relative(publicDir, file).split(path.sep).join("/")}`
  if (relative === "/index.html") return "/"
  return relative.endsWith("/index.html") ? relative.slice(0, -"/index.html".length) : relative
}

/** Returns a list of problems (empty when the headers match the HTML). */
export function checkHeaders(publicDir) {
  const problems = []
  // Read as the local server applies it (scripts/serve.mjs), which is how Netlify and Cloudflare Pages read it.
  const rules = parseHeaders(fs.readFileSync(path.join(publicDir, "_headers"), "utf8"))
    .filter((rule) => rule.headers["Content-Security-Policy"])
    .map((rule) => ({ ...rule, policy: rule.headers["Content-Security-Policy"] }))
  for (const { source, policy } of rules) {
    for (const name of ["script-src", "style-src", "default-src"]) {
      const bad = directive(policy, name).filter((value) => value === "'unsafe-inline'" || value === "'unsafe-eval'")
      if (bad.length) problems.push(`${source}: ${name} allows ${bad.join(" ")}`)
    }
  }
  const files = htmlFiles(publicDir)
  for (const file of files) {
    const page = pagePath(publicDir, file)
    const matching = rules.filter((rule) => rule.pattern.test(page))
    if (matching.length !== 1) {
      problems.push(`${page}: ${matching.length} Content-Security-Policy rules in _headers (expected exactly one)`)
      continue
    }
    const { policy } = matching[0]
    for (const [name, hashes] of Object.entries(inlineHashes(fs.readFileSync(file, "utf8")))) {
      const allowed = new Set(directive(policy, name))
      const missing = [...hashes].filter((h) => !allowed.has(h))
      if (missing.length) problems.push(`${page}: ${missing.length} inline ${name === "script-src" ? "script(s)" : "style(s)"} without a hash in its ${name}`)
    }
  }
  if (files.length === 0) problems.push(`${publicDir} holds no HTML`)
  return problems
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const publicDir = path.resolve(process.argv[2] ?? "public")
  const problems = checkHeaders(publicDir)
  if (problems.length) {
    console.error(`public/_headers does not match the built HTML:\n  ${problems.join("\n  ")}`)
    process.exit(1)
  }
  console.log(`Every page in ${publicDir} has one policy, and it lists the hash of each of its inline scripts and styles.`)
}

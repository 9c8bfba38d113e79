#!/usr/bin/env node
// Checks that every internal link, image and anchor in the built site resolves to a file
// (and an element id) in public/. External links are listed by host, not fetched.
import fs from "node:fs"
import path from "node:path"
import { htmlFiles } from "./built-pages.mjs"

const root = path.resolve(process.argv[2] ?? "public")

const pageUrl = (file) => {
  const rel = "/" + path.relative(root, file).replace(/\\/g, "/")
  return rel.replace(/index\.html$/, "").replace(/\.html$/, "").replace(/(.)\/$/, "$1")
}

function resolve(urlPath) {
  const clean = decodeURIComponent(urlPath)
  for (const candidate of [clean, path.join(clean, "index.html"), `${clean}.html`]) {
    const full = path.join(root, candidate)
    if (full.startsWith(root) && fs.existsSync(full) && fs.statSync(full).isFile()) return full
  }
  return null
}

const idsCache = new Map()
function ids(file) {
  if (!idsCache.has(file)) {
    const html = fs.readFileSync(file, "utf8")
    idsCache.set(file, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])))
  }
  return idsCache.get(file)
}

const problems = []
let checked = 0
const external = new Map()
const pages = htmlFiles(root)

for (const file of pages) {
  const html = fs.readFileSync(file, "utf8")
  const from = pageUrl(file)
  const refs = [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, "&"))
  for (const srcset of html.matchAll(/\ssrcset="([^"]*)"/g)) {
    refs.push(...srcset[1].split(",").map((part) => part.trim().split(/\s+/)[0]).filter(Boolean))
  }
  for (const ref of refs) {
    if (/^(mailto:|tel:|data:|javascript:)/.test(ref)) continue
    if (/^https?:\/\//.test(ref)) {
      const host = new URL(ref).host
      external.set(host, (external.get(host) ?? 0) + 1)
      continue
    }
    checked++
    const url = new URL(ref, `http://site${from === "" ? "/" : from}`)
    const target = url.pathname === from || (url.pathname === "/" && from === "") ? file : resolve(url.pathname)
    if (!target) {
      problems.push(`${from || "/"}: ${ref} does not exist`)
      continue
    }
    const hash = decodeURIComponent(url.hash.slice(1))
    if (hash && target.endsWith(".html") && !ids(target).has(hash)) {
      problems.push(`${from || "/"}: ${ref} points to #${hash}, which is not on that page`)
    }
  }
}

console.log(`Checked ${checked} internal links and assets across ${pages.length} pages.`)
console.log(`External hosts (not fetched): ${[...external.keys()].sort().join(", ")}`)
if (problems.length) {
  console.error(`${problems.length} broken:\n  ${problems.join("\n  ")}`)
  process.exit(1)
}
console.log("All internal links resolve.")

#!/usr/bin/env node
// @ts-check
// Checks that every internal link, image and anchor in the built site resolves to a file (and an
// element id) in public/. External links are listed by host, not fetched (this machine has no
// internet). Pages are read with htmlparser2, as a browser reads them. linkinator was tried
// (7.6.1): it crawls over HTTP and its fragment check let a broken #anchor on another page pass.
//   node scripts/check-links.mjs [public-dir]
import fs from "node:fs"
import path from "node:path"
import { Parser } from "htmlparser2"
import { builtPages } from "./lib/built-pages.mjs"

/** Attributes that point at something the page loads or links to. */
const URL_ATTRIBUTES = ["href", "src", "poster"]

/**
 * Every URL a page references and every id it defines.
 * @param {string} html
 */
function readPage(html) {
  /** @type {string[]} */
  const refs = []
  /** @type {Set<string>} */
  const ids = new Set()
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (attributes.id) ids.add(attributes.id)
        // <link rel="preconnect"> and friends name origins, not files.
        if (name === "link" && /preconnect|dns-prefetch/.test(attributes.rel ?? "")) return
        for (const attribute of URL_ATTRIBUTES) if (attributes[attribute] !== undefined) refs.push(attributes[attribute])
        for (const set of [attributes.srcset, attributes.imagesrcset]) {
          if (set)
            refs.push(
              ...set
                .split(",")
                .map((part) => part.trim().split(/\s+/)[0])
                .filter(Boolean),
            )
        }
      },
    },
    { decodeEntities: true },
  )
  parser.end(html)
  return { refs, ids }
}

/**
 * @param {string} root
 * @param {string} urlPath
 */
function resolve(root, urlPath) {
  const clean = decodeURIComponent(urlPath)
  for (const candidate of [clean, path.join(clean, "index.html"), `${clean}.html`]) {
    const full = path.join(root, candidate)
    if (full.startsWith(root) && fs.existsSync(full) && fs.statSync(full).isFile()) return full
  }
  return null
}

/**
 * Returns the broken references, the number checked and the external hosts seen.
 * @param {string} root
 */
export function checkLinks(root) {
  const pages = builtPages(root)
  const read = new Map(pages.map(({ file }) => [file, readPage(fs.readFileSync(file, "utf8"))]))
  /** @type {string[]} */
  const problems = []
  /** @type {Map<string, number>} */
  const external = new Map()
  let checked = 0
  for (const { path: from, file } of pages) {
    for (const ref of read.get(file)?.refs ?? []) {
      if (/^(mailto:|tel:|data:|javascript:)/.test(ref)) continue
      // Another site's: a web address, or one with an authority and no scheme (//host), read on an https page.
      if (/^(https?:)?\/\//i.test(ref)) {
        const host = new URL(ref, "https://site").host
        external.set(host, (external.get(host) ?? 0) + 1)
        continue
      }
      checked++
      const url = new URL(ref, `http://site${from}`)
      const target = url.pathname === from ? file : resolve(root, url.pathname)
      if (!target) {
        problems.push(`${from}: ${ref} does not exist`)
        continue
      }
      const hash = decodeURIComponent(url.hash.slice(1))
      if (hash && target.endsWith(".html")) {
        const ids = read.get(target)?.ids ?? readPage(fs.readFileSync(target, "utf8")).ids
        if (!ids.has(hash)) problems.push(`${from}: ${ref} points to #${hash}, which is not on that page`)
      }
    }
  }
  return { problems, checked, pages: pages.length, external: [...external.keys()].sort() }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const { problems, checked, pages, external } = checkLinks(path.resolve(process.argv[2] ?? "public"))
  console.log(`Checked ${checked} internal links and assets across ${pages} pages.`)
  console.log(`External hosts (not fetched): ${external.join(", ")}`)
  if (problems.length) {
    console.error(`${problems.length} broken:\n  ${problems.join("\n  ")}`)
    process.exit(1)
  }
  console.log("All internal links resolve.")
}

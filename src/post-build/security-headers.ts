/**
 * The site's security policy and response headers, in one place, and the files that carry the
 * headers to each host: public/_headers (Netlify, Cloudflare Pages, and scripts/serve.mjs
 * locally) and public/_nginx.conf.
 *
 * Each page's Content-Security-Policy lists the hashes of that page's own inline code, so
 * script-src and style-src need neither 'unsafe-inline' nor 'unsafe-eval'. That part differs from
 * page to page, so each page carries it in a <meta http-equiv="Content-Security-Policy"> before
 * any script or style (./page-policy.ts): the host files then hold a fixed number of rules,
 * whether the blog has 11 posts or 1,000 (Cloudflare Pages reads only 100), and hosts without
 * header files still get the strict policy. What a <meta> policy cannot say (frame-ancestors),
 * and the other headers, come from one site-wide rule. A browser enforces both policies, so the
 * site-wide one restricts nothing a page's own policy allows.
 */
import { site } from "../config/site"
import { TRUSTED_TYPES_POLICIES } from "../lib/trusted-types"
import type { InlineSources } from "./inline-sources"

const apiOrigin = new URL(site.apiUrl).origin
const legalOrigin = new URL(site.legalWidget.scriptUrl).origin

/** The part of the policy every response carries as a header: only what a <meta> policy cannot express or does not need to. */
export const sitePolicyDirectives = ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"]

/** Sent with every response. */
export const commonHeaders: Record<string, string> = {
  "Content-Security-Policy": sitePolicyDirectives.join("; "),
  // One year, subdomains included; the preload list is a decision for the operator (docs/hosting.md).
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  // No other window keeps a handle on ours (window.opener), and no other site embeds our files.
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  // frame-ancestors for browsers older than it.
  "X-Frame-Options": "DENY",
}

/** Content-hashed files never change under the same name, so browsers may keep them for a year. */
export const immutableCaching = { "Cache-Control": "public, max-age=31536000, immutable" }

/** Where the islands' bundles are (src/post-build/island-bundles.ts): every name there carries a digest of its content. */
const ISLANDS_PATH = "/_islands/"

export type Page = { path: string; sources: InlineSources }

/**
 * A page's own policy, for its <meta> tag: the site's origins and the hashes of its inline code.
 * The search page alone may also compile WebAssembly ('wasm-unsafe-eval', not 'unsafe-eval': no
 * eval of scripts), which its search (Pagefind, src/search/) runs in the page. Every page but the
 * legal widget's requires Trusted Types, from the site's own policies (src/lib/trusted-types.ts);
 * the widget's script is not the site's to change.
 */
export function pagePolicyDirectives(page: Page): string[] {
  const legal = (site.legalWidget.pages as readonly string[]).includes(page.path)
  const third = legal ? [legalOrigin] : []
  const wasm = page.path === site.search.path ? ["'wasm-unsafe-eval'"] : []
  const { scripts, styles, styleAttributes } = page.sources
  return [
    "default-src 'self'",
    ["script-src 'self'", ...wasm, ...scripts, ...third].join(" "),
    ["style-src 'self'", ...styles, ...(styleAttributes.length ? ["'unsafe-hashes'", ...styleAttributes] : []), ...third].join(" "),
    ["img-src 'self' data:", ...third].join(" "),
    "font-src 'self'",
    ["connect-src 'self'", apiOrigin, ...third].join(" "),
    legal ? `frame-src ${legalOrigin}` : "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    ...(legal ? [] : ["require-trusted-types-for 'script'", `trusted-types ${TRUSTED_TYPES_POLICIES.join(" ")}`]),
  ]
}

export const pagePolicy = (page: Page) => pagePolicyDirectives(page).join("; ")

type Rule = { pattern: string; headers: Record<string, string> }

/**
 * Every address of the site on workers.dev (each version's and each pull request's preview, and the
 * Worker's own if it is turned on: docs/deploying.md) is a copy that search engines must not index.
 * Cloudflare documents this rule for it (docs/hosting.md#cloudflare-workers-static-assets-the-default);
 * the other hosts read a rule for another host as a path no request has, and never apply it.
 */
const copiesOutOfSearch: Rule = { pattern: "https://:version.:subdomain.workers.dev/*", headers: { "X-Robots-Tag": "noindex" } }

/**
 * Every rule, in the order hosts apply them: the site-wide headers, the copies kept out of search,
 * then long-lived caching for the files whose names change with their content. The same rules
 * whatever the number of pages or islands.
 */
export function headerRules(): Rule[] {
  return [
    { pattern: "/*", headers: commonHeaders },
    copiesOutOfSearch,
    { pattern: "/static/*", headers: immutableCaching },
    { pattern: `${ISLANDS_PATH}*`, headers: immutableCaching },
  ]
}

/** Cloudflare Pages reads at most 100 rules, with lines of at most 2,000 characters. */
export const HOST_LIMITS = { rules: 100, lineLength: 2000 }

export function toHeadersFile(rules: readonly Rule[]): string {
  const lines = [
    "# Generated by the build (src/post-build/, from src/post-build/security-headers.ts). Do not edit.",
    "# Each page's Content-Security-Policy, with the hashes of its inline code, is in a <meta> tag in its <head>.",
  ]
  for (const rule of rules) {
    lines.push("", rule.pattern, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`))
  }
  const tooLong = lines.filter((line) => line.length > HOST_LIMITS.lineLength)
  if (rules.length > HOST_LIMITS.rules || tooLong.length > 0) {
    throw new Error(
      `public/_headers would have ${rules.length} rules (limit ${HOST_LIMITS.rules}) and ${tooLong.length} lines over ` +
        `${HOST_LIMITS.lineLength} characters: Cloudflare Pages would ignore part of it (src/post-build/security-headers.ts).`,
    )
  }
  return `${lines.join("\n")}\n`
}

const nginxHeaders = (headers: Record<string, string>) =>
  Object.entries(headers).map(([name, value]) => `    add_header ${name} "${value.replaceAll('"', '\\"')}" always;`)

/**
 * The same headers for nginx, to include inside a server block (docs/hosting.md). nginx does not
 * merge add_header across levels, so every location repeats the common headers.
 */
export function toNginxConf(): string {
  const block = (match: string, headers: Record<string, string>, body: string[]) => [
    `location ${match} {`,
    ...nginxHeaders({ ...commonHeaders, ...headers }),
    ...body.map((line) => `    ${line}`),
    "}",
    "",
  ]
  return [
    "# Generated by the build (src/post-build/security-headers.ts); include it inside your server { } block.",
    "# The same headers as public/_headers; each page's own policy is in a <meta> tag in its <head>.",
    "error_page 404 /404.html;",
    "",
    // The host files (_headers, this file, and Cloudflare's .assetsignore) are for hosts, not visitors.
    ...block('~ "^/(_headers|_nginx\\.conf|\\.assetsignore)$"', {}, ["return 404;"]),
    ...block("/static/", immutableCaching, ["try_files $uri =404;"]),
    ...block(ISLANDS_PATH, immutableCaching, ["try_files $uri =404;"]),
    // Clean URLs: /pricing and /pricing/ are public/pricing/index.html.
    ...block("/", {}, ["try_files $uri $uri/index.html $uri.html =404;"]),
  ].join("\n")
}

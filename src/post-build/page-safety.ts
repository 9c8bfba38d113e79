/**
 * What no built page may carry, whatever wrote it: markup that runs code without an inline script
 * (an event-handler attribute, a javascript: address), takes the visitor elsewhere (a refresh, a
 * form posting to another site), changes where the page's links go (<base>) or embeds another
 * document or plugin (<iframe>, <object>, <embed>). The site writes none of them; content cannot
 * (src/gatsby-node/mdx-components.ts refuses them before they are compiled), so one found in a
 * page is a mistake or an attack, and the build stops naming the page and what was found.
 * Some the policy would block in the browser too (form-action, object-src, frame-src), not all:
 * a refresh, for one, is not a fetch the policy governs.
 */
import { site } from "../config/site"

export type Attribute = { name: string; value: string; prefix?: string }

/** Elements no page may hold. */
const FORBIDDEN = new Set(["iframe", "frame", "frameset", "object", "embed", "applet", "base", "portal", "fencedframe"])

/** The http-equiv values a page may carry: its policy (src/post-build/page-policy.ts) and Gatsby's x-ua-compatible. */
const HTTP_EQUIV = new Set(["content-security-policy", "x-ua-compatible"])

/** Attributes that hold an address a browser may follow, load or run. */
const URL_ATTRIBUTES = new Set([
  "href",
  "src",
  "action",
  "formaction",
  "poster",
  "data",
  "cite",
  "background",
  "ping",
  "longdesc",
  "codebase",
  "manifest",
])

/** A browser ignores ASCII whitespace and control characters around and inside a scheme. */
// eslint-disable-next-line no-control-regex
const runsCode = (url: string) => /^(javascript|vbscript):/i.test(url.replace(/[\u0000-\u0020]/g, ""))

const siteOrigin = new URL(site.siteUrl).origin

/** Whether a form's address leaves the site (relative addresses stay on it). */
function postsElsewhere(action: string, pagePath: string): boolean {
  try {
    return new URL(action, `${siteOrigin}${pagePath}`).origin !== siteOrigin
  } catch {
    return true
  }
}

/**
 * What an element may not be or carry, in words, or undefined when it is fine. `name` is the
 * element's local name (lowercase for HTML), `foreign` true inside <svg> or <math>, where an
 * animation can set any attribute to an address, so every attribute counts as one.
 */
export function elementProblem(name: string, attributes: readonly Attribute[], pagePath: string, foreign = false): string | undefined {
  if (!foreign && FORBIDDEN.has(name)) return `a <${name}> element`
  for (const { name: attribute, value } of attributes) {
    if (/^on/i.test(attribute)) return `an event-handler attribute (${attribute})`
    if ((foreign || URL_ATTRIBUTES.has(attribute.toLowerCase())) && runsCode(value)) return `a javascript: address (${attribute})`
    if ((attribute === "action" || attribute === "formaction") && value.trim() !== "" && postsElsewhere(value, pagePath)) {
      return `a form that posts to another site (${attribute}="${value}")`
    }
  }
  if (!foreign && name === "meta") {
    const equiv = attributes
      .find((attribute) => attribute.name === "http-equiv")
      ?.value.trim()
      .toLowerCase()
    if (equiv !== undefined && !HTTP_EQUIV.has(equiv)) return `a <meta http-equiv="${equiv}">`
  }
  return undefined
}

// @ts-check
// wrangler.jsonc as the deploy reads it: JSON with comments and trailing commas, as wrangler allows.
import fs from "node:fs"

/**
 * @typedef {object} WranglerConfig
 * @property {string} name
 * @property {Array<{ pattern: string, custom_domain?: boolean }>} [routes]
 * @property {Record<string, { name?: string }>} [env]
 */

/**
 * JSON with comments (// and /* *\/) and trailing commas, read as JSON: strings are kept as they
 * are, so "https://..." survives.
 * @param {string} text
 */
function parseJsonc(text) {
  const token = /("(?:\\.|[^"\\])*")|\/\/[^\n]*|\/\*[\s\S]*?\*\/|,(\s*[}\]])/g
  return JSON.parse(text.replace(token, (_match, string, closing) => string ?? closing ?? ""))
}

/** @returns {WranglerConfig} */
export const readWranglerConfig = (file = "wrangler.jsonc") => parseJsonc(fs.readFileSync(file, "utf8"))

/** The custom domains the config routes the Worker at. */
export const customDomains = (/** @type {WranglerConfig} */ config) =>
  (config.routes ?? []).filter((route) => route.custom_domain).map((route) => route.pattern)

// @ts-check
// wrangler.jsonc as the deploy reads it: JSON with comments and trailing commas, as wrangler allows;
// what one of its environments resolves to; and the tag a version carries, which says what the
// version holds.
import fs from "node:fs"
import path from "node:path"
import { createHash } from "node:crypto"

/**
 * @typedef {object} WranglerConfig
 * @property {string} name
 * @property {{ directory: string } & Record<string, unknown>} assets
 * @property {Array<{ pattern: string, custom_domain?: boolean }>} [routes]
 * @property {boolean} [workers_dev]
 * @property {boolean} [preview_urls]
 * @property {Record<string, Partial<WranglerConfig>>} [env]
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
export const customDomains = (/** @type {Pick<WranglerConfig, "routes">} */ config) =>
  (config.routes ?? []).filter((route) => route.custom_domain).map((route) => route.pattern)

/**
 * What wrangler deploys for an environment (none: the top level): the top level, with the
 * environment's own keys over it. An environment inherits no routes (wrangler's rule for
 * non-inheritable keys), and its Worker is "<name>-<env>" unless it names one.
 * @param {WranglerConfig} config
 * @param {string} [env]
 * @returns {Omit<WranglerConfig, "env">}
 */
export function resolvedConfig(config, env) {
  const { env: environments, ...top } = config
  const { $schema: _schema, ...rest } = /** @type {Record<string, unknown>} */ (top)
  const base = /** @type {Omit<WranglerConfig, "env">} */ (rest)
  if (!env) return base
  const own = environments?.[env]
  if (!own) throw new Error(`wrangler.jsonc has no environment "${env}"`)
  return { ...base, routes: [], ...own, name: own.name ?? `${config.name}-${env}` }
}

/** The version of the wrangler the project pins (node_modules/wrangler), or "" where none is installed. */
export function wranglerVersion() {
  const file = path.resolve("node_modules/wrangler/package.json")
  return fs.existsSync(file) ? String(JSON.parse(fs.readFileSync(file, "utf8")).version) : ""
}

/** JSON with its keys sorted, so that two configs that mean the same are the same text. */
const canonical = (/** @type {unknown} */ value) =>
  JSON.stringify(value, (_key, item) =>
    item && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  )

/**
 * The tag a version carries (at most 25 characters, Cloudflare's limit): what decides whether the
 * build in public/ is already live. A version holds the build and the configuration wrangler
 * uploaded with it (compatibility_date, html_handling, ...), shaped by the wrangler that uploaded
 * it, so the tag is the build's id (its first 16 characters, as public/build-id.txt begins) and a
 * digest of the resolved config and the wrangler version: a new compatibility_date alone, or a
 * wrangler update, is a new version to deploy.
 * @param {string} buildId @param {Omit<WranglerConfig, "env">} resolved @param {string} wrangler
 */
export function versionTag(buildId, resolved, wrangler) {
  const { assets, ...settings } = resolved
  // The assets' folder is where this machine keeps the build, which the build id already covers.
  const { directory: _directory, ...assetSettings } = assets
  const digest = createHash("sha256").update(canonical({ settings, assetSettings, wrangler })).digest("hex")
  return `${buildId.slice(0, 16)}-${digest.slice(0, 8)}`
}

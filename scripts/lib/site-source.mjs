// @ts-check
// The site's own TypeScript modules (src/config/site.ts, src/post-build/security-headers.ts, ...),
// imported by a script as they are, so a check holds a deployed site to the values the build used
// rather than to a copy of them. Node 24 runs TypeScript by stripping its types; the site's imports
// name no extension (`../config/site`), as its bundler allows, so a resolve hook adds ".ts" where
// that file exists. Only erasable TypeScript is supported (no enums): a module that is not fails at
// import, naming itself.
import fs from "node:fs"
import path from "node:path"
import { registerHooks } from "node:module"
import { fileURLToPath, pathToFileURL } from "node:url"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")

registerHooks({
  resolve(specifier, context, next) {
    if (/^\.\.?\//.test(specifier) && context.parentURL?.endsWith(".ts") && !/\.[cm]?[jt]sx?$/.test(specifier)) {
      const candidate = new URL(`${specifier}.ts`, context.parentURL)
      if (fs.existsSync(fileURLToPath(candidate))) return next(candidate.href, context)
    }
    return next(specifier, context)
  },
  // The project's package.json names no module type; the site's modules are ES modules.
  load(url, context, next) {
    return next(url, url.endsWith(".ts") ? { ...context, format: "module-typescript" } : context)
  },
})

/**
 * Imports a module of the site by its path from the project's root, e.g. "src/config/site.ts".
 * @param {string} file
 * @returns {Promise<any>}
 */
export const importSiteModule = (file) => import(pathToFileURL(path.join(root, file)).href)

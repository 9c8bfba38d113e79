/**
 * CSS Module class names made from the stylesheet's path and the class alone, so the server build
 * (which writes the HTML) and the browser build (which writes the stylesheet) name every class alike.
 *
 * css-loader's own naming also hashes the module's "match resource". The browser build's stylesheets
 * are compiled through mini-css-extract-plugin's importModule (src/gatsby-node/webpack.ts), which requests each one
 * as `<file>.webpack[javascript/auto]!=!…`, a match resource the server build does not have: with
 * the default naming, every class in the HTML missed its rule in the stylesheet, and the pages looked
 * right only where a script re-rendered them. The post-build checks every page for such a class
 * (src/post-build/style-classes.ts).
 *
 * Gatsby builds its css-loader options itself (gatsby/dist/utils/webpack-utils.js, `loaders.css`); the
 * loader is found in its rules by its path (docs/upgrade-surface.md). `getLocalIdent` is
 * css-loader's documented option.
 */
import { createHash } from "crypto"
import path from "path"

type LoaderContext = { rootContext: string; resourcePath: string }

/** `<file name>--<class>--<5 hex>`, the shape of Gatsby's `[name]--[local]--[hash:hex:5]`. */
export function cssModuleClassName(context: LoaderContext, _localIdentName: string, localName: string): string {
  const file = path.relative(context.rootContext, context.resourcePath).split(path.sep).join("/")
  const name = path.basename(file, path.extname(file)).replace(/[^\w-]/g, "-")
  const hash = createHash("sha256").update(`${file}\0${localName}`).digest("hex").slice(0, 5)
  return `${name}--${localName}--${hash}`
}

type Use = { loader?: string; options?: { modules?: unknown } } | string
type Rule = { oneOf?: Rule[]; rules?: Rule[]; use?: Use | Use[] }

function* cssLoaders(rules: readonly Rule[]): Generator<{ options?: { modules?: unknown } }> {
  for (const rule of rules) {
    if (!rule || typeof rule !== "object") continue
    yield* cssLoaders(rule.oneOf ?? [])
    yield* cssLoaders(rule.rules ?? [])
    for (const use of ([] as Use[]).concat(rule.use ?? [])) {
      if (typeof use === "object" && /[\\/]css-loader[\\/]/.test(use.loader ?? "")) yield use
    }
  }
}

/** Gives every css-loader with CSS Modules on in `config` the naming above; says how many it changed. */
export function withStableCssModuleNames(config: { module?: { rules?: Rule[] } }): number {
  let changed = 0
  for (const loader of cssLoaders(config.module?.rules ?? [])) {
    const modules = loader.options?.modules
    if (modules && typeof modules === "object") {
      Object.assign(modules, { getLocalIdent: cssModuleClassName })
      changed += 1
    }
  }
  return changed
}

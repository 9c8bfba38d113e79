/**
 * The browser runs the site on Preact (preact/compat) instead of React: the same components, about
 * 35 KB less JavaScript on every page (docs/performance.md). Only webpack's build-javascript stage
 * is aliased; the server render (build-html) stays on React, and so do the Jest tests. The e2e suite
 * runs against the production build, so it tests the runtime that ships.
 */
import type { Configuration } from "webpack"

/** Exact matches ($): "react" must not swallow "react-helmet" or "react-side-effect". */
export const preactAliases = {
  react$: "preact/compat",
  "react/jsx-runtime$": "preact/compat/jsx-runtime",
  "react-dom$": "preact/compat",
  "react-dom/client$": "preact/compat/client",
  "react-dom/test-utils$": "preact/test-utils",
}

const FRAMEWORK = /(?<!node_modules.*)[\\/]node_modules[\\/](preact|scheduler|prop-types)[\\/]/

type CacheGroup = { test?: unknown }
type Module = { nameForCondition(): string | null }

/** Aliases React to Preact and keeps Preact in Gatsby's long-cached "framework" chunk, where React was. */
export function withBrowserPreact(config: Configuration): Configuration {
  const splitChunks = config.optimization?.splitChunks
  const framework = splitChunks ? (splitChunks.cacheGroups as Record<string, CacheGroup> | undefined)?.framework : undefined
  // Gatsby's own cache group (docs/upgrade-surface.md): without it Preact would land in every page's app bundle.
  if (!framework) {
    throw new Error(
      'Gatsby\'s browser webpack config has no "framework" split-chunk cache group any more: src/gatsby-node/preact-runtime.ts ' +
        "cannot keep Preact in the long-cached framework bundle (docs/upgrade-surface.md).",
    )
  }
  framework.test = (module: Module) => FRAMEWORK.test(module.nameForCondition() ?? "")
  // Gatsby points "react" and "react-dom" at React's package folders; those aliases go, and Preact's
  // come first, because webpack uses the first alias that matches.
  const { react: _react, "react-dom": _reactDom, ...others } = (config.resolve?.alias ?? {}) as Record<string, unknown>
  return { ...config, resolve: { ...config.resolve, alias: { ...preactAliases, ...others } as Record<string, string> } }
}

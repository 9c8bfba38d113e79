/**
 * The browser runs the site's islands on Preact (preact/compat) instead of React: the same
 * components, a tenth of React's size (docs/performance.md). The islands' bundles
 * (src/post-build/island-bundles.ts) share one runtime file, this module's source, and every import
 * of React's or Preact's packages in an island resolves to it; the server render,
 * `npm run develop` and the Jest tests stay on React, and the e2e suite runs against the production
 * build, so it tests the runtime that ships.
 */

/** The runtime file's source: Preact's React layer, which also gives Preact's own API (hydrate, createElement), and its JSX runtime. */
export const RUNTIME_SOURCE = `export * from "preact/compat"
export { default } from "preact/compat"
export { jsx, jsxs, jsxDEV } from "preact/compat/jsx-runtime"
`

/** The packages an island reaches the runtime through: each import of one is the runtime file. */
export const RUNTIME_PACKAGES = /^(react|react-dom|preact)(\/(compat|hooks|client|jsx-runtime|jsx-dev-runtime))?$/

/**
 * Where Preact answers for each of React's packages, a package and the paths in it
 * ("react/jsx-runtime" -> "preact/compat/jsx-runtime"): what the runtime file gives for them, and
 * how the Jest tests of what the islands rely on load them (__tests__/support/in-browser.ts).
 */
export const preactAliases = {
  react: "preact/compat",
  "react-dom": "preact/compat",
}

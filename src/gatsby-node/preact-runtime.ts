/**
 * The browser runs the site's islands on Preact (preact/compat) instead of React: the same
 * components, a tenth of React's size (docs/performance.md). The islands' bundles
 * (src/post-build/island-bundles.ts) resolve React's packages to Preact's; the server render,
 * `npm run develop` and the Jest tests stay on React, and the e2e suite runs against the production
 * build, so it tests the runtime that ships.
 */

/**
 * esbuild's aliases: a package name and every path inside it ("react/jsx-runtime" ->
 * "preact/compat/jsx-runtime"), never another package that starts alike ("react-helmet").
 */
export const preactAliases = {
  react: "preact/compat",
  "react-dom": "preact/compat",
}

/**
 * Changes to Gatsby's webpack configuration. No page loads Gatsby's browser bundles (the islands
 * have bundles of their own: src/post-build/island-bundles.ts), but the browser compilation still
 * makes every page's stylesheet, and records what it emitted (src/build-tools/browser-assets.ts).
 */
import type { CreateWebpackConfigArgs } from "gatsby"
import { RecordBrowserAssets, stylesheetDigest } from "../build-tools/browser-assets"
import { withStableCssModuleNames } from "../build-tools/css-module-names"

export function configureWebpack({ stage, getConfig, actions }: CreateWebpackConfigArgs) {
  const config = getConfig()
  // One name per CSS Module class in the HTML and in the stylesheet (src/build-tools/css-module-names.ts).
  if (!withStableCssModuleNames(config) && (stage === "build-javascript" || stage === "build-html")) {
    throw new Error(
      `Gatsby's ${stage} webpack config has no css-loader with CSS Modules any more: src/build-tools/css-module-names.ts ` +
        "cannot give the server and browser builds one name per class (docs/upgrade-surface.md).",
    )
  }
  if (stage === "build-javascript" || stage === "develop") {
    // Pages import shared components in different orders, so webpack cannot find one stylesheet
    // order that suits every chunk and warns. The order cannot change what a visitor sees: the
    // global styles and the shared ui pieces sit in lower cascade layers (src/styles/global.css),
    // so a component's own rules win wherever they land, and a CSS Module that composes another
    // is always placed after it.
    //
    // Its stylesheets are also built in the browser compilation itself (importModule) rather than in
    // one child compilation per CSS file: webpack mixes child compilations' hashes into the
    // compilation hash, and a build that finds its modules in the cache has no child compilations,
    // so the hash of a build from clean never matched the next one's. Gatsby then took every page
    // for changed (the hash is in each page's HTML and page-data) and rewrote all of them on the
    // first rebuild, work that grows with every post (the first rebuild's time: docs/performance.md#a-growing-blog-npm-run-benchscale).
    // scripts/incremental-build.mjs checks that a rebuild after one from clean rewrites no page.
    // Gatsby does not export its MiniCssExtractPlugin instance: it is found by its class's name (docs/upgrade-surface.md).
    const miniCss = config.plugins.find((plugin: { constructor: { name: string } }) => plugin.constructor.name === "MiniCssExtractPlugin")
    if (miniCss) Object.assign(miniCss.options, { ignoreOrder: true, experimentalUseImportModule: true })
    else if (stage === "build-javascript") {
      throw new Error(
        "Gatsby's browser webpack config has no plugin named MiniCssExtractPlugin any more: src/gatsby-node/webpack.ts cannot " +
          "quiet its stylesheet-order warnings nor keep its compilation hash stable (docs/upgrade-surface.md).",
      )
    }
  }
  if (stage === "develop" || stage === "develop-html") actions.replaceWebpackConfig(config)
  if (stage === "build-javascript" || stage === "build-html") {
    // Source maps of bundles no visitor loads (the browser build's scripts never leave the build:
    // src/post-build/; the server's renderer is deleted by Gatsby once the pages are written), and no
    // minifying of the browser build's scripts (Terser, found by its class's name; its stylesheets are
    // still minified): work every build paid for nothing (docs/testing.md#where-the-time-goes).
    config.devtool = false
    const minimizers = config.optimization?.minimizer
    if (stage === "build-javascript" && Array.isArray(minimizers)) {
      config.optimization.minimizer = minimizers.filter(
        (plugin: { constructor: { name: string } }) => plugin.constructor.name !== "TerserPlugin",
      )
    }
  }
  if (stage === "build-javascript") {
    config.plugins.push(new RecordBrowserAssets())
    actions.replaceWebpackConfig(config)
  }
  if (stage === "build-html") {
    // The browser build has just finished: make its CSS part of what decides which pages to re-render.
    config.output = { ...config.output, hashSalt: stylesheetDigest() }
    actions.replaceWebpackConfig(config)
  }
}

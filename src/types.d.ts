declare module "*.module.css" {
  const classes: { readonly [key: string]: string }
  export = classes
}

/** gatsby-remark-images ships no types; src/gatsby-node/article-html.ts hands it to the MDX compiler as a remark plugin. */
declare module "gatsby-remark-images" {
  const remarkImages: (...args: unknown[]) => unknown
  export default remarkImages
}

/**
 * The PostCSS plugins css-loader runs for CSS Modules ship no types; src/post-build/css-module-exports.ts
 * runs them the same way for the islands' bundles.
 */
declare module "postcss-modules-local-by-default" {
  const plugin: () => import("postcss").Plugin
  export default plugin
}
declare module "postcss-modules-extract-imports" {
  const plugin: () => import("postcss").Plugin
  export default plugin
}
declare module "postcss-modules-scope" {
  const plugin: (options: { generateScopedName: (name: string) => string }) => import("postcss").Plugin
  export default plugin
}

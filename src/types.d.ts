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
 * Gatsby's fork of Reach Router ships no types; Gatsby types it as "@reach/router" (@types/reach__router,
 * installed with Gatsby), whose API the fork keeps.
 */
declare module "@gatsbyjs/reach-router" {
  export * from "@reach/router"
}

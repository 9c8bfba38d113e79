import type { GatsbySSR } from "gatsby"
import { beforeHydrationScripts } from "./src/page-life/head-scripts"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" })
  // Every page is HTML for a while before its bundles run: these keep what a visitor does then.
  setHeadComponents(beforeHydrationScripts())
}

/**
 * gatsby-plugin-image adds a stylesheet and a script for its <GatsbyImage> component to every
 * page. The site renders the plugin's images as plain <picture> elements (ui/responsive-image.tsx)
 * and never uses that component, so the extra inline code (and its CSP hashes) is left out.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  const unused = (key: unknown) => typeof key === "string" && key.startsWith("gatsby-image-style")
  replaceHeadComponents(getHeadComponents().filter((component) => !unused((component as { key?: unknown }).key)))
}

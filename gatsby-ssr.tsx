import type { GatsbySSR } from "gatsby"
import { headScripts } from "./src/head-scripts/head-scripts"
import { faviconLink } from "./src/components/seo/favicon"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" })
  // What every page runs from the start (docs/page-life.md): held submits, section arrival, the search
  // shortcut; and its icon, which the browser fetches nothing for.
  setHeadComponents([...headScripts(), faviconLink()])
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

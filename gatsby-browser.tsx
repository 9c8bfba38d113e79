import type { GatsbyBrowser } from "gatsby"
import "./src/styles/global.css"

/**
 * Spec: every route change starts at the top. Links to a landing-page section (#hash)
 * are scrolled by the landing page itself, after its 100 ms settle delay.
 */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) => {
  if (routerProps.location.hash) return false
  window.scrollTo(0, 0)
  return false
}

/**
 * Gatsby would download the code and data of every linked page as soon as its link scrolls
 * into view. On a marketing site most of those pages are never visited, so that costs mobile
 * visitors data; pages are still fetched on hover or touch, just before they are needed.
 */
export const disableCorePrefetching: GatsbyBrowser["disableCorePrefetching"] = () => true

/** Marks the document once React has taken over, for styles and tests that need the interactive page. */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true"
}

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

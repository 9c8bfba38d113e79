import type { GatsbyBrowser } from "gatsby"
import { onFirstPageHydrated, onPageChange } from "./src/page-life/go-live"
import { scrollAfterRouteChange, scrollToHashAfterArrival } from "./src/lib/scroll-to-section"
import { leaveOwnPolicyPagesByFullLoad } from "./src/lib/own-policy-navigation"
import { createDefaultPolicy } from "./src/lib/trusted-types"
import "./src/styles/global.css"

// Trusted Types (src/lib/trusted-types.ts): the default policy exists before the first render, when
// react-helmet first writes the page's structured data. The search and legal pages carry a looser
// policy for their document's life: links out of them load the next page anew.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  createDefaultPolicy()
  leaveOwnPolicyPagesByFullLoad()
}

export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) => scrollAfterRouteChange(routerProps.location)

/**
 * Gatsby would download the code and data of every linked page as soon as its link scrolls
 * into view. On a marketing site most of those pages are never visited, so that costs mobile
 * visitors data; pages are still fetched on hover or touch, just before they are needed.
 */
export const disableCorePrefetching: GatsbyBrowser["disableCorePrefetching"] = () => true

// How a page comes alive (docs/page-life.md#the-stages): the page is marked live once its last part is hydrated, and
// "first load?" ends when the visitor moves to another page.
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ location, prevLocation }) => onPageChange(location, prevLocation)

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  onFirstPageHydrated()
  // A visitor who opens /#download directly lands on the section with focus, as after a link.
  scrollToHashAfterArrival(window.location.hash)
}

import type { GatsbyBrowser } from "gatsby"
import { whenAllHydrated } from "./src/lib/hydration-queue"
import { scrollAfterRouteChange, scrollToHashAfterArrival } from "./src/lib/scroll-to-section"
import "./src/styles/global.css"

export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) => scrollAfterRouteChange(routerProps.location)

/**
 * Gatsby would download the code and data of every linked page as soon as its link scrolls
 * into view. On a marketing site most of those pages are never visited, so that costs mobile
 * visitors data; pages are still fetched on hover or touch, just before they are needed.
 */
export const disableCorePrefetching: GatsbyBrowser["disableCorePrefetching"] = () => true

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  // Marks the document once React has taken over the whole page, the parts hydrated in turns
  // included (src/lib/hydration-queue.ts), for styles and tests that need the interactive page.
  whenAllHydrated(() => {
    document.documentElement.dataset.hydrated = "true"
  })
  // A visitor who opens /#download directly lands on the section with focus, as after a link.
  scrollToHashAfterArrival(window.location.hash)
}

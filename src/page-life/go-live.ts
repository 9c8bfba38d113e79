/**
 * Stage 5, live (docs/page-life.md#the-stages): the page is live. gatsby-browser.tsx calls these
 * two from Gatsby's browser hooks; everything else about the page's life is decided in the stages
 * before.
 */
import { routeChanged, whenAllHydrated } from "./hydration-queue"
import { endFirstLoad, markLive } from "./marker"
import { carryHeldSubmits } from "./carried-submits"

/** Gatsby's onInitialClientRender: the page has hydrated; once every part has too, the page is live. */
export function onFirstPageHydrated(): void {
  whenAllHydrated(markLive)
}

type Place = { pathname: string } | null | undefined

/**
 * Gatsby's onPreRouteUpdate, which runs before the new page renders: once the visitor moves to
 * another page, no page has server HTML any more (./marker.ts), and a submit held on the old page
 * is carried to the new one (./carried-submits.ts). A link to a section of the same page
 * (/#download) keeps the first load.
 */
export function onPageChange(location: Place, previous: Place): void {
  if (!previous || !location || previous.pathname === location.pathname) return
  endFirstLoad()
  routeChanged()
  // A submit still held on the page being left goes to the next page's form of its kind.
  carryHeldSubmits()
}

/**
 * Where the page scrolls, in one place: docs/spec/SITE-SPEC.md §2 ("the page scrolls to the top on every
 * route change") and §9 (a section link lands after a 100 ms settle delay).
 * gatsby-browser.tsx hands Gatsby's scroll hooks to this module; SectionLink calls goToLandingSection.
 */
import { navigate } from "gatsby"
import { prefersReducedMotion } from "./reduced-motion"

/** docs/spec/SITE-SPEC.md §9: wait 100 ms after arriving from another page so the landing page has laid out. */
const SCROLL_TO_SECTION_DELAY_MS = 100

export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id)
  if (!target) return false
  // A link to an FAQ item (a search result) lands on it open.
  if (target instanceof HTMLDetailsElement) target.open = true
  target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" })
  // Move keyboard focus along with the view so the next Tab continues from the section.
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1")
  target.focus({ preventScroll: true })
  return true
}

/** Scrolls to a landing-page section, navigating to the landing page first when needed. */
export function goToLandingSection(id: string): void {
  if (window.location.pathname === "/" && scrollToSection(id)) {
    window.history.replaceState(null, "", `#${id}`)
    return
  }
  void navigate(`/#${id}`)
}

/**
 * The id a #hash names. Browsers percent-encode the fragment they show (/#caf%C3%A9); an address
 * anyone can type (/#%, /blog#%E0%A4%A) may not be valid encoding, and is then taken as it is spelt.
 */
function idFromHash(hash: string): string {
  const raw = hash.replace(/^#/, "")
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

/** Honours a #hash in the address once the page it names has rendered. */
export function scrollToHashAfterArrival(hash: string): void {
  const id = idFromHash(hash)
  if (id) window.setTimeout(() => scrollToSection(id), SCROLL_TO_SECTION_DELAY_MS)
}

/** Every route change: to the named section if the address has a #hash, otherwise to the top. */
export function scrollAfterRouteChange(location: { hash: string }): false {
  if (location.hash) scrollToHashAfterArrival(location.hash)
  else window.scrollTo(0, 0)
  // Gatsby's own scroll restoration stays off: this function has done the scrolling.
  return false
}

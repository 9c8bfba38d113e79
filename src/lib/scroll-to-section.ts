import { navigate } from "gatsby"
import { REDUCED_MOTION_QUERY } from "../hooks/use-prefers-reduced-motion"

/** Spec: wait 100 ms after arriving from another page so the landing page has laid out. */
export const SCROLL_TO_SECTION_DELAY_MS = 100

const prefersReducedMotion = () =>
  typeof window.matchMedia === "function" && window.matchMedia(REDUCED_MOTION_QUERY).matches

export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id)
  if (!target) return false
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

/** Called by the landing page once it has mounted: honours a #hash in the address. */
export function scrollToHashAfterArrival(hash: string): () => void {
  const id = decodeURIComponent(hash.replace(/^#/, ""))
  if (!id) return () => undefined
  const timer = window.setTimeout(() => scrollToSection(id), SCROLL_TO_SECTION_DELAY_MS)
  return () => window.clearTimeout(timer)
}

/**
 * Arriving at a section (docs/page-life.md): a link to a section of a page (the footer's Download
 * App, /#download, from any page; a search result's FAQ answer, /#faq-...) is an ordinary link, and
 * the browser scrolls to the section as the page loads. This inline script, in every page's <head>,
 * adds what the browser does not: 100 ms after arriving (docs/spec/SITE-SPEC.md §9: the landing
 * page has laid out by then) it brings the section into view again, opens it if it is a <details>
 * (an FAQ answer), and moves keyboard focus to it, so that the next Tab continues from there; a
 * link to another section of the same page does the same. And a link followed from inside an open
 * menu (a <dialog>: the mobile menu's Features, on the landing page) closes the menu, which would
 * otherwise stay open over the section it scrolled to. Reduced motion is respected.
 */
import { inlineScript } from "./inline-script"
import { REDUCED_MOTION_QUERY } from "../lib/reduced-motion"

/** docs/spec/SITE-SPEC.md §9: the scroll to a section comes 100 ms after arriving. */
export const SCROLL_TO_SECTION_DELAY_MS = 100

/**
 * Runs in the browser as an inline script (./inline-script.ts says what that asks of it). An
 * address anyone can type (/#%, /blog#%E0%A4%A) may not be valid percent-encoding: its fragment is
 * then taken as it is spelt.
 * @inlineScript
 */
export function arriveAtSections(delayMs: number, reducedMotionQuery: string): void {
  function arrive() {
    const raw = location.hash.replace(/^#/, "")
    if (!raw) return
    let id = raw
    try {
      id = decodeURIComponent(raw)
    } catch {
      id = raw
    }
    setTimeout(function () {
      const target = document.getElementById(id)
      if (!target) return
      if (target instanceof HTMLDetailsElement) target.open = true
      const reduced = typeof matchMedia === "function" && matchMedia(reducedMotionQuery).matches
      target.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" })
      if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1")
      target.focus({ preventScroll: true })
    }, delayMs)
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", arrive)
  else arrive()
  window.addEventListener("hashchange", arrive)
  document.addEventListener("click", function (event) {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null
    const menu = link && link.closest("dialog")
    if (!menu || event.defaultPrevented) return
    if (menu.open) menu.close()
    if (typeof menu.hidePopover === "function" && menu.matches(":popover-open")) menu.hidePopover()
  })
}

/** The inline script every page carries in its <head>. */
export const sectionArrivalScript = () =>
  inlineScript<typeof arriveAtSections>("arriveAtSections", SCROLL_TO_SECTION_DELAY_MS, REDUCED_MOTION_QUERY)

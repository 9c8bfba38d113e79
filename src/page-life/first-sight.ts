/**
 * Stage 1, sent (docs/page-life.md#the-stages): when the visitor first saw an element. The carousel
 * advances every 3 s from the moment it can be seen (docs/spec/SITE-SPEC.md §9), and it can be seen
 * before its JavaScript has run: the page is HTML for a while first. This inline script, in every
 * page's <head>, notes that moment on each element marked `data-first-sight` (performance.now(), in
 * `data-seen-at`); the component reads it as it hydrates (./use-first-sight.ts) and watches by
 * itself for what was not seen yet.
 */
import { inlineScript } from "./inline-script"

export const FIRST_SIGHT = {
  /** On an element whose first sight matters. */
  watch: "data-first-sight",
  /** Set on it by the script: performance.now() when any part of it first entered the viewport. */
  seenAt: "data-seen-at",
} as const

type FirstSightAttributes = typeof FIRST_SIGHT

/**
 * Runs in the browser as an inline script: self-contained (no imports, no closures over this
 * module), because its source text is what goes into the page. It runs in the <head>, before the
 * elements it watches exist, so it starts watching once the document has been parsed.
 * @inlineScript
 */
export function noteFirstSight(attributes: FirstSightAttributes): void {
  if (!("IntersectionObserver" in window)) return
  function watch() {
    const observer = new IntersectionObserver(function (entries) {
      entries.forEach(function (entry) {
        if (!entry.isIntersecting) return
        if (!entry.target.hasAttribute(attributes.seenAt)) entry.target.setAttribute(attributes.seenAt, String(performance.now()))
        observer.unobserve(entry.target)
      })
    })
    document.querySelectorAll("[" + attributes.watch + "]").forEach(function (element) {
      observer.observe(element)
    })
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", watch)
  else watch()
}

/** The inline script every page carries in its <head>. */
export const firstSightScript = () => inlineScript<typeof noteFirstSight>("noteFirstSight", FIRST_SIGHT)

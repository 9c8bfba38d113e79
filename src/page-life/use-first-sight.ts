// A hook that runs at hydration, stage 3 or 4 (docs/page-life.md#the-stages), not once the page is live.
import { useEffect, useState, type RefObject } from "react"
import { FIRST_SIGHT } from "./first-sight"

/**
 * performance.now() when any part of the element first entered the viewport, or null until it
 * has. The element carries `data-first-sight`, so a moment before hydration was noted by the
 * inline script (stage 1: ./first-sight.ts); after that, and on pages reached by client-side
 * navigation, this watches by itself.
 */
export function useFirstSight(ref: RefObject<HTMLElement>): number | null {
  const [seenAt, setSeenAt] = useState<number | null>(null)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const noted = element.getAttribute(FIRST_SIGHT.seenAt)
    if (noted) {
      setSeenAt(Number(noted))
      return
    }
    if (typeof IntersectionObserver === "undefined") {
      setSeenAt(performance.now())
      return
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      setSeenAt(performance.now())
      observer.disconnect()
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return seenAt
}

// How the carousel's island knows when it was first seen (docs/page-life.md).
import { useEffect, useState, type RefObject } from "react"
import { ISLAND } from "../islands/island"

/**
 * performance.now() when any part of the element's island first came into view, or null until it
 * has. An island that wakes on sight was woken by being seen, and the loader noted the moment on
 * it (src/islands/loader.ts), before its code had arrived; where there is no such note (under
 * `npm run develop`, which renders with Gatsby's runtime), this watches by itself.
 */
export function useFirstSight(ref: RefObject<HTMLElement>): number | null {
  const [seenAt, setSeenAt] = useState<number | null>(null)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const noted = element.closest(ISLAND.tag)?.getAttribute(ISLAND.seenAt)
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

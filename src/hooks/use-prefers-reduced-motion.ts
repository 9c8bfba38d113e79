import { useEffect, useState } from "react"
import { REDUCED_MOTION_QUERY } from "../lib/reduced-motion"

/** True when the visitor asked the system for less motion; false during server rendering. */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false)
  useEffect(() => {
    if (typeof window.matchMedia !== "function") return
    const media = window.matchMedia(REDUCED_MOTION_QUERY)
    setReduced(media.matches)
    const onChange = () => setReduced(media.matches)
    media.addEventListener("change", onChange)
    return () => media.removeEventListener("change", onChange)
  }, [])
  return reduced
}

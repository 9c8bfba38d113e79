// A hook that runs at hydration, stage 3 or 4 (docs/page-life.md#the-stages), not once the page is live.
import { useEffect, useState } from "react"

/**
 * False in the server-rendered HTML and at hydration, true from its component's first effect on,
 * whether or not the rest of the page is live yet: for controls that do nothing until their
 * JavaScript runs, so they can say so (a disabled button) until then.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}

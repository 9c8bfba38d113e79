import { useEffect, useState } from "react"

/**
 * False in the server-rendered HTML and at hydration, true from the first effect on: for controls
 * that do nothing until their JavaScript runs, so they can say so (a disabled button) until then.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}

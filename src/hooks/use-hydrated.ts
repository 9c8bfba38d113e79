// A hook of an island waking (docs/page-life.md).
import { useState } from "react"
import { useLayoutEffectInBrowser } from "./use-layout-effect-in-browser"

/**
 * False in the server-rendered HTML and at hydration, true right after it, for controls that do
 * nothing until their island is live, so they can say so (a disabled button) until then. Set from a
 * layout effect, in the task that hydrates: the control works as soon as the loader says the island
 * is live, not a frame later.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useLayoutEffectInBrowser(() => setHydrated(true), [])
  return hydrated
}

// A hook that runs at hydration, stage 3 or 4 (docs/page-life.md#the-stages), not once the page is live.
import { useState } from "react"
import { isFirstLoad } from "./marker"
import { useLayoutEffectInBrowser } from "./use-layout-effect-in-browser"

/**
 * A text field's state that keeps what a visitor typed before its component hydrated. Pages are
 * server-rendered, so typing can start before the script runs. The typed value is read at the first
 * render, before the runtime touches the DOM (Preact's hydration resets a textarea to its state),
 * and applied right after hydration: starting from the server's empty state keeps hydration and the
 * attributes that depend on the value (a disabled button) in step. It is applied by a layout effect,
 * in the same task as hydration: Preact runs plain effects after the next paint, and keys pressed
 * before that reach the state first, so applying the value read earlier would drop them. On a page
 * reached by client-side navigation (no longer the first load: ./marker.ts) there was no server
 * field to type into, so the state starts empty.
 */
export function useFieldState(id: string) {
  const [typedEarly] = useState(() => serverRenderedValue(id))
  const [value, setValue] = useState("")
  useLayoutEffectInBrowser(() => {
    if (typedEarly) setValue(typedEarly)
  }, [typedEarly])
  return [value, setValue] as const
}

function serverRenderedValue(id: string): string {
  if (!isFirstLoad()) return ""
  const field = document.getElementById(id)
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : ""
}

// How a form's island keeps what was typed before it woke (docs/page-life.md).
import { useState } from "react"
import { useLayoutEffectInBrowser } from "./use-layout-effect-in-browser"

/**
 * A text field's state that keeps what a visitor typed before its island woke: the field is HTML
 * from the start, and typing in it is what wakes it. The typed value is read at the first render,
 * before Preact touches the DOM (its hydration resets a textarea to its state), and applied right
 * after hydration: starting from the server's empty state keeps hydration and the attributes that
 * depend on the value (a disabled button) in step. It is applied by a layout effect, in the same
 * task as hydration: Preact runs plain effects after the next paint, and keys pressed before that
 * reach the state first, so applying the value read earlier would drop them.
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
  if (typeof document === "undefined") return ""
  const field = document.getElementById(id)
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : ""
}

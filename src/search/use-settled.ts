import { useEffect, useState } from "react"

/**
 * `value` once it has stayed the same for `delayMs`: what a live region says, so that a screen
 * reader announces the count for what the visitor typed, not one for each letter on the way.
 */
export function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs)
    return () => window.clearTimeout(timer)
  }, [value, delayMs])
  return settled
}

import { useEffect, useRef } from "react"
import { firstAdvanceDelay } from "../lib/carousel"

/**
 * Calls `advance` every `intervalMs` while `running`. The first call comes `intervalMs` after
 * `since` (when the visitor first saw the carousel, which may be before hydration); after a pause
 * (hover, focus, the overlay) a fresh interval starts.
 */
export function useAutoAdvance(advance: () => void, running: boolean, since: number | null, intervalMs: number): void {
  const saved = useRef(advance)
  const started = useRef(false)
  useEffect(() => {
    saved.current = advance
  }, [advance])
  useEffect(() => {
    if (!running || since === null) return
    const first = started.current ? intervalMs : firstAdvanceDelay(since, performance.now(), intervalMs)
    started.current = true
    let interval: number | undefined
    const timeout = window.setTimeout(() => {
      saved.current()
      interval = window.setInterval(() => saved.current(), intervalMs)
    }, first)
    return () => {
      window.clearTimeout(timeout)
      window.clearInterval(interval)
    }
  }, [running, since, intervalMs])
}

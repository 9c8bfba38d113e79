import { useState } from "react"
import { useInterval } from "./use-interval"
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion"

/** docs/spec/SITE-SPEC.md §2 and §9: the headline word changes every 2.5 s. */
const ROTATION_MS = 2500

/** Cycles through `words`; holds still on the first one when the visitor prefers reduced motion. */
export function useRotatingWord(words: readonly string[], intervalMs = ROTATION_MS): string {
  const [index, setIndex] = useState(0)
  const reduced = usePrefersReducedMotion()
  useInterval(() => setIndex((current) => (current + 1) % words.length), reduced || words.length < 2 ? null : intervalMs)
  return words[reduced ? 0 : index]
}

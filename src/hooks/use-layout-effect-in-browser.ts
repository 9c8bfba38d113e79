// A hook of an island waking (docs/page-life.md).
import { useEffect, useLayoutEffect } from "react"

/**
 * A layout effect in the browser, where it runs in the same task as hydration, before any key or
 * click of the visitor's can; the plain hook in server rendering, where layout effects do nothing
 * (and React says so).
 */
export const useLayoutEffectInBrowser = typeof window === "undefined" ? useEffect : useLayoutEffect

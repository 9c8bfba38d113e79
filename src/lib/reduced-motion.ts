/** The media query of a visitor who asked the system for less motion. */
export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)"

/** Whether the visitor asks for less motion now (in the browser; where there is no matchMedia, no). */
export const prefersReducedMotion = () => typeof window.matchMedia === "function" && window.matchMedia(REDUCED_MOTION_QUERY).matches

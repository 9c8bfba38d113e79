/**
 * docs/spec/SITE-SPEC.md §9: the "in Action" carousel advances every 3 s. Its 496 px step is not a constant
 * here: it is one slide plus the gap, measured from the page (the slide is its 480 px image, sized
 * in the carousel's query; the 16 px gap is in its stylesheet).
 */
export const AUTO_ADVANCE_MS = 3000

/**
 * How long from `now` until the first advance: one interval after the visitor first saw the
 * carousel (`seenAt`), not after its JavaScript ran; at once if that moment has passed.
 */
export const firstAdvanceDelay = (seenAt: number, now: number, intervalMs = AUTO_ADVANCE_MS) => Math.max(0, seenAt + intervalMs - now)

export type ScrollBox = { scrollLeft: number; scrollWidth: number; clientWidth: number }

/** Sub-pixel scroll positions on zoomed or high-DPI screens are never exactly at the end. */
const TOLERANCE = 2

const maxScroll = (box: ScrollBox) => Math.max(0, box.scrollWidth - box.clientWidth)

export function arrowVisibility(box: ScrollBox): { canPrev: boolean; canNext: boolean } {
  return {
    canPrev: box.scrollLeft > TOLERANCE,
    canNext: box.scrollLeft < maxScroll(box) - TOLERANCE,
  }
}

/** One step right; from the end it wraps back to the first slide. */
export function nextScrollLeft(box: ScrollBox, step: number): number {
  const max = maxScroll(box)
  if (box.scrollLeft >= max - TOLERANCE) return 0
  return Math.min(box.scrollLeft + step, max)
}

/** One step left; from the start it wraps to the last slide. */
export function prevScrollLeft(box: ScrollBox, step: number): number {
  if (box.scrollLeft <= TOLERANCE) return maxScroll(box)
  return Math.max(box.scrollLeft - step, 0)
}

export type PauseReasons = { hovered: boolean; focusWithin: boolean; overlayOpen: boolean; reducedMotion: boolean }

export const shouldAutoAdvance = (reasons: PauseReasons) =>
  !reasons.hovered && !reasons.focusWithin && !reasons.overlayOpen && !reasons.reducedMotion

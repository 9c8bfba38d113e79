import {
  AUTO_ADVANCE_MS,
  arrowVisibility,
  firstAdvanceDelay,
  nextScrollLeft,
  prevScrollLeft,
  shouldAutoAdvance,
} from "../../src/lib/carousel"

// Six 480 px slides with 16 px gaps in a 1000 px viewport: one step is a slide plus a gap.
const STEP = 480 + 16
const box = (scrollLeft: number) => ({ scrollLeft, scrollWidth: 6 * 480 + 5 * 16, clientWidth: 1000 })
const END = 6 * 480 + 5 * 16 - 1000

describe("carousel logic", () => {
  it("shows only the arrows that have somewhere to go", () => {
    expect(arrowVisibility(box(0))).toEqual({ canPrev: false, canNext: true })
    expect(arrowVisibility(box(496))).toEqual({ canPrev: true, canNext: true })
    expect(arrowVisibility(box(END))).toEqual({ canPrev: true, canNext: false })
    expect(arrowVisibility({ scrollLeft: 0, scrollWidth: 800, clientWidth: 1000 })).toEqual({ canPrev: false, canNext: false })
  })

  it("steps one slide and stops at the end", () => {
    expect(nextScrollLeft(box(0), STEP)).toBe(496)
    expect(nextScrollLeft(box(END - 100), STEP)).toBe(END)
    expect(prevScrollLeft(box(992), STEP)).toBe(496)
    expect(prevScrollLeft(box(100), STEP)).toBe(0)
  })

  it("wraps around at both ends", () => {
    expect(nextScrollLeft(box(END), STEP)).toBe(0)
    expect(prevScrollLeft(box(0), STEP)).toBe(END)
  })

  it("pauses for hover, focus, an open overlay and reduced motion", () => {
    const running = { hovered: false, focusWithin: false, overlayOpen: false, reducedMotion: false }
    expect(shouldAutoAdvance(running)).toBe(true)
    expect(shouldAutoAdvance({ ...running, hovered: true })).toBe(false)
    expect(shouldAutoAdvance({ ...running, focusWithin: true })).toBe(false)
    expect(shouldAutoAdvance({ ...running, overlayOpen: true })).toBe(false)
    expect(shouldAutoAdvance({ ...running, reducedMotion: true })).toBe(false)
  })
})

describe("firstAdvanceDelay", () => {
  it("counts the first 3 s from when the visitor saw the carousel", () => {
    expect(firstAdvanceDelay(1000, 1000)).toBe(AUTO_ADVANCE_MS)
    expect(firstAdvanceDelay(1000, 1000 + AUTO_ADVANCE_MS - 500)).toBe(500)
  })

  it("advances at once when that moment has passed", () => {
    expect(firstAdvanceDelay(1000, 1000 + AUTO_ADVANCE_MS)).toBe(0)
    expect(firstAdvanceDelay(1000, 9000)).toBe(0)
  })
})

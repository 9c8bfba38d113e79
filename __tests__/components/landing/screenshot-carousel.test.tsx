import React from "react"
import { act, fireEvent, render, screen } from "@testing-library/react"
import { ScreenshotCarousel } from "../../../src/components/landing/screenshot-carousel"

const shots = Array.from({ length: 6 }, (_, index) => ({ alt: `Screenshot ${index + 1}`, src: { childImageSharp: null } }))

/** jsdom has no layout: give the track and its slides the sizes Chromium gives them at 1440 px. */
function renderLaidOut() {
  render(<ScreenshotCarousel title="Respite in Action" screenshots={shots} />)
  const track = screen.getByRole("group", { name: "Respite in Action" }).querySelector("ul")!
  track.style.columnGap = "16px"
  Object.defineProperties(track, { scrollWidth: { value: 6 * 480 + 5 * 16 }, clientWidth: { value: 1000 } })
  track.querySelectorAll("li").forEach((slide) => Object.defineProperty(slide, "offsetWidth", { value: 480 }))
  const scrollTo = jest.fn()
  track.scrollTo = scrollTo as unknown as typeof track.scrollTo
  return { scrollTo, region: screen.getByRole("group", { name: "Respite in Action" }) }
}

describe("ScreenshotCarousel", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it("advances by one slide plus the gap every 3 s", () => {
    const { scrollTo } = renderLaidOut()
    act(() => jest.advanceTimersByTime(2999))
    expect(scrollTo).not.toHaveBeenCalled()
    act(() => jest.advanceTimersByTime(1))
    expect(scrollTo).toHaveBeenCalledTimes(1)
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ left: 496 }))
  })

  it("holds still while hovered and carries on when the pointer leaves", () => {
    const { scrollTo, region } = renderLaidOut()
    fireEvent.mouseEnter(region)
    act(() => jest.advanceTimersByTime(9000))
    expect(scrollTo).not.toHaveBeenCalled()
    fireEvent.mouseLeave(region)
    act(() => jest.advanceTimersByTime(3000))
    expect(scrollTo).toHaveBeenCalledTimes(1)
  })

  it("labels each of the six slides with its position", () => {
    renderLaidOut()
    expect(screen.getAllByRole("listitem").map((slide) => slide.getAttribute("aria-label"))).toEqual([
      "1 of 6",
      "2 of 6",
      "3 of 6",
      "4 of 6",
      "5 of 6",
      "6 of 6",
    ])
  })
})

import React from "react"
import { act, fireEvent, render, screen } from "@testing-library/react"
import { ScreenshotCarousel } from "../../../src/components/landing/screenshot-carousel"
import { ISLAND } from "../../../src/islands/island"
import { AUTO_ADVANCE_MS } from "../../../src/lib/carousel"
import { hydrate, serverHtml } from "../../support/server-html"

const shots = Array.from({ length: 6 }, (_, index) => ({ alt: `Screenshot ${index + 1}`, src: { childImageSharp: null } }))
const carousel = <ScreenshotCarousel title="Respite in Action" screenshots={shots} />

/** jsdom has no layout: give the scroller and its slides the sizes Chromium gives them at 1440 px. */
function layOut() {
  const track = screen.getByRole("region", { name: "Screenshots" })
  track.querySelector("ul")!.style.columnGap = "16px"
  Object.defineProperties(track, { scrollWidth: { value: 6 * 480 + 5 * 16 }, clientWidth: { value: 1000 } })
  track.querySelectorAll("li").forEach((slide) => Object.defineProperty(slide, "offsetWidth", { value: 480 }))
  const scrollTo = jest.fn()
  track.scrollTo = scrollTo as unknown as typeof track.scrollTo
  return { scrollTo, track, region: screen.getByRole("group", { name: "Respite in Action" }) }
}

describe("ScreenshotCarousel", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it("advances by one slide plus the gap every 3 s once it has been seen", () => {
    render(carousel)
    const { scrollTo } = layOut()
    act(() => jest.advanceTimersByTime(AUTO_ADVANCE_MS - 1))
    expect(scrollTo).not.toHaveBeenCalled()
    act(() => jest.advanceTimersByTime(1))
    expect(scrollTo).toHaveBeenCalledTimes(1)
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ left: 496 }))
  })

  it("counts the 3 s from when the visitor saw it before its island woke, not from hydration", () => {
    // The server's HTML, seen 2 s before the island's code ran (the loader noted the moment on the island).
    const container = document.createElement("div")
    container.innerHTML = serverHtml(carousel)
    document.body.appendChild(container)
    const seenAgo = 2000
    container.querySelector(ISLAND.tag)!.setAttribute(ISLAND.seenAt, String(performance.now() - seenAgo))
    hydrate(carousel, container)
    const { scrollTo } = layOut()
    act(() => jest.advanceTimersByTime(AUTO_ADVANCE_MS - seenAgo - 1))
    expect(scrollTo).not.toHaveBeenCalled()
    act(() => jest.advanceTimersByTime(1))
    expect(scrollTo).toHaveBeenCalledTimes(1)
    act(() => jest.advanceTimersByTime(AUTO_ADVANCE_MS))
    expect(scrollTo).toHaveBeenCalledTimes(2)
  })

  it("holds still while hovered and carries on 3 s after the pointer leaves", () => {
    render(carousel)
    const { scrollTo, region } = layOut()
    fireEvent.mouseEnter(region)
    act(() => jest.advanceTimersByTime(3 * AUTO_ADVANCE_MS))
    expect(scrollTo).not.toHaveBeenCalled()
    fireEvent.mouseLeave(region)
    act(() => jest.advanceTimersByTime(AUTO_ADVANCE_MS - 1))
    expect(scrollTo).not.toHaveBeenCalled()
    act(() => jest.advanceTimersByTime(1))
    expect(scrollTo).toHaveBeenCalledTimes(1)
  })

  it("is a focusable scroller, so the keyboard scrolls it without JavaScript", () => {
    render(carousel)
    expect(screen.getByRole("region", { name: "Screenshots" })).toHaveAttribute("tabindex", "0")
  })

  it("keeps its arrows hidden in the server's HTML: they appear only once they work", () => {
    const container = document.createElement("div")
    container.innerHTML = serverHtml(carousel)
    expect(container.querySelectorAll("button[hidden]")).toHaveLength(2)
  })

  it("labels each of the six slides with its position", () => {
    render(carousel)
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

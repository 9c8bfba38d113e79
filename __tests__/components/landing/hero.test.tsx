import React from "react"
import { act, render, screen } from "@testing-library/react"
import { Hero } from "../../../src/components/landing/hero"

/** What a sighted visitor reads: the heading without the text meant only for screen readers. */
function visibleHeadline(): string {
  const heading = screen.getByRole("heading", { level: 1 }).cloneNode(true) as HTMLElement
  heading.querySelectorAll(".visually-hidden").forEach((node) => node.remove())
  return heading.textContent?.replace(/\s+/g, " ").trim() ?? ""
}

describe("Hero headline", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it("reads as a correct sentence with each rotating word, changing every 2.5 s", () => {
    render(<Hero image={undefined} imageAlt="" />)
    const seen = [visibleHeadline()]
    for (let step = 0; step < 3; step += 1) {
      act(() => jest.advanceTimersByTime(2499))
      expect(visibleHeadline()).toBe(seen[seen.length - 1])
      act(() => jest.advanceTimersByTime(1))
      seen.push(visibleHeadline())
    }
    expect(seen).toEqual([
      "Small breaks, big benefits for your workday",
      "Small breaks, big benefits for your productivity",
      "Small breaks, big benefits for your well-being",
      "Small breaks, big benefits for your workday",
    ])
  })

  it("gives screen readers one sentence with all three words, however often the word changes", () => {
    render(<Hero image={undefined} imageAlt="" />)
    const name = "Small breaks, big benefits for your workday, productivity and well-being"
    expect(screen.getByRole("heading", { level: 1, name })).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(5000))
    expect(screen.getByRole("heading", { level: 1, name })).toBeInTheDocument()
  })
})

import React from "react"
import { act, render, screen } from "@testing-library/react"
import { RotatingWord } from "../../../src/components/landing/rotating-word"

const WORDS = ["workday", "productivity", "well-being"]

const mockReducedMotion = (reduce: boolean) => {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia
}

describe("RotatingWord", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it("changes word every 2.5 s and wraps around", () => {
    mockReducedMotion(false)
    render(<RotatingWord words={WORDS} />)
    const word = () => screen.getByTestId("rotating-word").textContent
    expect(word()).toBe("workday")
    act(() => jest.advanceTimersByTime(2499))
    expect(word()).toBe("workday")
    act(() => jest.advanceTimersByTime(1))
    expect(word()).toBe("productivity")
    act(() => jest.advanceTimersByTime(2500))
    expect(word()).toBe("well-being")
    act(() => jest.advanceTimersByTime(2500))
    expect(word()).toBe("workday")
  })

  it("gives screen readers the full list once and hides the moving word", () => {
    mockReducedMotion(false)
    render(<RotatingWord words={WORDS} />)
    expect(screen.getByText("workday, productivity and well-being")).toBeInTheDocument()
    expect(screen.getByTestId("rotating-word")).toHaveAttribute("aria-hidden", "true")
  })

  it("stands still when the visitor prefers reduced motion", () => {
    mockReducedMotion(true)
    render(<RotatingWord words={WORDS} />)
    act(() => jest.advanceTimersByTime(10_000))
    expect(screen.getByTestId("rotating-word")).toHaveTextContent("workday")
  })
})

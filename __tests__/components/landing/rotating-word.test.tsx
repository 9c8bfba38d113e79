import React from "react"
import { render, screen } from "@testing-library/react"
import { RotatingWord } from "../../../src/components/landing/rotating-word"

const WORDS = ["workday", "productivity", "well-being"] as const

// The rotation itself is CSS (rotating-word.module.css), which jsdom does not run: e2e/landing.spec.ts
// times it in Chromium, e2e/no-js/ and e2e/before-hydration.spec.ts show it runs without and before
// the JavaScript, and e2e/support/scenarios/controls.ts does the same in Chromium and WebKit.
describe("RotatingWord", () => {
  it("puts every word in the page, in order, so CSS can show each in turn without JavaScript", () => {
    render(<RotatingWord words={WORDS} />)
    expect(screen.getAllByTestId("rotating-word").map((word) => word.textContent)).toEqual([...WORDS])
  })

  it("gives screen readers the full list once and hides the moving words", () => {
    render(<RotatingWord words={WORDS} />)
    expect(screen.getByText("workday, productivity and well-being")).toBeInTheDocument()
    for (const word of screen.getAllByTestId("rotating-word")) expect(word.closest("[aria-hidden=true]")).not.toBeNull()
  })

  it("runs no timers: nothing changes after the server has rendered it", () => {
    jest.useFakeTimers()
    render(<RotatingWord words={WORDS} />)
    expect(jest.getTimerCount()).toBe(0)
    jest.useRealTimers()
  })
})

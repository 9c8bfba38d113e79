import React from "react"
import { render, screen } from "@testing-library/react"
import { Hero } from "../../../src/components/landing/hero"

/** What a sighted visitor reads while `shown` is the visible word: the other words and the screen-reader text left out. */
function visibleHeadline(shown: number): string {
  const heading = screen.getByRole("heading", { level: 1 }).cloneNode(true) as HTMLElement
  heading.querySelectorAll(".visually-hidden").forEach((node) => node.remove())
  heading.querySelectorAll("[data-testid=rotating-word]").forEach((word, index) => index !== shown && word.remove())
  return heading.textContent?.replace(/\s+/g, " ").trim() ?? ""
}

describe("Hero headline", () => {
  it("reads as a correct sentence with each rotating word", () => {
    render(<Hero image={undefined} imageAlt="" />)
    // Every word is in the page and CSS shows one at a time: the sentence must read right with each.
    expect([0, 1, 2].map(visibleHeadline)).toEqual([
      "Small breaks, big benefits for your workday",
      "Small breaks, big benefits for your productivity",
      "Small breaks, big benefits for your well-being",
    ])
  })

  it("gives screen readers one sentence with all three words", () => {
    render(<Hero image={undefined} imageAlt="" />)
    const name = "Small breaks, big benefits for your workday, productivity and well-being"
    expect(screen.getByRole("heading", { level: 1, name })).toBeInTheDocument()
  })
})

import React from "react"
import { render, screen, within } from "@testing-library/react"
import { HelpLinks } from "../../../src/components/help/help-links"

const links = [
  { slug: "move-to-a-new-mac", title: "Moving to a new Mac: resetting your license", summary: "Reset, then install on the new Mac." },
  { slug: "license-reset-messages", title: "License reset messages and what they mean", summary: "What each message means." },
]

describe("HelpLinks", () => {
  it("is a region that links each article by its title, in order, with its summary", () => {
    render(<HelpLinks links={links} />)
    const region = screen.getByRole("region", { name: "In the help center" })
    expect(
      within(region)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Moving to a new Mac: resetting your license", "/help/move-to-a-new-mac"],
      ["License reset messages and what they mean", "/help/license-reset-messages"],
    ])
    expect(within(region).getByText("What each message means.")).toBeInTheDocument()
    // The articles are results of their own: the page's copy of their titles stays out of the search index.
    expect(region).toHaveAttribute("data-pagefind-ignore")
  })

  it("renders nothing when a page declares no articles", () => {
    const { container } = render(<HelpLinks links={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})

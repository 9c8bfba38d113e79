import React from "react"
import { render, screen, within } from "@testing-library/react"
import NotFoundPage from "../../src/pages/404"
import { site } from "../../src/config/site"

describe("The 404 page", () => {
  it("says the page does not exist and offers two plain links on: home (the spec's) and the search page", () => {
    render(<NotFoundPage />)
    expect(screen.getByRole("heading", { level: 1, name: "This page does not exist" })).toBeInTheDocument()
    const main = within(screen.getByRole("main"))
    expect(main.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/")
    // A link, not a box: the search page loads anew with its own policy and focuses its box.
    expect(main.getByRole("link", { name: "Search the site" })).toHaveAttribute("href", site.search.path)
    expect(main.queryByRole("searchbox")).not.toBeInTheDocument()
  })
})

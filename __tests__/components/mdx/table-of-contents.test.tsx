import React from "react"
import { render, screen, within } from "@testing-library/react"
import { TableOfContents } from "../../../src/components/mdx/table-of-contents"

describe("TableOfContents", () => {
  it("links every section, with the h3s under their h2, as plain links to the headings", () => {
    render(
      <TableOfContents
        headings={[
          { id: "one", text: "One", depth: 2 },
          { id: "one-a", text: "One, a detail", depth: 3 },
          { id: "two", text: "Two", depth: 2 },
        ]}
      />,
    )
    const contents = screen.getByRole("navigation", { name: "On this page" })
    const sections = within(contents)
      .getAllByRole("listitem")
      .filter((item) => item.parentElement?.parentElement === contents)
    expect(sections).toHaveLength(2)
    expect(within(sections[0]).getByRole("link", { name: "One" })).toHaveAttribute("href", "#one")
    expect(within(sections[0]).getByRole("link", { name: "One, a detail" })).toHaveAttribute("href", "#one-a")
    expect(within(sections[1]).getByRole("link", { name: "Two" })).toHaveAttribute("href", "#two")
  })

  it("is left out for an article with fewer than two headings", () => {
    const { container } = render(<TableOfContents headings={[{ id: "only", text: "Only", depth: 2 }]} />)
    expect(container).toBeEmptyDOMElement()
  })
})

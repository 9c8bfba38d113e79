import React from "react"
import { render, screen } from "@testing-library/react"
import { MarkdownLink } from "../../../src/components/blog/markdown-link"

// An article's Markdown links, as the build renders them: another site's address, however it is
// written, opens in a new tab without a handle on this page (issue 40: //host and HTTPS:// did not).
describe("a link in an article", () => {
  it.each(["https://example.com/study", "HTTPS://example.com/study", "//example.com/study", "/\\example.com/study"])(
    "to %s opens another site in a new tab, says so, and gives it no handle on this page",
    (href) => {
      render(<MarkdownLink href={href}>the study</MarkdownLink>)
      const link = screen.getByRole("link", { name: "the study (opens in a new tab)" })
      expect(link).toHaveAttribute("target", "_blank")
      expect(link).toHaveAttribute("rel", "noopener noreferrer")
    },
  )

  it("to a page of this site stays in the tab", () => {
    render(<MarkdownLink href="/pricing">our plans</MarkdownLink>)
    const link = screen.getByRole("link", { name: "our plans" })
    expect(link).toHaveAttribute("href", "/pricing")
    expect(link).not.toHaveAttribute("target")
  })
})

import React from "react"
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { PostList } from "../../../src/components/blog/post-list"

const make = (slug: string, categories: string[]) => ({
  title: slug,
  slug,
  excerpt: "",
  date: "2024-01-01",
  displayDate: "January 1, 2024",
  categories,
  readTime: 4,
  hero: { childImageSharp: null },
})

describe("PostList", () => {
  it("filters by category on the client and can show all again", async () => {
    render(<PostList posts={[make("a", ["Wellness"]), make("b", ["Release Notes"]), make("c", ["Wellness", "Productivity"])]} />)
    expect(screen.getAllByRole("article")).toHaveLength(3)
    await userEvent.click(screen.getByRole("button", { name: "Wellness" }))
    expect(screen.getByRole("button", { name: "Wellness" })).toHaveAttribute("aria-pressed", "true")
    expect(screen.getAllByRole("article")).toHaveLength(2)
    expect(screen.getByRole("status")).toHaveTextContent("Showing 2 posts in Wellness")
    await userEvent.click(screen.getByRole("button", { name: "All" }))
    expect(screen.getAllByRole("article")).toHaveLength(3)
  })
})

import React from "react"
import { render, screen, within } from "@testing-library/react"
import { CategoryFilter } from "../../../src/components/blog/category-filter"
import { Pagination, visiblePages } from "../../../src/components/blog/pagination"
import { PostList } from "../../../src/components/blog/post-list"

const make = (slug: string) => ({
  title: slug,
  slug,
  excerpt: "",
  date: "2024-01-01",
  displayDate: "January 1, 2024",
  categories: ["Wellness"],
  readTime: 4,
  status: "published" as Queries.PostStatus,
  hero: { childImageSharp: null },
})

describe("PostList", () => {
  it("shows a card for each post it is given, in order", () => {
    render(<PostList posts={[make("a"), make("b"), make("c")]} />)
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(["a", "b", "c"])
  })
})

describe("CategoryFilter", () => {
  it("links every category to its own list and marks the current one", () => {
    render(<CategoryFilter categories={["Wellness", "Release Notes"]} current="Release Notes" />)
    const nav = screen.getByRole("navigation", { name: "Categories" })
    expect(within(nav).getByRole("link", { name: "All" })).toHaveAttribute("href", "/blog")
    expect(within(nav).getByRole("link", { name: "Wellness" })).toHaveAttribute("href", "/blog/category/wellness")
    expect(within(nav).getByRole("link", { name: "Release Notes" })).toHaveAttribute("aria-current", "page")
    expect(within(nav).getByRole("link", { name: "All" })).not.toHaveAttribute("aria-current")
  })
})

describe("Pagination", () => {
  it("is not shown when everything fits on one page", () => {
    const { container } = render(<Pagination basePath="/blog" page={1} pageCount={1} />)
    expect(container).toBeEmptyDOMElement()
  })

  it("links the newer and older pages with rel prev and next, and every nearby page by number", () => {
    render(<Pagination basePath="/blog" page={2} pageCount={3} />)
    const nav = screen.getByRole("navigation", { name: "Pages" })
    expect(within(nav).getByRole("link", { name: /Newer posts/ })).toHaveAttribute("href", "/blog")
    expect(within(nav).getByRole("link", { name: /Newer posts/ })).toHaveAttribute("rel", "prev")
    expect(within(nav).getByRole("link", { name: /Older posts/ })).toHaveAttribute("href", "/blog/page/3")
    expect(within(nav).getByRole("link", { name: /Older posts/ })).toHaveAttribute("rel", "next")
    expect(within(nav).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page")
  })

  it("keeps a long list to one short row: first, last, and the pages around the current one", () => {
    expect(visiblePages(1, 80)).toEqual([1, 2, null, 80])
    expect(visiblePages(40, 80)).toEqual([1, null, 39, 40, 41, null, 80])
    expect(visiblePages(3, 4)).toEqual([1, 2, 3, 4])
  })
})

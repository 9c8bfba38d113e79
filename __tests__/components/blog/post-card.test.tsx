import React from "react"
import { render, screen } from "@testing-library/react"
import { PostCard } from "../../../src/components/blog/post-card"

const post = {
  title: "Digital Eye Strain",
  slug: "digital-eye-strain",
  excerpt: "Why your eyes get tired and what helps.",
  date: "2024-12-03",
  displayDate: "December 3, 2024",
  categories: ["Eye Health", "Wellness"],
  readTime: 4,
  status: "published" as Queries.PostStatus,
  hero: { childImageSharp: null },
}

describe("PostCard", () => {
  it("shows the title as a link to the article, the excerpt, categories, date and read time", () => {
    render(<PostCard post={post} />)
    expect(screen.getByRole("link", { name: "Digital Eye Strain" })).toHaveAttribute("href", "/blog/digital-eye-strain")
    expect(screen.getByRole("heading", { level: 2, name: "Digital Eye Strain" })).toBeInTheDocument()
    expect(screen.getByText("Why your eyes get tired and what helps.")).toBeInTheDocument()
    expect(screen.getByRole("list", { name: "Categories" })).toHaveTextContent("Eye HealthWellness")
    expect(screen.getByText("December 3, 2024")).toHaveAttribute("datetime", "2024-12-03")
    expect(screen.getByText("4 min read")).toBeInTheDocument()
    expect(screen.queryByText(/Draft/)).not.toBeInTheDocument()
  })

  it("shows the article's hero renditions at a card's width, so the browser picks a smaller file", () => {
    const rendition = { srcSet: "/hero-480.webp 480w, /hero-1024.webp 1024w", sizes: "(min-width: 1024px) 960px, calc(100vw - 2rem)" }
    const gatsbyImageData = {
      layout: "constrained" as const,
      width: 1024,
      height: 576,
      images: { fallback: { ...rendition, src: "/hero-1024.jpg" }, sources: [{ ...rendition, type: "image/webp" }] },
    }
    const { container } = render(<PostCard post={{ ...post, hero: { childImageSharp: { gatsbyImageData } } }} />)
    const card = "(min-width: 1100px) 360px, (min-width: 700px) 50vw, 100vw"
    expect(container.querySelector("source")).toHaveAttribute("sizes", card)
    expect(container.querySelector("img")).toHaveAttribute("sizes", card)
    expect(container.querySelector("img")).toHaveAttribute("srcset", rendition.srcSet)
  })

  it("labels a draft, which only npm run develop lists", () => {
    render(<PostCard post={{ ...post, status: "draft" }} />)
    expect(screen.getByText("Draft: not published")).toBeInTheDocument()
  })
})

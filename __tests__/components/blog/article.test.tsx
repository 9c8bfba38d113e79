import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { render, screen, within } from "@testing-library/react"
import { Article } from "../../../src/components/blog/article"
import { MarkdownLink } from "../../../src/components/blog/markdown-link"

const summary = (slug: string, title: string) => ({
  title,
  slug,
  excerpt: `About ${title}`,
  date: "2024-11-01",
  displayDate: "November 1, 2024",
  categories: ["Wellness"],
  readTime: 4,
  status: "published" as const,
  hero: { childImageSharp: null },
})

const post = {
  title: "The Art of Power Breaks",
  date: "2024-10-01",
  displayDate: "October 1, 2024",
  readTime: 4,
  categories: ["Wellness"],
  tags: ["breaks", "focus"],
  heroAlt: "",
  status: "published" as Queries.PostStatus,
  hero: { childImageSharp: null },
  helpArticles: [] as Array<{ slug: string; title: string; summary: string }>,
  headings: [
    { id: "why-power-breaks", text: "Why power breaks", depth: 2 },
    { id: "how-long", text: "How long", depth: 3 },
    { id: "when", text: "When", depth: 2 },
  ],
  // As src/gatsby-node/article-html.ts renders a post's links at build time.
  html: renderToStaticMarkup(
    <p>
      Compare <MarkdownLink href="/pricing">our plans</MarkdownLink> or read{" "}
      <MarkdownLink href="https://www.aao.org/">the AAO</MarkdownLink>.
    </p>,
  ),
}

const renderArticle = (related: ReturnType<typeof summary>[], newer: { title: string; slug: string } | null = null, status = post.status) =>
  render(<Article post={{ ...post, status }} newer={newer} older={null} related={related} />)

describe("Article", () => {
  it("lists the help articles of what a release note announces, after its text; a post without them shows none", () => {
    const help = [
      { slug: "working-hours", title: "Working hours: reminders only while you work", summary: "Reminders only while you work." },
    ]
    const { unmount } = render(<Article post={{ ...post, helpArticles: help }} newer={null} older={null} related={[]} />)
    const region = screen.getByRole("region", { name: "In the help center" })
    expect(within(region).getByRole("link", { name: help[0].title })).toHaveAttribute("href", "/help/working-hours")
    unmount()
    renderArticle([])
    expect(screen.queryByRole("region", { name: "In the help center" })).toBeNull()
  })

  it("shows the title, date, read time and tags", () => {
    renderArticle([])
    expect(screen.getByRole("heading", { level: 1, name: "The Art of Power Breaks" })).toBeInTheDocument()
    expect(screen.getByText("October 1, 2024")).toHaveAttribute("datetime", "2024-10-01")
    expect(screen.getByText("4 min read")).toBeInTheDocument()
    expect(screen.getByRole("list", { name: "Tags" })).toHaveTextContent("#breaks#focus")
  })

  it("ends with the related posts, each a linked card under its own heading", () => {
    renderArticle([summary("digital-eye-strain", "Digital Eye Strain"), summary("improve-well-being-while-working", "Well-Being")])
    const related = screen.getByRole("region", { name: "Related posts" })
    const headings = within(related).getAllByRole("heading", { level: 3 })
    expect(headings.map((heading) => heading.textContent)).toEqual(["Digital Eye Strain", "Well-Being"])
    expect(within(related).getByRole("link", { name: "Digital Eye Strain" })).toHaveAttribute("href", "/blog/digital-eye-strain")
  })

  it("leaves the block out when there is nothing related", () => {
    renderArticle([])
    expect(screen.queryByRole("region", { name: "Related posts" })).not.toBeInTheDocument()
  })

  it("links the newer article", () => {
    renderArticle([], { title: "Digital Eye Strain", slug: "digital-eye-strain" })
    expect(screen.getByRole("link", { name: /Newer article/ })).toHaveAttribute("href", "/blog/digital-eye-strain")
  })

  it("keeps links to this site in the same tab and opens other sites in a new one", () => {
    renderArticle([])
    expect(screen.getByRole("link", { name: "our plans" })).toHaveAttribute("href", "/pricing")
    expect(screen.getByRole("link", { name: "our plans" })).not.toHaveAttribute("target")
    const external = screen.getByRole("link", { name: "the AAO (opens in a new tab)" })
    expect(external).toHaveAttribute("target", "_blank")
    expect(external).toHaveAttribute("rel", "noopener noreferrer")
  })

  it("links each category to its own list", () => {
    renderArticle([])
    expect(screen.getByRole("link", { name: "Wellness" })).toHaveAttribute("href", "/blog/category/wellness")
  })

  it("says so when the post is a draft or scheduled, as only npm run develop shows them", () => {
    renderArticle([])
    expect(screen.queryByText(/Draft|Scheduled/)).not.toBeInTheDocument()
    renderArticle([], null, "draft")
    expect(screen.getByText("Draft: not published")).toBeInTheDocument()
    renderArticle([], null, "scheduled")
    expect(screen.getByText("Scheduled: published on October 1, 2024")).toBeInTheDocument()
  })
})

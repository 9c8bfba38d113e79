import React from "react"
import { render, screen, within } from "@testing-library/react"
import { HelpArticle } from "../../../src/components/help/help-article"

const article = {
  slug: "working-hours",
  title: "Working hours: reminders only while you work",
  summary: "Reminders run in the hours you choose.",
  topic: "Breaks and reminders",
  updated: "2026-11-25",
  displayUpdated: "November 25, 2026",
  status: "published" as const,
  html: '<p>Intro.</p><h2 id="when">When reminders run</h2><p>...</p><h2 id="outside">Outside your hours</h2>',
  headings: [
    { id: "when", text: "When reminders run", depth: 2 },
    { id: "outside", text: "Outside your hours", depth: 2 },
  ],
}

describe("HelpArticle", () => {
  it("says where the article sits and when it was updated, then its contents and body", () => {
    render(<HelpArticle article={article} siblings={[]} />)
    const breadcrumb = screen.getByRole("navigation", { name: "Breadcrumb" })
    expect(within(breadcrumb).getByRole("link", { name: "Help" })).toHaveAttribute("href", "/help")
    expect(within(breadcrumb).getByRole("link", { name: "Breaks and reminders" })).toHaveAttribute("href", "/help#breaks-and-reminders")
    expect(screen.getByRole("heading", { level: 1, name: article.title })).toBeInTheDocument()
    expect(screen.getByText("November 25, 2026")).toHaveAttribute("datetime", "2026-11-25")
    expect(
      within(screen.getByRole("navigation", { name: "On this page" })).getByRole("link", { name: "Outside your hours" }),
    ).toHaveAttribute("href", "#outside")
    expect(screen.getByRole("heading", { level: 2, name: "When reminders run" })).toHaveAttribute("id", "when")
  })

  it("lists the other articles of its topic, and the way on when the answer was not there", () => {
    render(<HelpArticle article={article} siblings={[{ slug: "break-schedule", title: "The break schedule" }]} />)
    const more = screen.getByRole("navigation", { name: "More in Breaks and reminders" })
    expect(within(more).getByRole("link", { name: "The break schedule" })).toHaveAttribute("href", "/help/break-schedule")
    const stuck = screen.getByRole("region", { name: "Still stuck?" })
    expect(within(stuck).getByRole("link", { name: "Send feedback" })).toHaveAttribute("href", "/feedback")
  })

  it("labels a draft, which only the editor's preview shows", () => {
    render(<HelpArticle article={{ ...article, status: "draft" }} siblings={[]} />)
    expect(screen.getByText("Draft: not published")).toBeInTheDocument()
  })
})

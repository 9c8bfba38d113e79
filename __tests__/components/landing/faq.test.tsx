import React from "react"
import fs from "fs"
import path from "path"
import sanitizeHtml from "sanitize-html"
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Faq } from "../../../src/components/landing/faq"
import { faqItemId } from "../../../src/lib/faq-ids"
import { fillFacts } from "../../../src/lib/fill-facts"
import { FAQ_ALLOWED_HTML } from "../../../src/lib/sanitize-options"

const items = JSON.parse(fs.readFileSync(path.join(__dirname, "../../../content/data/faq.json"), "utf8")) as Array<{
  question: string
  answer: string
}>

/** The items as the page's query gives them: each answer through `answerHtml` (the build fills its facts and sanitises it), each anchor as the build works it out. */
const asBuilt = (answerHtml: (answer: string, options: typeof FAQ_ALLOWED_HTML) => string) =>
  items.map((item) => ({
    question: item.question,
    answerHtml: answerHtml(fillFacts(item.answer, "html"), FAQ_ALLOWED_HTML),
    anchor: faqItemId(item.question),
  }))

describe("Faq", () => {
  it("renders every question in faq.json as its own closed, expandable item", () => {
    const { container } = render(<Faq items={asBuilt((answer) => answer)} />)
    const details = container.querySelectorAll("details")
    expect(details).toHaveLength(items.length)
    details.forEach((item) => expect(item).not.toHaveAttribute("open"))
    expect([...container.querySelectorAll("summary")].map((summary) => summary.textContent)).toEqual(items.map((item) => item.question))
  })

  // Keyboard toggling is native <details> behaviour; jsdom lacks it, so e2e/landing.spec.ts checks it in Chromium.
  it("opens and closes an answer on click", async () => {
    render(<Faq items={asBuilt(sanitizeHtml)} />)
    const summary = screen.getByText("Is there a free trial?")
    const details = summary.closest("details")!
    expect(details).not.toHaveAttribute("open")
    await userEvent.click(summary)
    expect(details).toHaveAttribute("open")
    await userEvent.click(summary)
    expect(details).not.toHaveAttribute("open")
  })

  it("renders answer links as links", () => {
    render(<Faq items={asBuilt(sanitizeHtml)} />)
    expect(screen.getByRole("link", { name: "pricing", hidden: true })).toHaveAttribute("href", "/pricing")
  })
})

describe("FAQ sanitising", () => {
  it("keeps emphasis and links, drops scripts and event handlers, hardens external links", () => {
    const dirty =
      '<p onclick="x()">Hi <strong>there</strong><script>alert(1)</script> <a href="javascript:alert(1)">bad</a> <a href="https://example.com">ok</a></p>'
    const clean = sanitizeHtml(dirty, FAQ_ALLOWED_HTML)
    expect(clean).toBe(
      '<p>Hi <strong>there</strong> <a>bad</a> <a href="https://example.com" target="_blank" rel="noopener noreferrer">ok</a></p>',
    )
  })

  it("writes one safe rel on every link to another site, however it is spelt, and keeps none an editor wrote (issue 40)", () => {
    const links = ["//example.com", "HTTPS://example.com", "/\\example.com", " https://example.com"].map(
      (href) => `<a href="${href}" rel="opener" target="_self">x</a>`,
    )
    const clean = sanitizeHtml(`<p>${links.join(" ")} <a href="/pricing" rel="opener" target="_blank">ours</a></p>`, FAQ_ALLOWED_HTML)
    const anchors = [...new DOMParser().parseFromString(clean, "text/html").querySelectorAll("a")]
    expect(anchors.map((anchor) => [anchor.getAttribute("rel"), anchor.getAttribute("target")])).toEqual([
      ...links.map(() => ["noopener noreferrer", "_blank"]),
      [null, null],
    ])
  })
})

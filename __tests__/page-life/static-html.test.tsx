import React from "react"
import { render, screen } from "@testing-library/react"
import { StaticHtml } from "../../src/page-life/static-html"
import { startFirstLoad } from "../../src/page-life/marker"
import { hydrate, renderAfterNavigation, serverHtml } from "../support/server-html"

const rendered = jest.fn()

function Section({ title }: { title: string }) {
  rendered(title)
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      <details>
        <summary>A question</summary>
        <p>An answer</p>
      </details>
    </section>
  )
}

const page = (title: string) => (
  <StaticHtml id="kept">
    <Section title={title} />
  </StaticHtml>
)

beforeEach(() => {
  rendered.mockClear()
  startFirstLoad()
  document.body.innerHTML = ""
})

describe("StaticHtml", () => {
  it("sends its sections in the server's HTML", () => {
    document.body.innerHTML = serverHtml(page("Problems"))
    expect(screen.getByRole("heading", { name: "Problems" })).toBeInTheDocument()
  })

  it("keeps the server's HTML as sent when the page hydrates, without rendering its sections again", () => {
    const container = document.createElement("div")
    container.innerHTML = serverHtml(page("Problems"))
    document.body.appendChild(container)
    // A visitor opened the FAQ item before the JavaScript ran.
    container.querySelector("details")!.open = true
    rendered.mockClear()

    hydrate(page("Problems"), container)

    expect(rendered).not.toHaveBeenCalled()
    expect(screen.getByRole("heading", { name: "Problems" })).toBeInTheDocument()
    expect(container.querySelector("details")).toHaveAttribute("open")
  })

  it("renders its sections on a page reached by client-side navigation, even beside the previous page's", () => {
    renderAfterNavigation(page("Problems"), page("Features"))
    expect(rendered).toHaveBeenCalledWith("Features")
    expect(screen.getByRole("heading", { name: "Features" })).toBeInTheDocument()
  })

  it("renders its sections where the server sent none (a client-only render)", () => {
    render(page("Testimonials"))
    expect(screen.getByRole("heading", { name: "Testimonials" })).toBeInTheDocument()
  })
})

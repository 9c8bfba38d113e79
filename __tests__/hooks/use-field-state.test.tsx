import React from "react"
import { render, screen, within } from "@testing-library/react"
import { NewsletterForm } from "../../src/components/forms/newsletter-form"

const formField = () => within(screen.getByRole("form", { name: "Newsletter signup" })).getByRole("textbox")

/** The server-rendered field a visitor typed into before the page's script ran. */
function serverField(value: string) {
  const field = document.createElement("input")
  field.id = "early-email"
  field.value = value
  document.body.prepend(field)
  return field
}

describe("useFieldState", () => {
  afterEach(() => {
    delete document.documentElement.dataset.hydrated
    document.getElementById("early-email")?.remove()
  })

  it("starts from what the visitor typed into the server-rendered field", () => {
    serverField("typed-early@example.com")
    render(<NewsletterForm idPrefix="early" />)
    expect(formField()).toHaveValue("typed-early@example.com")
    expect(screen.getByRole("button", { name: "Join" })).toBeEnabled()
  })

  it("starts empty once the page is interactive (a page reached by navigation)", () => {
    serverField("from another page")
    document.documentElement.dataset.hydrated = "true"
    render(<NewsletterForm idPrefix="early" />)
    expect(formField()).toHaveValue("")
  })
})

import React from "react"
import { render, screen, within } from "@testing-library/react"
import { NewsletterForm } from "../../src/components/forms/newsletter-form"

const formField = () => within(screen.getByRole("form", { name: "Newsletter signup" })).getByRole("textbox")

/** The server-rendered field a visitor typed into before its island woke. */
function serverField(value: string) {
  const field = document.createElement("input")
  field.id = "early-email"
  field.value = value
  document.body.prepend(field)
  return field
}

describe("useFieldState", () => {
  afterEach(() => document.getElementById("early-email")?.remove())

  it("starts from what the visitor typed into the server-rendered field", () => {
    serverField("typed-early@example.com")
    render(<NewsletterForm idPrefix="early" />)
    expect(formField()).toHaveValue("typed-early@example.com")
    expect(screen.getByRole("button", { name: "Join" })).toBeEnabled()
  })
})

import type React from "react"
import { render, screen } from "@testing-library/react"

/**
 * Renders a form of src/components/forms/email-pair-form.tsx (the feedback or the licence reset form)
 * and finds its fields by their labels and its submit button by its name, as a visitor does.
 */
export function renderEmailPair(form: React.ReactElement, secondLabel: string, submit: RegExp | string) {
  render(form)
  return {
    email: screen.getByLabelText("Email"),
    second: screen.getByLabelText(secondLabel),
    button: () => screen.getByRole("button", { name: submit }),
  }
}

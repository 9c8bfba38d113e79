import React from "react"
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { NewsletterForm } from "../../../src/components/forms/newsletter-form"
import { messages } from "../../../src/lib/messages"
import { answerWith, answers, sent, useMsw } from "../../support/msw"

useMsw()

const setup = () => {
  render(<NewsletterForm idPrefix="test" />)
  return { email: screen.getByLabelText("Email address"), button: screen.getByRole("button", { name: "Join" }) }
}

describe("NewsletterForm", () => {
  it("has a required email field of type email", () => {
    const { email } = setup()
    expect(email).toHaveAttribute("type", "email")
    expect(email).toBeRequired()
  })

  // The stub's contract (scripts/product-api/contract.cjs) rejects the first address and drops the connection for the second.
  it.each([
    ["a server error", "fail@example.com"],
    ["a network failure", "offline@example.com"],
  ])("keeps the email and shows the error on %s", async (_name, address) => {
    const { email, button } = setup()
    await userEvent.type(email, address)
    await userEvent.click(button)
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.newsletter.failure)
    expect(email).toHaveValue(address)
  })

  it("sends once when clicked twice quickly", async () => {
    answerWith("newsletter", { ...answers.newsletter.success, delayMs: 50 })
    const { email, button } = setup()
    await userEvent.type(email, "reader@example.com")
    await userEvent.dblClick(button)
    await screen.findByText(messages.newsletter.success)
    expect(sent).toHaveLength(1)
  })
})

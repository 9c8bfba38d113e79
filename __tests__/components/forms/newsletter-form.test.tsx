import React from "react"
import { fireEvent, render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { NewsletterForm } from "../../../src/components/forms/newsletter-form"
import { messages } from "../../../src/lib/messages"
import { answerWhenReleased, answerWith, answers, sent, useMsw } from "../../support/msw"

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

  it("shows Joining... while sending, then thanks the visitor and clears the field", async () => {
    answerWith("newsletter", { ...answers.newsletter.success, delayMs: 50 })
    const { email, button } = setup()
    await userEvent.type(email, "reader@example.com")
    await userEvent.click(button)
    expect(screen.getByRole("button", { name: "Joining..." })).toBeDisabled()
    expect(await screen.findByText(messages.newsletter.success)).toBeInTheDocument()
    expect(screen.getByRole("status")).toHaveTextContent(messages.newsletter.success)
    expect(email).toHaveValue("")
    await expect(sent[0].json()).resolves.toEqual({ email: "reader@example.com" })
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

  it("keeps the field read-only while the request is in flight", async () => {
    const release = answerWhenReleased("newsletter", answers.newsletter.success)
    const { email, button } = setup()
    await userEvent.type(email, "reader@example.com")
    expect(email).not.toHaveAttribute("readonly")
    await userEvent.click(button)
    expect(email).toHaveAttribute("readonly")
    await userEvent.type(email, " and more")
    expect(email).toHaveValue("reader@example.com")
    release()
    await screen.findByText(messages.newsletter.success)
    expect(email).not.toHaveAttribute("readonly")
  })

  it("on success clears only what was sent: a field changed meanwhile (by autofill, by a script) is kept", async () => {
    const release = answerWhenReleased("newsletter", answers.newsletter.success)
    const { email, button } = setup()
    await userEvent.type(email, "reader@example.com")
    await userEvent.click(button)
    fireEvent.change(email, { target: { value: "another@example.com" } })
    release()
    await screen.findByText(messages.newsletter.success)
    expect(email).toHaveValue("another@example.com")
    await expect(sent[0].json()).resolves.toEqual({ email: "reader@example.com" })
  })
})

import React from "react"
import { fireEvent, render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { FeedbackForm } from "../../../src/components/forms/feedback-form"
import { messages } from "../../../src/lib/messages"
import { answerWhenReleased, answerWith, answers, sent, useMsw } from "../../support/msw"

useMsw()

const setup = () => {
  render(<FeedbackForm />)
  return {
    email: screen.getByLabelText("Email"),
    message: screen.getByLabelText("Message"),
    button: () => screen.getByRole("button", { name: /Send/ }),
  }
}

describe("FeedbackForm", () => {
  it("keeps the button disabled until both fields have more than spaces", async () => {
    const { email, message, button } = setup()
    expect(button()).toBeDisabled()
    await userEvent.type(email, "me@example.com")
    await userEvent.type(message, "   ")
    expect(button()).toBeDisabled()
    await userEvent.type(message, "Love it")
    expect(button()).toBeEnabled()
  })

  it("rejects an invalid email without calling the API and marks the field", async () => {
    const { email, message, button } = setup()
    await userEvent.type(email, "me@example")
    await userEvent.type(message, "Hello")
    await userEvent.click(button())
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.invalidEmail)
    expect(email).toHaveAttribute("aria-invalid", "true")
    expect(email).toHaveAttribute("aria-describedby", "feedback-error")
    expect(email).toHaveFocus()
    expect(sent).toHaveLength(0)
  })

  it("sends, shows Sending..., thanks and clears both fields", async () => {
    answerWith("feedback", { ...answers.feedback.success, delayMs: 50 })
    const { email, message, button } = setup()
    await userEvent.type(email, "me@example.com")
    await userEvent.type(message, "Please add a standing reminder")
    await userEvent.click(button())
    expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled()
    await screen.findByText(messages.feedback.success)
    expect(screen.getByRole("status")).toHaveTextContent(messages.feedback.success)
    expect(email).toHaveValue("")
    expect(message).toHaveValue("")
    await expect(sent[0].json()).resolves.toEqual({ email: "me@example.com", message: "Please add a standing reminder" })
  })

  // The API's answers come from its contract (scripts/product-api/contract.cjs): the stub answers these addresses so.
  it.each([
    ["the server's errorType", "spam@example.com", `${messages.genericError}: SPAM_DETECTED`],
    ["no errorType (an HTML error page)", "error@example.com", messages.genericError],
    ["a network failure", "offline@example.com", messages.network],
  ])("shows %s and keeps what was typed", async (_name, address, text) => {
    const { email, message, button } = setup()
    await userEvent.type(email, address)
    await userEvent.type(message, "My long message")
    await userEvent.click(button())
    await screen.findByText(text)
    expect(screen.getByRole("alert")).toHaveTextContent(new RegExp(`^${text.replace(/[.?]/g, "\\$&")}$`))
    expect(email).toHaveValue(address)
    expect(message).toHaveValue("My long message")
  })

  it("keeps both fields read-only while the request is in flight", async () => {
    const release = answerWhenReleased("feedback", answers.feedback.success)
    const { email, message, button } = setup()
    await userEvent.type(email, "me@example.com")
    await userEvent.type(message, "Please add a standing reminder")
    await userEvent.click(button())
    expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled()
    expect(email).toHaveAttribute("readonly")
    expect(message).toHaveAttribute("readonly")
    await userEvent.type(message, " and more")
    expect(message).toHaveValue("Please add a standing reminder")
    release()
    await screen.findByText(messages.feedback.success)
    expect(email).not.toHaveAttribute("readonly")
    expect(message).not.toHaveAttribute("readonly")
  })

  it("on success clears only what was sent: a field changed meanwhile (by autofill, by a script) is kept", async () => {
    const release = answerWhenReleased("feedback", answers.feedback.success)
    const { email, message, button } = setup()
    await userEvent.type(email, "me@example.com")
    await userEvent.type(message, "Please add a standing reminder")
    await userEvent.click(button())
    fireEvent.change(message, { target: { value: "Please add a standing reminder, typed meanwhile" } })
    release()
    await screen.findByText(messages.feedback.success)
    expect(email).toHaveValue("")
    expect(message).toHaveValue("Please add a standing reminder, typed meanwhile")
  })
})

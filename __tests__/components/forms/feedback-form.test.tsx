import React from "react"
import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { FeedbackForm } from "../../../src/components/forms/feedback-form"
import { messages } from "../../../src/lib/messages"
import { renderEmailPair } from "../../support/email-pair-form"
import { useMsw } from "../../support/msw"

useMsw()

const setup = () => {
  const { second: message, ...rest } = renderEmailPair(<FeedbackForm />, "Message", /Send/)
  return { message, ...rest }
}

describe("FeedbackForm", () => {
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
})

import React from "react"
import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { FeedbackForm } from "../../../src/components/forms/feedback-form"
import { LicenseResetForm } from "../../../src/components/forms/license-reset-form"
import { messages } from "../../../src/lib/messages"
import { renderEmailPair } from "../../support/email-pair-form"
import { sent, useMsw } from "../../support/msw"

useMsw()

/**
 * The feedback and licence reset forms are one component (src/components/forms/email-pair-form.tsx)
 * with an email field and a second one: what it does before it sends is asserted once, for each.
 */
describe.each([
  { name: "FeedbackForm", form: <FeedbackForm />, id: "feedback", second: "Message", submit: "Send feedback" },
  { name: "LicenseResetForm", form: <LicenseResetForm />, id: "license-reset", second: "License key", submit: "Reset license" },
])("$name", ({ form, id, second, submit }) => {
  const setup = () => renderEmailPair(form, second, submit)

  it("keeps the button disabled until both fields have more than spaces", async () => {
    const { email, second: other, button } = setup()
    expect(button()).toBeDisabled()
    await userEvent.type(email, "me@example.com")
    await userEvent.type(other, "   ")
    expect(button()).toBeDisabled()
    await userEvent.type(other, "K")
    expect(button()).toBeEnabled()
  })

  it.each(["me@example", "buyer@example.c"])(
    "rejects an invalid email (%s) without calling the API and marks the field",
    async (address) => {
      const { email, second: other, button } = setup()
      await userEvent.type(email, address)
      await userEvent.type(other, "Hello")
      await userEvent.click(button())
      expect(await screen.findByRole("alert")).toHaveTextContent(messages.invalidEmail)
      expect(email).toHaveAttribute("aria-invalid", "true")
      expect(email).toHaveAttribute("aria-describedby", `${id}-error`)
      expect(email).toHaveFocus()
      expect(sent).toHaveLength(0)
    },
  )
})

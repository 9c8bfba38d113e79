import React from "react"
import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { LicenseResetForm } from "../../../src/components/forms/license-reset-form"
import { messages } from "../../../src/lib/messages"
import { renderEmailPair } from "../../support/email-pair-form"
import { answerWith, answers, useMsw } from "../../support/msw"

useMsw()

const setup = () => {
  const { second: key, ...rest } = renderEmailPair(<LicenseResetForm />, "License key", /Reset license|Processing/)
  return { key, ...rest }
}

const fill = async (email: HTMLElement, key: HTMLElement) => {
  await userEvent.type(email, "buyer@example.com")
  await userEvent.type(key, "RSPT-1234-ABCD")
}

describe("LicenseResetForm", () => {
  it("has an email field and a plain text key field", () => {
    const { email, key } = setup()
    expect(email).toHaveAttribute("type", "email")
    expect(key).toHaveAttribute("type", "text")
  })

  it.each([
    [answers.licenseReset.USER_NOT_FOUND, messages.licenseReset.byErrorType.USER_NOT_FOUND],
    [answers.licenseReset.NO_ACCESS, messages.licenseReset.byErrorType.NO_ACCESS],
    [answers.licenseReset.RESET_LIMIT_EXCEEDED, messages.licenseReset.byErrorType.RESET_LIMIT_EXCEEDED],
    [{ status: 500, body: { errorType: "SOMETHING", message: "Database busy" } }, `${messages.genericError}: Database busy`],
    [answers.licenseReset["unknown errorType without a message"], messages.genericError],
    [{ status: 500, body: {} }, messages.genericError],
  ])("maps %j to its message and keeps the input", async (answer, text) => {
    answerWith("licenseReset", answer)
    const { email, key, button } = setup()
    await fill(email, key)
    await userEvent.click(button())
    await screen.findByText(text)
    expect(screen.getByRole("alert")).toHaveTextContent(text)
    expect(email).toHaveValue("buyer@example.com")
    expect(key).toHaveValue("RSPT-1234-ABCD")
  })

  it("shows the network message when the server cannot be reached", async () => {
    answerWith("licenseReset", answers.licenseReset["connection lost"])
    const { email, key, button } = setup()
    await fill(email, key)
    await userEvent.click(button())
    expect(await screen.findByText(messages.network)).toBeInTheDocument()
    expect(key).toHaveValue("RSPT-1234-ABCD")
  })
})

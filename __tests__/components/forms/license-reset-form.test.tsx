import React from "react"
import { fireEvent, render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { LicenseResetForm } from "../../../src/components/forms/license-reset-form"
import { messages } from "../../../src/lib/messages"
import { answerWhenReleased, answerWith, answers, sent, useMsw } from "../../support/msw"

useMsw()

const setup = () => {
  render(<LicenseResetForm />)
  return {
    email: screen.getByLabelText("Email"),
    key: screen.getByLabelText("License key"),
    button: () => screen.getByRole("button", { name: /Reset license|Processing/ }),
  }
}

const fill = async (email: HTMLElement, key: HTMLElement) => {
  await userEvent.type(email, "buyer@example.com")
  await userEvent.type(key, "RSPT-1234-ABCD")
}

describe("LicenseResetForm", () => {
  it("has an email field and a plain text key field, disabled until both are filled", async () => {
    const { email, key, button } = setup()
    expect(email).toHaveAttribute("type", "email")
    expect(key).toHaveAttribute("type", "text")
    expect(button()).toBeDisabled()
    await userEvent.type(email, "buyer@example.com")
    await userEvent.type(key, "  ")
    expect(button()).toBeDisabled()
    await userEvent.type(key, "K")
    expect(button()).toBeEnabled()
  })

  it("validates the email pattern", async () => {
    const { email, key, button } = setup()
    await userEvent.type(email, "buyer@example.c")
    await userEvent.type(key, "KEY")
    await userEvent.click(button())
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.invalidEmail)
    expect(sent).toHaveLength(0)
  })

  it("shows Processing..., then success and clears both fields", async () => {
    answerWith("licenseReset", { ...answers.licenseReset.success, delayMs: 50 })
    const { email, key, button } = setup()
    await fill(email, key)
    await userEvent.click(button())
    expect(screen.getByRole("button", { name: "Processing..." })).toBeDisabled()
    expect(await screen.findByText(messages.licenseReset.success)).toBeInTheDocument()
    expect(email).toHaveValue("")
    expect(key).toHaveValue("")
    await expect(sent[0].json()).resolves.toEqual({ email: "buyer@example.com", licenseKey: "RSPT-1234-ABCD" })
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

  it("keeps both fields read-only while the request is in flight", async () => {
    const release = answerWhenReleased("licenseReset", answers.licenseReset.success)
    const { email, key, button } = setup()
    await userEvent.type(email, "me@example.com")
    await userEvent.type(key, "RSPT-1234-ABCD")
    await userEvent.click(button())
    expect(screen.getByRole("button", { name: "Processing..." })).toBeDisabled()
    expect(email).toHaveAttribute("readonly")
    expect(key).toHaveAttribute("readonly")
    await userEvent.type(key, " and more")
    expect(key).toHaveValue("RSPT-1234-ABCD")
    release()
    await screen.findByText(messages.licenseReset.success)
    expect(email).not.toHaveAttribute("readonly")
    expect(key).not.toHaveAttribute("readonly")
  })

  it("on success clears only what was sent: a field changed meanwhile (by autofill, by a script) is kept", async () => {
    const release = answerWhenReleased("licenseReset", answers.licenseReset.success)
    const { email, key, button } = setup()
    await userEvent.type(email, "me@example.com")
    await userEvent.type(key, "RSPT-1234-ABCD")
    await userEvent.click(button())
    fireEvent.change(key, { target: { value: "RSPT-1234-ABCD, typed meanwhile" } })
    release()
    await screen.findByText(messages.licenseReset.success)
    expect(email).toHaveValue("")
    expect(key).toHaveValue("RSPT-1234-ABCD, typed meanwhile")
  })
})

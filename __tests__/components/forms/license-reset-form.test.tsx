import React from "react"
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { http, HttpResponse, delay } from "msw"
import { LicenseResetForm } from "../../../src/components/forms/license-reset-form"
import { answers, api, server, sent, toResponse, useMsw } from "../../support/msw"

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
    expect(await screen.findByRole("alert")).toHaveTextContent("Please enter a valid email address")
    expect(sent).toHaveLength(0)
  })

  it("shows Processing..., then success and clears both fields", async () => {
    server.use(
      http.post(api("licenseReset"), async () => {
        await delay(50)
        return toResponse(answers.licenseReset.success)
      }),
    )
    const { email, key, button } = setup()
    await fill(email, key)
    await userEvent.click(button())
    expect(screen.getByRole("button", { name: "Processing..." })).toBeDisabled()
    expect(await screen.findByText("License reset successfully")).toBeInTheDocument()
    expect(email).toHaveValue("")
    expect(key).toHaveValue("")
    await expect(sent[0].json()).resolves.toEqual({ email: "buyer@example.com", licenseKey: "RSPT-1234-ABCD" })
  })

  it.each([
    [answers.licenseReset.USER_NOT_FOUND, "No matching user found for the provided email and license key"],
    [answers.licenseReset.NO_ACCESS, "This license does not have access"],
    [answers.licenseReset.RESET_LIMIT_EXCEEDED, "Reset limit exceeded. Please contact support for assistance"],
    [{ status: 500, body: { errorType: "SOMETHING", message: "Database busy" } }, "An error occurred: Database busy"],
    [answers.licenseReset["unknown errorType without a message"], "An error occurred"],
    [{ status: 500, body: {} }, "An error occurred"],
  ])("maps %j to its message and keeps the input", async (answer, text) => {
    server.use(http.post(api("licenseReset"), () => toResponse(answer)))
    const { email, key, button } = setup()
    await fill(email, key)
    await userEvent.click(button())
    await screen.findByText(text)
    expect(screen.getByRole("alert")).toHaveTextContent(text)
    expect(email).toHaveValue("buyer@example.com")
    expect(key).toHaveValue("RSPT-1234-ABCD")
  })

  it("shows the network message when the server cannot be reached", async () => {
    server.use(http.post(api("licenseReset"), () => HttpResponse.error()))
    const { email, key, button } = setup()
    await fill(email, key)
    await userEvent.click(button())
    expect(
      await screen.findByText("Network error: Unable to connect to the server. Please check your connection and try again."),
    ).toBeInTheDocument()
    expect(key).toHaveValue("RSPT-1234-ABCD")
  })
})

import React, { StrictMode } from "react"
import { render, screen } from "@testing-library/react"
import { http, delay } from "msw"
import { UnsubscribeStatus } from "../../../src/components/unsubscribe/unsubscribe-status"
import { answers, api, server, sent, toResponse, useMsw } from "../../support/msw"

useMsw()

const renderWith = (search: string) =>
  render(
    <StrictMode>
      <UnsubscribeStatus search={search} />
    </StrictMode>,
  )

describe("UnsubscribeStatus", () => {
  it("without a hash says the link is invalid and makes no call", async () => {
    renderWith("")
    expect(await screen.findByText("Invalid unsubscribe link")).toBeInTheDocument()
    expect(sent).toHaveLength(0)
  })

  it("shows the spinner text, then success, calling once even in strict mode", async () => {
    server.use(
      http.delete(api("unsubscribe"), async () => {
        await delay(30)
        return toResponse(answers.unsubscribe.success)
      }),
    )
    renderWith("?unsubscribeHash=abc%2F123")
    expect(screen.getByText("Processing your request...")).toBeInTheDocument()
    expect(await screen.findByText("You have been successfully unsubscribed from our newsletter.")).toBeInTheDocument()
    expect(sent).toHaveLength(1)
    expect(new URL(sent[0].url).pathname).toBe("/v1/newsletter/unsubscribe/abc%2F123")
  })

  // Hashes the stub's contract (scripts/product-api/contract.cjs) rejects, fails on, or drops the connection for.
  it.each([
    ["expired", "An error occurred: This unsubscribe link has expired"],
    ["broken", "Invalid unsubscribe link. Please check your email for the correct link."],
    ["offline", "Network error: Unable to connect to the server. Please check your connection and try again."],
  ])("shows the right error for the hash %s", async (hash, text) => {
    renderWith(`?unsubscribeHash=${hash}`)
    expect(await screen.findByRole("alert")).toHaveTextContent(text)
  })
})

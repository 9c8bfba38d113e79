import React, { StrictMode } from "react"
import { render, screen } from "@testing-library/react"
import { http, HttpResponse, delay } from "msw"
import { UnsubscribeStatus } from "../../../src/components/unsubscribe/unsubscribe-status"
import { api, server, sent, useMsw } from "../../support/msw"

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
      http.delete(api("/v1/newsletter/unsubscribe/:hash"), async () => {
        await delay(30)
        return HttpResponse.json({})
      }),
    )
    renderWith("?unsubscribeHash=abc%2F123")
    expect(screen.getByText("Processing your request...")).toBeInTheDocument()
    expect(await screen.findByText("You have been successfully unsubscribed from our newsletter.")).toBeInTheDocument()
    expect(sent).toHaveLength(1)
    expect(new URL(sent[0].url).pathname).toBe("/v1/newsletter/unsubscribe/abc%2F123")
  })

  it.each([
    [() => HttpResponse.json({ errorMessage: "Subscriber not found" }, { status: 404 }), "An error occurred: Subscriber not found"],
    [() => new HttpResponse("", { status: 500 }), "Invalid unsubscribe link. Please check your email for the correct link."],
    [() => HttpResponse.error(), "Network error: Unable to connect to the server. Please check your connection and try again."],
  ])("shows the right error (%#)", async (answer, text) => {
    server.use(http.delete(api("/v1/newsletter/unsubscribe/:hash"), answer))
    renderWith("?unsubscribeHash=h")
    expect(await screen.findByRole("alert")).toHaveTextContent(text)
  })
})

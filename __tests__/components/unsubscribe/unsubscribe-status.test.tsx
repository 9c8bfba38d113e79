import React, { StrictMode } from "react"
import { render, screen } from "@testing-library/react"
import { UnsubscribeStatus } from "../../../src/components/unsubscribe/unsubscribe-status"
import { messages } from "../../../src/lib/messages"
import { calls } from "../../../src/lib/product-api"
import { MAX_UNSUBSCRIBE_HASH_LENGTH } from "../../../src/lib/validation"
import { answerWith, answers, sent, useMsw } from "../../support/msw"

useMsw()

/** The page opened at /newsletter-unsubscribe`search`: the component reads the address. */
function renderWith(search: string) {
  window.history.replaceState(null, "", `/newsletter-unsubscribe${search}`)
  return render(
    <StrictMode>
      <UnsubscribeStatus />
    </StrictMode>,
  )
}

describe("UnsubscribeStatus", () => {
  it("without a hash says the link is invalid and makes no call", async () => {
    renderWith("")
    expect(await screen.findByText(messages.unsubscribe.missingHash)).toBeInTheDocument()
    expect(sent).toHaveLength(0)
  })

  // docs/product-api.md: the specification gives the hash no format, so only what cannot be one is refused.
  it.each([
    ["a dot, which the URL parser would resolve away (DELETE .../unsubscribe/)", "."],
    ["two dots (DELETE /v1/newsletter/)", ".."],
    ["two dots with spaces around them", "%20..%20"],
    ["a control character", "abc%0Adef"],
    ["a tab", "abc%09def"],
    ["a C1 control character", "abc%C2%85def"],
    [`more than ${MAX_UNSUBSCRIBE_HASH_LENGTH} characters`, "a".repeat(MAX_UNSUBSCRIBE_HASH_LENGTH + 1)],
  ])("refuses %s without a call: the link cannot be a real one", async (_name, hash) => {
    renderWith(`?unsubscribeHash=${hash}`)
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.unsubscribe.fallback)
    expect(sent).toHaveLength(0)
  })

  it.each([
    [`${MAX_UNSUBSCRIBE_HASH_LENGTH} characters`, "a".repeat(MAX_UNSUBSCRIBE_HASH_LENGTH)],
    ["dots among other characters", "a..b"],
    ["three dots", "..."],
  ])("calls once for a hash of %s", async (_name, hash) => {
    renderWith(`?unsubscribeHash=${hash}`)
    expect(await screen.findByText(messages.unsubscribe.success)).toBeInTheDocument()
    expect(sent).toHaveLength(1)
    expect(new URL(sent[0].url).pathname).toBe(calls.unsubscribe.path.replace(":unsubscribeHash", hash))
  })

  it("shows the spinner text, then success, calling once even in strict mode", async () => {
    answerWith("unsubscribe", { ...answers.unsubscribe.success, delayMs: 30 })
    renderWith("?unsubscribeHash=abc%2F123")
    expect(screen.getByText(messages.unsubscribe.processing)).toBeInTheDocument()
    expect(await screen.findByText(messages.unsubscribe.success)).toBeInTheDocument()
    expect(sent).toHaveLength(1)
    expect(new URL(sent[0].url).pathname).toBe(calls.unsubscribe.path.replace(":unsubscribeHash", "abc%2F123"))
  })

  // Hashes the stub's contract (scripts/product-api/contract.cjs) rejects, fails on, or drops the connection for.
  it.each([
    ["expired", `${messages.genericError}: This unsubscribe link has expired`],
    ["broken", messages.unsubscribe.fallback],
    ["offline", messages.network],
  ])("shows the right error for the hash %s", async (hash, text) => {
    renderWith(`?unsubscribeHash=${hash}`)
    expect(await screen.findByRole("alert")).toHaveTextContent(text)
  })
})

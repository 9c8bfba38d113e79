import React from "react"
import { render, screen } from "@testing-library/react"
import { NoScriptNote } from "../../../src/components/ui/no-script-note"
import { NewsletterForm } from "../../../src/components/forms/newsletter-form"
import { FeedbackForm } from "../../../src/components/forms/feedback-form"
import { LicenseResetForm } from "../../../src/components/forms/license-reset-form"
import { CopyCode } from "../../../src/components/ui/copy-code"
import { UnsubscribeStatus } from "../../../src/components/unsubscribe/unsubscribe-status"
import { messages } from "../../../src/lib/messages"
import { site } from "../../../src/config/site"
import { serverHtml } from "../../support/server-html"

/** The text with the contact address in place of "{contact}", as a visitor reads it. */
const read = (text: string) => text.replace("{contact}", site.contactEmail)
const noteFor = (text: string) => screen.getByText((_, element) => element?.tagName === "P" && element.textContent === read(text))

// CSS shows these notes only when JavaScript is off (@media (scripting: none)); e2e/no-js/ checks that in Chromium.
describe("what a control that needs JavaScript says when it is off", () => {
  it("names the contact address as a mailto link", () => {
    render(<NoScriptNote text={messages.noScript.newsletter} />)
    const note = noteFor(messages.noScript.newsletter)
    expect(note).toHaveTextContent(`To join the newsletter, write to ${site.contactEmail}.`)
    expect(screen.getByRole("link", { name: site.contactEmail })).toHaveAttribute("href", `mailto:${site.contactEmail}`)
  })

  it.each([
    ["the newsletter form", <NewsletterForm key="n" idPrefix="test" />, messages.noScript.newsletter],
    ["the feedback form", <FeedbackForm key="f" />, messages.noScript.feedback],
    ["the licence form", <LicenseResetForm key="l" />, messages.noScript.licenseReset],
    ["the copy button", <CopyCode key="c" code="RESPITE20" label="Your code" />, messages.noScript.copyCode],
    ["the unsubscribe page", <UnsubscribeStatus key="u" />, messages.noScript.unsubscribe],
  ])("%s has its note", (_name, ui, text) => {
    document.body.innerHTML = serverHtml(ui)
    expect(noteFor(text)).toBeInTheDocument()
  })

  it("forms post when they are sent at all, so an address never lands in a URL", () => {
    document.body.innerHTML = serverHtml(
      <>
        <NewsletterForm idPrefix="test" />
        <FeedbackForm />
        <LicenseResetForm />
      </>,
    )
    for (const form of screen.getAllByRole("form")) expect(form).toHaveAttribute("method", "post")
  })

  it("the copy button is disabled in the server's HTML: it does nothing until its JavaScript runs", () => {
    document.body.innerHTML = serverHtml(<CopyCode code="RESPITE20" label="Your code" />)
    expect(screen.getByRole("button", { name: "Copy code" })).toBeDisabled()
  })
})

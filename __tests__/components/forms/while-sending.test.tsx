import React from "react"
import { fireEvent, render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { FeedbackForm } from "../../../src/components/forms/feedback-form"
import { LicenseResetForm } from "../../../src/components/forms/license-reset-form"
import { NewsletterForm } from "../../../src/components/forms/newsletter-form"
import { messages } from "../../../src/lib/messages"
import { type CallId } from "../../../src/lib/product-api"
import { answerWhenReleased, answerWith, answers, sent, useMsw } from "../../support/msw"

useMsw()

/**
 * What a form does between its submit and the API's answer is the same for every form (one call in
 * flight, src/hooks/use-submission.ts; fields read-only meanwhile and only what was sent cleared,
 * src/components/forms/email-pair-form.tsx and newsletter-form.tsx), so it is asserted once, for
 * each form: its fields as a visitor types them (the last is the one changed while the request is in
 * flight), its buttons, its thanks and what it sends.
 */
const forms: {
  name: string
  form: React.ReactElement
  call: CallId & keyof typeof answers
  fields: [label: string, value: string][]
  submit: string
  busy: string
  success: string
  body: Record<string, string>
}[] = [
  {
    name: "FeedbackForm",
    form: <FeedbackForm />,
    call: "feedback",
    fields: [
      ["Email", "me@example.com"],
      ["Message", "Please add a standing reminder"],
    ],
    submit: "Send feedback",
    busy: "Sending...",
    success: messages.feedback.success,
    body: { email: "me@example.com", message: "Please add a standing reminder" },
  },
  {
    name: "LicenseResetForm",
    form: <LicenseResetForm />,
    call: "licenseReset",
    fields: [
      ["Email", "me@example.com"],
      ["License key", "RSPT-1234-ABCD"],
    ],
    submit: "Reset license",
    busy: "Processing...",
    success: messages.licenseReset.success,
    body: { email: "me@example.com", licenseKey: "RSPT-1234-ABCD" },
  },
  {
    name: "NewsletterForm",
    form: <NewsletterForm idPrefix="test" />,
    call: "newsletter",
    fields: [["Email address", "reader@example.com"]],
    submit: "Join",
    busy: "Joining...",
    success: messages.newsletter.success,
    body: { email: "reader@example.com" },
  },
]

describe.each(forms)("$name", ({ form, call, fields, submit, busy, success, body }) => {
  /** Renders the form, types every field and submits it, with the answer held until the test releases it. */
  const submitHeld = async () => {
    const release = answerWhenReleased(call, answers[call].success)
    render(form)
    const inputs = fields.map(([label]) => screen.getByLabelText(label))
    for (const [index, [, value]] of fields.entries()) await userEvent.type(inputs[index], value)
    for (const input of inputs) expect(input).not.toHaveAttribute("readonly")
    await userEvent.click(screen.getByRole("button", { name: submit }))
    return { release, inputs, last: inputs[inputs.length - 1], lastValue: fields[fields.length - 1][1] }
  }

  it("shows its busy label while sending, then thanks the visitor and clears its fields", async () => {
    answerWith(call, { ...answers[call].success, delayMs: 50 })
    render(form)
    const inputs = fields.map(([label]) => screen.getByLabelText(label))
    for (const [index, [, value]] of fields.entries()) await userEvent.type(inputs[index], value)
    await userEvent.click(screen.getByRole("button", { name: submit }))
    expect(screen.getByRole("button", { name: busy })).toBeDisabled()
    await screen.findByText(success)
    expect(screen.getByRole("status")).toHaveTextContent(success)
    for (const input of inputs) expect(input).toHaveValue("")
    await expect(sent[0].json()).resolves.toEqual(body)
  })

  it("keeps its fields read-only while the request is in flight", async () => {
    const { release, inputs, last, lastValue } = await submitHeld()
    expect(screen.getByRole("button", { name: busy })).toBeDisabled()
    for (const input of inputs) expect(input).toHaveAttribute("readonly")
    await userEvent.type(last, " and more")
    expect(last).toHaveValue(lastValue)
    release()
    await screen.findByText(success)
    for (const input of inputs) expect(input).not.toHaveAttribute("readonly")
  })

  it("on success clears only what was sent: a field changed meanwhile (by autofill, by a script) is kept", async () => {
    const { release, inputs, last, lastValue } = await submitHeld()
    fireEvent.change(last, { target: { value: `${lastValue}, typed meanwhile` } })
    release()
    await screen.findByText(success)
    for (const input of inputs.slice(0, -1)) expect(input).toHaveValue("")
    expect(last).toHaveValue(`${lastValue}, typed meanwhile`)
    await expect(sent[0].json()).resolves.toEqual(body)
  })
})

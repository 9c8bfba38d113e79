import React, { useRef } from "react"
import type { SubmissionState } from "../../hooks/use-submission"
import type { FieldValues } from "../../page-life/carried-submits"
import { heldSubmitForm } from "../../page-life/held-submits"
import { useHeldSubmit } from "../../page-life/use-held-submit"
import { NoScriptNote, needsScript } from "../ui/no-script-note"
import { FormMessages } from "./form-messages"

type Props = {
  /** The kind of form a held submit belongs to (src/page-life/carried-submits.ts). */
  kind: string
  /** What the messages' ids start with: `${messagesId}-status`, `${messagesId}-error`. */
  messagesId: string
  /** The form's landmark name. */
  label: string
  className: string
  /** What a submit held before the page was live says when it cannot be sent (the form's network failure). */
  heldFailure: string
  /** What the form says instead when JavaScript is off (one of messages.noScript). */
  noScriptText: string
  state: SubmissionState
  /** Sends a submit made before the form was live, with what its fields held, by name. */
  sendHeld: (values: FieldValues) => void
  /** Shows a failure (the held one, when stage 1 gave up on it). */
  fail: (message: string) => void
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void
  noValidate?: boolean
  children: React.ReactNode
}

/**
 * A form sent by JavaScript only, never natively: a submit before the page is live is held and sent
 * once it is (useHeldSubmit), and with JavaScript off its fields give way to a note on what to do
 * instead. method="post" keeps what was typed out of the URL even if a browser submitted it anyway.
 * The newsletter, feedback and licence-reset forms.
 */
export function ScriptForm({
  kind,
  messagesId,
  label,
  className,
  heldFailure,
  noScriptText,
  state,
  sendHeld,
  fail,
  onSubmit,
  noValidate,
  children,
}: Props) {
  const formRef = useRef<HTMLFormElement>(null)
  useHeldSubmit(formRef, { within: `${messagesId}-error`, send: sendHeld, failed: () => fail(heldFailure) })
  return (
    <form
      ref={formRef}
      className={className}
      method="post"
      onSubmit={onSubmit}
      noValidate={noValidate}
      aria-label={label}
      {...heldSubmitForm(kind, heldFailure)}
    >
      <div className={needsScript}>{children}</div>
      <NoScriptNote text={noScriptText} />
      <FormMessages id={messagesId} state={state} />
    </form>
  )
}

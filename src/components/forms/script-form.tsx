import React, { useRef } from "react"
import type { SubmissionState } from "../../hooks/use-submission"
import { heldSubmitForm } from "../../head-scripts/held-submits"
import { useHeldSubmit, type FieldValues } from "../../hooks/use-held-submit"
import { NoScriptNote, needsScript } from "../ui/no-script-note"
import { FormMessages } from "./form-messages"

type Props = {
  /** Where the form's submit goes, for a submit held when the visitor leaves (src/lib/product-api.ts, heldSubmitRequest). */
  request: { url: string; method: string }
  /** What the messages' ids start with: `${messagesId}-status`, `${messagesId}-error`. */
  messagesId: string
  /** The form's landmark name. */
  label: string
  className: string
  /** What a submit held before the island was live says when it cannot be sent (the form's network failure). */
  heldFailure: string
  /** What the form says instead when JavaScript is off (one of messages.noScript). */
  noScriptText: string
  state: SubmissionState
  /** Sends a submit made before the form was live, with what its fields held, by name. */
  sendHeld: (values: FieldValues) => void
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void
  noValidate?: boolean
  children: React.ReactNode
}

/**
 * A form sent by JavaScript only, never natively: a submit before its island is live is held and sent
 * once it is (useHeldSubmit), and with JavaScript off its fields give way to a note on what to do
 * instead. method="post" keeps what was typed out of the URL even if a browser submitted it anyway.
 * The newsletter, feedback and licence-reset forms.
 */
export function ScriptForm({
  request,
  messagesId,
  label,
  className,
  heldFailure,
  noScriptText,
  state,
  sendHeld,
  onSubmit,
  noValidate,
  children,
}: Props) {
  const formRef = useRef<HTMLFormElement>(null)
  useHeldSubmit(formRef, { within: `${messagesId}-error`, send: sendHeld })
  return (
    <form
      ref={formRef}
      className={className}
      method="post"
      onSubmit={onSubmit}
      noValidate={noValidate}
      aria-label={label}
      {...heldSubmitForm(request, heldFailure)}
    >
      <div className={needsScript}>{children}</div>
      <NoScriptNote text={noScriptText} />
      <FormMessages id={messagesId} state={state} />
    </form>
  )
}

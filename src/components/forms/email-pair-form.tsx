import React, { useRef } from "react"
import { useFieldState } from "../../hooks/use-field-state"
import { stateBeforeLive, type FieldValues } from "../../hooks/use-held-submit"
import { HELD_SUBMIT } from "../../head-scripts/held-submits"
import type { ApiResult } from "../../lib/product-api"
import { allFilled, validateEmailForm } from "../../lib/validation"
import { EmailInput } from "./email-input"
import { ScriptForm } from "./script-form"
import { useSubmission } from "../../hooks/use-submission"
import * as styles from "./form-card.module.css"

type Props = {
  id: string
  title: string
  emailHint?: string
  second: { name: string; label: string; multiline?: boolean; hint?: string }
  idleLabel: string
  busyLabel: string
  send: (email: string, value: string) => Promise<ApiResult>
  /** Where `send` goes, for a submit held when the visitor leaves (src/lib/product-api.ts, heldSubmitRequest). */
  request: { url: string; method: string }
  toMessage: (result: ApiResult) => string
  /** What the form says instead when JavaScript is off (one of messages.noScript). */
  noScriptText: string
}

/**
 * The feedback and licence-reset forms: an email and one more required field, validated as
 * docs/spec/SITE-SPEC.md §4 and §5 say, sent once, with typed values kept on every failure and cleared on success,
 * read-only while the request is in flight.
 * Sent by JavaScript only (ScriptForm): until its island is live the button stays disabled (it starts
 * so: both fields are empty) and what was typed is kept; a submit that got through anyway is held and
 * sent once live.
 */
export function EmailPairForm({ id, title, emailHint, second, idleLabel, busyLabel, send, request, toMessage, noScriptText }: Props) {
  const secondId = `${id}-${second.name}`
  const [email, setEmail] = useFieldState(`${id}-email`)
  const [value, setValue] = useFieldState(secondId)
  /** What a submit held before the island was live says when it cannot be sent: the form's network failure (docs/spec/SITE-SPEC.md §8). */
  const heldFailure = toMessage({ ok: false, kind: "network" })
  const { state, run, fail, submitting } = useSubmission(stateBeforeLive(`${id}-error`, heldFailure))
  const emailRef = useRef<HTMLInputElement>(null)
  const secondRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)

  const invalidField = state.status === "error" ? state.field : undefined
  const errorId = `${id}-error`

  const submit = async (typedEmail: string, typedValue: string) => {
    const problem = validateEmailForm(typedEmail, typedValue)
    if (problem) {
      fail(problem.message, problem.field)
      ;(problem.field === "email" ? emailRef : secondRef).current?.focus()
      return
    }
    const sentEmail = typedEmail.trim()
    const sentValue = typedValue.trim()
    await run(async () => {
      const result = await send(sentEmail, sentValue)
      // Only what was sent is cleared: the fields are read-only meanwhile, but a value put there since stays.
      if (result.ok) {
        setEmail((now) => (now.trim() === sentEmail ? "" : now))
        setValue((now) => (now.trim() === sentValue ? "" : now))
      }
      return { ok: result.ok, message: toMessage(result) }
    })
    // The button was disabled while sending, which drops keyboard focus; give it back.
    if (document.activeElement === document.body) buttonRef.current?.focus()
  }

  // Held before hydration, with what the fields hold now (the state has not caught up yet).
  const sendHeld = (values: FieldValues) => {
    const [typedEmail, typedValue] = [values.email ?? "", values[second.name] ?? ""]
    setEmail(typedEmail)
    setValue(typedValue)
    void submit(typedEmail, typedValue)
  }

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!submitting) void submit(email, value)
  }

  const secondProps = {
    id: secondId,
    className: "input",
    name: second.name,
    required: true,
    readOnly: submitting,
    value,
    "aria-invalid": invalidField === "other" || undefined,
    "aria-describedby": invalidField === "other" ? errorId : second.hint ? `${secondId}-hint` : undefined,
  }

  return (
    <ScriptForm
      request={request}
      messagesId={id}
      label={title}
      className={styles.card}
      heldFailure={heldFailure}
      noScriptText={noScriptText}
      state={state}
      sendHeld={sendHeld}
      onSubmit={onSubmit}
      noValidate
    >
      <div className="field">
        <label htmlFor={`${id}-email`}>Email</label>
        <EmailInput
          inputRef={emailRef}
          id={`${id}-email`}
          value={email}
          onValue={setEmail}
          readOnly={submitting}
          invalid={invalidField === "email"}
          describedBy={invalidField === "email" ? errorId : emailHint ? `${id}-email-hint` : undefined}
        />
        {emailHint ? (
          <p id={`${id}-email-hint`} className="field-hint">
            {emailHint}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={secondId}>{second.label}</label>
        {second.multiline ? (
          <textarea ref={secondRef} rows={6} onChange={(event) => setValue(event.target.value)} {...secondProps} />
        ) : (
          <input
            ref={secondRef}
            type="text"
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setValue(event.target.value)}
            {...secondProps}
          />
        )}
        {second.hint ? (
          <p id={`${secondId}-hint`} className="field-hint">
            {second.hint}
          </p>
        ) : null}
      </div>
      <button
        ref={buttonRef}
        type="submit"
        className="btn btn-primary btn-large"
        disabled={submitting || !allFilled(email, value)}
        {...{ [HELD_SUBMIT.busyLabel]: busyLabel }}
      >
        {submitting ? busyLabel : idleLabel}
      </button>
    </ScriptForm>
  )
}

import React, { useRef } from "react"
import { useFieldState } from "../../page-life/use-field-state"
import { gaveUpBeforeLive, useHeldSubmit } from "../../page-life/use-held-submit"
import { HELD_SUBMIT, heldSubmitForm } from "../../page-life/held-submits"
import { NoScriptNote, needsScript } from "../ui/no-script-note"
import type { ApiResult } from "../../lib/product-api"
import { allFilled, validateEmailForm } from "../../lib/validation"
import { FormMessages } from "./form-messages"
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
  toMessage: (result: ApiResult) => string
  /** What the form says instead when JavaScript is off (one of messages.noScript). */
  noScriptText: string
}

/**
 * The feedback and licence-reset forms: an email and one more required field, validated as
 * docs/spec/SITE-SPEC.md §4 and §5 say, sent once, with typed values kept on every failure and cleared on success,
 * read-only while the request is in flight.
 * Sent by JavaScript only: until the page is live the button stays disabled (it starts so: both
 * fields are empty) and what was typed is kept; a submit that got through anyway is held and sent
 * once live; with JavaScript off the fields give way to a note on how to reach us instead.
 */
export function EmailPairForm({ id, title, emailHint, second, idleLabel, busyLabel, send, toMessage, noScriptText }: Props) {
  const secondId = `${id}-${second.name}`
  const [email, setEmail] = useFieldState(`${id}-email`)
  const [value, setValue] = useFieldState(secondId)
  /** What a submit held before the page was live says when it cannot be sent: the form's network failure (docs/spec/SITE-SPEC.md §8). */
  const heldFailure = toMessage({ ok: false, kind: "network" })
  const { state, run, fail, submitting } = useSubmission(() =>
    gaveUpBeforeLive(`${id}-error`) ? { status: "error", message: heldFailure } : { status: "idle" },
  )
  const emailRef = useRef<HTMLInputElement>(null)
  const secondRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const formRef = useRef<HTMLFormElement>(null)

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
  useHeldSubmit(formRef, {
    send: (values) => {
      const [typedEmail, typedValue] = [values.email ?? "", values[second.name] ?? ""]
      setEmail(typedEmail)
      setValue(typedValue)
      void submit(typedEmail, typedValue)
    },
    failed: () => fail(heldFailure),
  })

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
    <form
      ref={formRef}
      className={styles.card}
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-label={title}
      {...heldSubmitForm(id, heldFailure)}
    >
      <div className={needsScript}>
        <div className="field">
          <label htmlFor={`${id}-email`}>Email</label>
          <input
            ref={emailRef}
            id={`${id}-email`}
            className="input"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            readOnly={submitting}
            aria-invalid={invalidField === "email" || undefined}
            aria-describedby={invalidField === "email" ? errorId : emailHint ? `${id}-email-hint` : undefined}
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
      </div>
      <NoScriptNote text={noScriptText} />
      <FormMessages id={id} state={state} />
    </form>
  )
}

import React, { useRef, useState } from "react"
import { feedbackMessage } from "../../lib/messages"
import { sendFeedback } from "../../lib/product-api"
import { allFilled, validateEmailForm } from "../../lib/validation"
import { FormMessages } from "./form-messages"
import { useSubmission } from "./use-submission"
import * as styles from "./form-card.module.css"

const ID = "feedback"

export function FeedbackForm() {
  const [email, setEmail] = useState("")
  const [message, setMessage] = useState("")
  const { state, run, fail, submitting } = useSubmission()
  const emailRef = useRef<HTMLInputElement>(null)
  const messageRef = useRef<HTMLTextAreaElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)

  const invalidField = state.status === "error" ? state.field : undefined

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting) return
    const problem = validateEmailForm(email, message)
    if (problem) {
      fail(problem.message, problem.field)
      ;(problem.field === "email" ? emailRef : messageRef).current?.focus()
      return
    }
    await run(async () => {
      const result = await sendFeedback(email.trim(), message.trim())
      if (result.ok) {
        setEmail("")
        setMessage("")
      }
      return { ok: result.ok, message: feedbackMessage(result) }
    })
    // The button was disabled while sending, which drops keyboard focus; give it back.
    if (document.activeElement === document.body) buttonRef.current?.focus()
  }

  return (
    <form className={styles.card} onSubmit={onSubmit} noValidate aria-label="Feedback">
      <div className="field">
        <label htmlFor={`${ID}-email`}>Email</label>
        <input
          ref={emailRef}
          id={`${ID}-email`}
          className="input"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={invalidField === "email" || undefined}
          aria-describedby={invalidField === "email" ? `${ID}-error` : undefined}
        />
      </div>
      <div className="field">
        <label htmlFor={`${ID}-message`}>Message</label>
        <textarea
          ref={messageRef}
          id={`${ID}-message`}
          className="input"
          name="message"
          required
          rows={6}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          aria-invalid={invalidField === "other" || undefined}
          aria-describedby={invalidField === "other" ? `${ID}-error` : `${ID}-hint`}
        />
        <p id={`${ID}-hint`} className="field-hint">
          Ideas, bugs, questions: we read every message.
        </p>
      </div>
      <button
        ref={buttonRef}
        type="submit"
        className="btn btn-primary btn-large"
        disabled={submitting || !allFilled(email, message)}
      >
        {submitting ? "Sending..." : "Send feedback"}
      </button>
      <FormMessages id={ID} state={state} />
    </form>
  )
}

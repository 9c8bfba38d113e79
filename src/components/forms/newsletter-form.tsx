import React from "react"
import { newsletterMessage } from "../../lib/messages"
import { subscribeToNewsletter } from "../../lib/product-api"
import { useFieldState } from "../../hooks/use-field-state"
import { FormMessages } from "./form-messages"
import { useSubmission } from "../../hooks/use-submission"
import * as styles from "./newsletter-form.module.css"

type Props = {
  /** Keeps ids unique when the form appears twice on a page (landing section and footer). */
  idPrefix: string
  label?: string
  /** The form's landmark name; two forms on one page need different names. */
  name?: string
}

export function NewsletterForm({ idPrefix, label = "Email address", name = "Newsletter signup" }: Props) {
  const inputId = `${idPrefix}-email`
  const [email, setEmail] = useFieldState(inputId)
  const { state, run, submitting } = useSubmission()

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void run(async () => {
      const result = await subscribeToNewsletter(email.trim())
      if (result.ok) setEmail("")
      return { ok: result.ok, message: newsletterMessage(result) }
    })
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label={name}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className="input"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-describedby={`${idPrefix}-status ${idPrefix}-error`}
        />
        <button type="submit" className="btn btn-primary" disabled={submitting}>
          {submitting ? "Joining..." : "Join"}
        </button>
      </div>
      <FormMessages id={idPrefix} state={state} />
    </form>
  )
}

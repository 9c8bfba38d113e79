import React, { useRef } from "react"
import { messages, newsletterMessage } from "../../lib/messages"
import { subscribeToNewsletter } from "../../lib/product-api"
import { useFieldState } from "../../page-life/use-field-state"
import { gaveUpBeforeLive, useHeldSubmit } from "../../page-life/use-held-submit"
import { FormMessages } from "./form-messages"
import { useSubmission } from "../../hooks/use-submission"
import { HELD_SUBMIT, heldSubmitForm } from "../../page-life/held-submits"
import { NoScriptNote, needsScript } from "../ui/no-script-note"
import * as styles from "./newsletter-form.module.css"

type Props = {
  /** Keeps ids unique when the form appears twice on a page (landing section and footer). */
  idPrefix: string
  label?: string
  /** The form's landmark name; two forms on one page need different names. */
  name?: string
}

const BUSY_LABEL = "Joining..."

/** What a Join held before the page was live says when it cannot be sent: the form's network failure (docs/spec/SITE-SPEC.md §8). */
const HELD_FAILURE = newsletterMessage({ ok: false, kind: "network" })

/**
 * Sent by JavaScript only, never natively: a Join before the page is live is held and sent once it
 * is (useHeldSubmit), and with JavaScript off the form gives way to a note on how to join instead.
 * method="post" keeps an address out of the URL even if a browser submitted it anyway.
 */
export function NewsletterForm({ idPrefix, label = "Email address", name = "Newsletter signup" }: Props) {
  const inputId = `${idPrefix}-email`
  const [email, setEmail] = useFieldState(inputId)
  const { state, run, fail, submitting } = useSubmission(() =>
    gaveUpBeforeLive(`${idPrefix}-error`) ? { status: "error", message: HELD_FAILURE } : { status: "idle" },
  )
  const formRef = useRef<HTMLFormElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)

  const send = (address: string) => {
    setEmail(address)
    void run(async () => {
      const sent = address.trim()
      const result = await subscribeToNewsletter(sent)
      // Only what was sent is cleared: the field is read-only meanwhile, but a value put there since stays.
      if (result.ok) setEmail((now) => (now.trim() === sent ? "" : now))
      return { ok: result.ok, message: newsletterMessage(result) }
    })
  }

  // A Join pressed before hydration, with what the field holds now (the state has not caught up yet),
  // or on the page the visitor came from.
  useHeldSubmit(formRef, { send: (values) => send(values.email ?? ""), failed: () => fail(HELD_FAILURE) })

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    send(email)
  }

  return (
    <form
      ref={formRef}
      className={styles.form}
      method="post"
      onSubmit={onSubmit}
      aria-label={name}
      {...heldSubmitForm("newsletter", HELD_FAILURE)}
    >
      <div className={needsScript}>
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
        <div className={styles.row}>
          <input
            ref={inputRef}
            id={inputId}
            className="input"
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@example.com"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            readOnly={submitting}
            aria-describedby={`${idPrefix}-status ${idPrefix}-error`}
          />
          <button type="submit" className="btn btn-primary" disabled={submitting} {...{ [HELD_SUBMIT.busyLabel]: BUSY_LABEL }}>
            {submitting ? BUSY_LABEL : "Join"}
          </button>
        </div>
      </div>
      <NoScriptNote text={messages.noScript.newsletter} />
      <FormMessages id={idPrefix} state={state} />
    </form>
  )
}

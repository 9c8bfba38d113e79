import React from "react"
import { messages, newsletterMessage } from "../../lib/messages"
import { heldSubmitRequest, subscribeToNewsletter } from "../../lib/product-api"
import { useFieldState } from "../../hooks/use-field-state"
import { stateBeforeLive } from "../../hooks/use-held-submit"
import { EmailInput } from "./email-input"
import { useSubmission } from "../../hooks/use-submission"
import { HELD_SUBMIT } from "../../head-scripts/held-submits"
import { ScriptForm } from "./script-form"
import * as styles from "./newsletter-form.module.css"

type Props = {
  /** Keeps ids unique when the form appears twice on a page (landing section and footer). */
  idPrefix: string
  label?: string
  /** The form's landmark name; two forms on one page need different names. */
  name?: string
}

const BUSY_LABEL = "Joining..."

/** What a Join held before the form's island was live says when it cannot be sent: the form's network failure (docs/spec/SITE-SPEC.md §8). */
const HELD_FAILURE = newsletterMessage({ ok: false, kind: "network" })

/** Sent by JavaScript only (ScriptForm): a Join before its island is live is held and sent once it is. */
export function NewsletterForm({ idPrefix, label = "Email address", name = "Newsletter signup" }: Props) {
  const inputId = `${idPrefix}-email`
  const [email, setEmail] = useFieldState(inputId)
  const { state, run, submitting } = useSubmission(stateBeforeLive(`${idPrefix}-error`, HELD_FAILURE))

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

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    send(email)
  }

  return (
    <ScriptForm
      request={heldSubmitRequest("newsletter")}
      messagesId={idPrefix}
      label={name}
      className={styles.form}
      heldFailure={HELD_FAILURE}
      noScriptText={messages.noScript.newsletter}
      state={state}
      // A Join pressed before hydration, with what the field holds now (the state has not caught up yet).
      sendHeld={(values) => send(values.email ?? "")}
      onSubmit={onSubmit}
    >
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <EmailInput
          id={inputId}
          placeholder="you@example.com"
          value={email}
          onValue={setEmail}
          readOnly={submitting}
          describedBy={`${idPrefix}-status ${idPrefix}-error`}
        />
        <button type="submit" className="btn btn-primary" disabled={submitting} {...{ [HELD_SUBMIT.busyLabel]: BUSY_LABEL }}>
          {submitting ? BUSY_LABEL : "Join"}
        </button>
      </div>
    </ScriptForm>
  )
}

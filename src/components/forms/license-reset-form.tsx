import React, { useRef, useState } from "react"
import { licenseResetMessage } from "../../lib/messages"
import { resetLicense } from "../../lib/product-api"
import { allFilled, validateEmailForm } from "../../lib/validation"
import { FormMessages } from "./form-messages"
import { useSubmission } from "./use-submission"
import * as styles from "./form-card.module.css"

const ID = "license-reset"

export function LicenseResetForm() {
  const [email, setEmail] = useState("")
  const [licenseKey, setLicenseKey] = useState("")
  const { state, run, fail, submitting } = useSubmission()
  const emailRef = useRef<HTMLInputElement>(null)
  const keyRef = useRef<HTMLInputElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)

  const invalidField = state.status === "error" ? state.field : undefined

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting) return
    const problem = validateEmailForm(email, licenseKey)
    if (problem) {
      fail(problem.message, problem.field)
      ;(problem.field === "email" ? emailRef : keyRef).current?.focus()
      return
    }
    await run(async () => {
      const result = await resetLicense(email.trim(), licenseKey.trim())
      if (result.ok) {
        setEmail("")
        setLicenseKey("")
      }
      return { ok: result.ok, message: licenseResetMessage(result) }
    })
    if (document.activeElement === document.body) buttonRef.current?.focus()
  }

  return (
    <form className={styles.card} onSubmit={onSubmit} noValidate aria-label="Reset license">
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
          aria-describedby={invalidField === "email" ? `${ID}-error` : `${ID}-email-hint`}
        />
        <p id={`${ID}-email-hint`} className="field-hint">
          The address you bought Respite with.
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${ID}-key`}>License key</label>
        <input
          ref={keyRef}
          id={`${ID}-key`}
          className="input"
          type="text"
          name="licenseKey"
          autoComplete="off"
          spellCheck={false}
          required
          value={licenseKey}
          onChange={(event) => setLicenseKey(event.target.value)}
          aria-invalid={invalidField === "other" || undefined}
          aria-describedby={invalidField === "other" ? `${ID}-error` : undefined}
        />
      </div>
      <button
        ref={buttonRef}
        type="submit"
        className="btn btn-primary btn-large"
        disabled={submitting || !allFilled(email, licenseKey)}
      >
        {submitting ? "Processing..." : "Reset license"}
      </button>
      <FormMessages id={ID} state={state} />
    </form>
  )
}

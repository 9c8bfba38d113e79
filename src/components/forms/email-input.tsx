import React, { type RefObject } from "react"

type Props = {
  id: string
  value: string
  onValue: (value: string) => void
  readOnly: boolean
  placeholder?: string
  invalid?: boolean
  /** Ids of what describes the field: its hint, or the form's messages. */
  describedBy?: string
  inputRef?: RefObject<HTMLInputElement>
}

/** The required email field of the site's forms (newsletter, feedback, licence reset), controlled by its form. */
export function EmailInput({ id, value, onValue, readOnly, placeholder, invalid, describedBy, inputRef }: Props) {
  return (
    <input
      ref={inputRef}
      id={id}
      className="input"
      type="email"
      name="email"
      autoComplete="email"
      placeholder={placeholder}
      required
      value={value}
      onChange={(event) => onValue(event.target.value)}
      readOnly={readOnly}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    />
  )
}

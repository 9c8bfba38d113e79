import { messages } from "./messages"

/** docs/spec/SITE-SPEC.md §5: a local part, @, a domain, a dot and at least two letters. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/

export const isValidEmail = (email: string) => EMAIL_PATTERN.test(email.trim())

export const allFilled = (...values: string[]) => values.every((value) => value.trim() !== "")

export type FieldError = { field: string; message: string } | null

/** Shared by the feedback and licence forms: every field filled, then a plausible email. */
export function validateEmailForm(email: string, ...others: string[]): FieldError {
  if (!allFilled(email, ...others)) {
    const firstEmpty = email.trim() === "" ? "email" : "other"
    return { field: firstEmpty, message: messages.fillAllFields }
  }
  if (!isValidEmail(email)) return { field: "email", message: messages.invalidEmail }
  return null
}

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

/** Far longer than any real unsubscribe hash; the link's own limit, not the API's (docs/product-api.md). */
export const MAX_UNSUBSCRIBE_HASH_LENGTH = 512

/**
 * Whether `hash` (trimmed) can be an unsubscribe hash. The specification gives it no format (docs/spec/SITE-SPEC.md
 * §5: it must be present), so only what cannot be one is refused: "." and "..", which the URL parser
 * resolves out of the path (DELETE /v1/newsletter/ for ".."), control characters, and more than
 * MAX_UNSUBSCRIBE_HASH_LENGTH characters.
 */
export function canBeUnsubscribeHash(hash: string): boolean {
  return hash !== "." && hash !== ".." && !/\p{Cc}/u.test(hash) && Array.from(hash).length <= MAX_UNSUBSCRIBE_HASH_LENGTH
}

/**
 * Every message a visitor reads about a form or a call, worded exactly as the
 * specification (docs/spec/SITE-SPEC.md §4, §5 and §8), and what the forms and the copy button say
 * when JavaScript is off. Change wording here and nowhere else. What only the search page says is in
 * ./search-messages.ts: this module is in every page's JavaScript, and that one only in the search page's.
 */
import type { ApiResult } from "./product-api"

export const messages = {
  fillAllFields: "Please fill in all fields",
  invalidEmail: "Please enter a valid email address",
  network: "Network error: Unable to connect to the server. Please check your connection and try again.",
  genericError: "An error occurred",
  newsletter: {
    success: "Thank you for subscribing to our newsletter!",
    failure: "An error occurred. Please try again.",
  },
  feedback: {
    success: "Thank you for your feedback!",
  },
  licenseReset: {
    success: "License reset successfully",
    byErrorType: {
      USER_NOT_FOUND: "No matching user found for the provided email and license key",
      NO_ACCESS: "This license does not have access",
      RESET_LIMIT_EXCEEDED: "Reset limit exceeded. Please contact support for assistance",
    } as Record<string, string>,
  },
  unsubscribe: {
    processing: "Processing your request...",
    success: "You have been successfully unsubscribed from our newsletter.",
    missingHash: "Invalid unsubscribe link",
    fallback: "Invalid unsubscribe link. Please check your email for the correct link.",
  },
  /**
   * Where a page sends a visitor next, in the site's own words: at the reset limit, the one route the
   * help gives (content/help/license-reset-messages), "{contact}" being the contact address as a mailto link.
   */
  nextSteps: {
    resetLimit: "If you reach the limit, write to {contact} with your email address and license key, and we'll help.",
  },
  copyCode: {
    copied: (code: string) => `Code ${code} copied to clipboard`,
    failed: "Copying didn't work: select the code and copy it by hand.",
  },
  /**
   * What a control that needs JavaScript says when it is turned off, instead of pretending to work.
   * "{contact}" becomes the contact address (src/config/site.ts), as a mailto link.
   */
  noScript: {
    newsletter: "Signing up needs JavaScript, which is turned off in this browser. To join the newsletter, write to {contact}.",
    feedback:
      "Sending feedback from this page needs JavaScript, which is turned off in this browser. Write to {contact} instead: we read every message.",
    licenseReset:
      "Resetting a license from this page needs JavaScript, which is turned off in this browser. Write to {contact} with your license key and the email address you bought it with.",
    unsubscribe:
      "Unsubscribing from this page needs JavaScript, which is turned off in this browser. Write to {contact} from the address you subscribed with, and we'll unsubscribe you.",
    copyCode: "The copy button needs JavaScript, which is turned off in this browser: select the code and copy it.",
  },
} as const

const text = (value: unknown): string | undefined => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined)

const own = (object: object | null | undefined, key: string): boolean => object != null && Object.prototype.hasOwnProperty.call(object, key)

/**
 * A text field of the answer's body: only its own property, never one every object inherits
 * (`constructor`, `toString`), so no answer can make a message out of the language's own objects.
 */
const field = (result: ApiResult, name: string): string | undefined =>
  result.ok || result.kind === "network" || !own(result.body, name) ? undefined : text(result.body![name])

const withDetail = (detail: string | undefined) => (detail ? `${messages.genericError}: ${detail}` : messages.genericError)

export function newsletterMessage(result: ApiResult): string {
  return result.ok ? messages.newsletter.success : messages.newsletter.failure
}

export function feedbackMessage(result: ApiResult): string {
  if (result.ok) return messages.feedback.success
  if (result.kind === "network") return messages.network
  return withDetail(field(result, "errorType"))
}

export function licenseResetMessage(result: ApiResult): string {
  if (result.ok) return messages.licenseReset.success
  if (result.kind === "network") return messages.network
  const errorType = field(result, "errorType")
  // Only the three named types (own properties of the catalogue): "constructor" or "__proto__" is any other errorType.
  if (errorType && own(messages.licenseReset.byErrorType, errorType)) return messages.licenseReset.byErrorType[errorType]
  // docs/spec/SITE-SPEC.md §8: any other errorType shows the server's message, never the errorType itself.
  return withDetail(field(result, "message"))
}

export function unsubscribeMessage(result: ApiResult): string {
  if (result.ok) return messages.unsubscribe.success
  if (result.kind === "network") return messages.network
  const errorMessage = field(result, "errorMessage")
  return errorMessage ? withDetail(errorMessage) : messages.unsubscribe.fallback
}

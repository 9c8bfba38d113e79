import fs from "fs"
import path from "path"
import { feedbackMessage, licenseResetMessage, messages, newsletterMessage, unsubscribeMessage } from "../../src/lib/messages"
import type { ApiResult } from "../../src/lib/product-api"

// The one test that states the specification's wording; every other test takes its messages from
// src/lib/messages.ts. The last test checks the catalogue against the specification's own text.

const ok: ApiResult = { ok: true, status: 200, body: null }
const network: ApiResult = { ok: false, kind: "network" }
const server = (body: Record<string, unknown> | null): ApiResult => ({ ok: false, kind: "server", status: 400, body })

const NETWORK = "Network error: Unable to connect to the server. Please check your connection and try again."

describe("message catalogue (docs/spec/SITE-SPEC.md §8, verbatim)", () => {
  it("newsletter", () => {
    expect(newsletterMessage(ok)).toBe("Thank you for subscribing to our newsletter!")
    expect(newsletterMessage(network)).toBe("An error occurred. Please try again.")
    expect(newsletterMessage(server({ message: "Invalid email" }))).toBe("An error occurred. Please try again.")
  })

  it("feedback", () => {
    expect(feedbackMessage(ok)).toBe("Thank you for your feedback!")
    expect(feedbackMessage(network)).toBe(NETWORK)
    expect(feedbackMessage(server({ errorType: "RATE_LIMITED" }))).toBe("An error occurred: RATE_LIMITED")
    expect(feedbackMessage(server(null))).toBe("An error occurred")
  })

  it("licence reset", () => {
    expect(licenseResetMessage(ok)).toBe("License reset successfully")
    expect(licenseResetMessage(server({ errorType: "USER_NOT_FOUND" }))).toBe(
      "No matching user found for the provided email and license key",
    )
    expect(licenseResetMessage(server({ errorType: "NO_ACCESS" }))).toBe("This license does not have access")
    expect(licenseResetMessage(server({ errorType: "RESET_LIMIT_EXCEEDED" }))).toBe(
      "Reset limit exceeded. Please contact support for assistance",
    )
    expect(licenseResetMessage(server({ errorType: "OTHER", message: "Try later" }))).toBe("An error occurred: Try later")
    expect(licenseResetMessage(server({ errorType: "OTHER" }))).toBe("An error occurred")
    expect(licenseResetMessage(server({ errorType: "OTHER", message: "  " }))).toBe("An error occurred")
    expect(licenseResetMessage(server({}))).toBe("An error occurred")
    expect(licenseResetMessage(network)).toBe(NETWORK)
  })

  // Only the three named errorTypes are looked up; any other value, even a name every object has,
  // takes the "any other" rule, and reading it changes nothing shared.
  it.each(["constructor", "toString", "__proto__", "hasOwnProperty", "valueOf"])(
    "licence reset: errorType %s takes the rule for any other errorType",
    (errorType) => {
      const body = JSON.parse(`{"errorType": ${JSON.stringify(errorType)}, "message": "Try later"}`) as Record<string, unknown>
      expect(licenseResetMessage(server(body))).toBe("An error occurred: Try later")
      expect(licenseResetMessage(server(JSON.parse(`{"errorType": ${JSON.stringify(errorType)}}`) as Record<string, unknown>))).toBe(
        "An error occurred",
      )
      expect(Object.keys(Object.prototype)).toEqual([])
    },
  )

  it("reads only the answer's own fields, never what every object inherits", () => {
    const inherited = JSON.parse('{"__proto__": {"errorType": "SPAM", "message": "m", "errorMessage": "e"}}') as Record<string, unknown>
    expect(feedbackMessage(server(inherited))).toBe("An error occurred")
    expect(licenseResetMessage(server(inherited))).toBe("An error occurred")
    expect(unsubscribeMessage(server(inherited))).toBe("Invalid unsubscribe link. Please check your email for the correct link.")
  })

  it("unsubscribe", () => {
    expect(unsubscribeMessage(ok)).toBe("You have been successfully unsubscribed from our newsletter.")
    expect(unsubscribeMessage(server({ errorMessage: "Already unsubscribed" }))).toBe("An error occurred: Already unsubscribed")
    expect(unsubscribeMessage(network)).toBe(NETWORK)
    expect(unsubscribeMessage(server(null))).toBe("Invalid unsubscribe link. Please check your email for the correct link.")
    expect(messages.unsubscribe.missingHash).toBe("Invalid unsubscribe link")
    expect(messages.unsubscribe.processing).toBe("Processing your request...")
  })
})

describe("the catalogue against docs/spec/SITE-SPEC.md itself", () => {
  const spec = fs.readFileSync(path.join(__dirname, "../../docs/spec/SITE-SPEC.md"), "utf8")
  /** Every text of a part of the catalogue, named by its path, e.g. "licenseReset.byErrorType.NO_ACCESS". */
  const texts = (part: object, prefix = ""): [string, string][] =>
    Object.entries(part).flatMap(([key, value]) =>
      typeof value === "string"
        ? [[`${prefix}${key}`, value] as [string, string]]
        : typeof value === "object"
          ? texts(value, `${prefix}${key}.`)
          : [],
    )
  // What the copy button, a page without JavaScript and a page's next step say is the site's own
  // wording, not the specification's (as is the search page's, in src/lib/search-messages.ts).
  const { copyCode: _copyCode, noScript: _noScript, nextSteps: _nextSteps, ...fromSpec } = messages

  it.each(texts(fromSpec))("%s appears in the specification word for word", (_name, text) => {
    expect(spec).toContain(text)
  })

  it("shows a server's detail after the specification's prefix", () => {
    const detail = "{message}"
    expect(spec).toContain(`"${licenseResetMessage(server({ errorType: "OTHER", message: detail }))}"`)
    expect(spec).toContain(`"${unsubscribeMessage(server({ errorMessage: detail }))}"`)
    expect(spec).toContain(`"${messages.genericError}: " followed by the server's errorType`)
  })
})

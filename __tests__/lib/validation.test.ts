import { messages } from "../../src/lib/messages"
import { isValidEmail, validateEmailForm } from "../../src/lib/validation"

describe("validation", () => {
  it.each(["a@b.co", "first.last+tag@sub.example.org", "  padded@example.com  "])("accepts %s", (email) => {
    expect(isValidEmail(email)).toBe(true)
  })

  it.each(["plain", "a@b", "a@b.c", "a b@c.de", "@c.de", "a@.de1"])("rejects %s", (email) => {
    expect(isValidEmail(email)).toBe(false)
  })

  it("asks for every field first, then for a valid email", () => {
    expect(validateEmailForm("  ", "message")?.message).toBe(messages.fillAllFields)
    expect(validateEmailForm("a@b.co", "   ")?.message).toBe(messages.fillAllFields)
    expect(validateEmailForm("nope", "message")).toEqual({ field: "email", message: messages.invalidEmail })
    expect(validateEmailForm("a@b.co", "message")).toBeNull()
  })
})

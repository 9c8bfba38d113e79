import { isValidEmail, validateEmailForm } from "../../src/lib/validation"

describe("validation", () => {
  it.each(["a@b.co", "first.last+tag@sub.example.org", "  padded@example.com  "])("accepts %s", (email) => {
    expect(isValidEmail(email)).toBe(true)
  })

  it.each(["plain", "a@b", "a@b.c", "a b@c.de", "@c.de", "a@.de1"])("rejects %s", (email) => {
    expect(isValidEmail(email)).toBe(false)
  })

  it("asks for every field first, then for a valid email", () => {
    expect(validateEmailForm("  ", "message")?.message).toBe("Please fill in all fields")
    expect(validateEmailForm("a@b.co", "   ")?.message).toBe("Please fill in all fields")
    expect(validateEmailForm("nope", "message")).toEqual({ field: "email", message: "Please enter a valid email address" })
    expect(validateEmailForm("a@b.co", "message")).toBeNull()
  })
})

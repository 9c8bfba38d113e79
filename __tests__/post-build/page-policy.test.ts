import { withPolicyMeta } from "../../src/post-build/page-policy"

const page = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><style>a{}</style><script>x()</script></head><body></body></html>`

describe("a page's own policy in its <meta> tag", () => {
  it("comes right after the charset, before every style and script it governs", () => {
    const html = withPolicyMeta(page, "default-src 'self'")
    const at = html.indexOf(`<meta http-equiv="Content-Security-Policy" content="default-src 'self'"/>`)
    expect(at).toBeGreaterThan(html.indexOf("<meta charSet"))
    expect(at).toBeLessThan(html.indexOf("<style>"))
    expect(at).toBeLessThan(html.indexOf("<script>"))
  })

  it("replaces the policy an earlier build put there, so a rebuild never stacks two", () => {
    const once = withPolicyMeta(page, "script-src 'self' 'sha256-old'")
    const twice = withPolicyMeta(once, "script-src 'self' 'sha256-new'")
    expect(twice.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1)
    expect(twice).toContain("sha256-new")
    expect(twice).not.toContain("sha256-old")
    expect(withPolicyMeta(twice, "script-src 'self' 'sha256-new'")).toBe(twice)
  })

  it("escapes the policy for the attribute", () => {
    expect(withPolicyMeta(page, `a "b" & c`)).toContain('content="a &quot;b&quot; &amp; c"')
  })

  it("refuses a page without a charset to follow", () => {
    expect(() => withPolicyMeta("<html><head><script>x()</script></head></html>", "default-src 'self'")).toThrow(/charSet/)
  })
})

import { API, PAGES, SLUGS, expect, json, mockApi, test } from "./fixtures"

test.describe("security headers", () => {
  test("pages are served with CSP and the other headers from _headers", async ({ request }) => {
    const response = await request.get("/")
    const headers = response.headers()
    expect(headers["content-security-policy"]).toContain("default-src 'self'")
    expect(headers["content-security-policy"]).toContain(`connect-src 'self' ${new URL(API).origin}`)
    expect(headers["x-content-type-options"]).toBe("nosniff")
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
    expect(headers["permissions-policy"]).toContain("camera=()")
  })

  test("hashed bundles are cached for a year", async ({ page, request }) => {
    await page.goto("/")
    const script = await page.locator('script[src^="/app-"]').first().getAttribute("src")
    expect(script).toBeTruthy()
    const response = await request.get(script!)
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable")
  })

  for (const path of [...PAGES, `/blog/${SLUGS[0]}`, "/no-such-page"]) {
    test(`${path} runs under the CSP without violations or console errors`, async ({ page, consoleErrors }) => {
      await page.addInitScript(() => {
        ;(window as unknown as { __cspViolations: string[] }).__cspViolations = []
        document.addEventListener("securitypolicyviolation", (event) => {
          ;(window as unknown as { __cspViolations: string[] }).__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`)
        })
      })
      await mockApi(page, /\/v1\//, (route) => route.fulfill(json(200, {})))
      await page.goto(path === "/newsletter-unsubscribe" ? `${path}?unsubscribeHash=x` : path)
      await page.waitForLoadState("networkidle")
      const form = page.getByRole("contentinfo").getByRole("form", { name: "Newsletter signup" })
      await form.getByLabel("Email address").fill("csp@example.com")
      await form.getByRole("button", { name: "Join" }).click()
      await expect(form.getByRole("status")).toHaveText("Thank you for subscribing to our newsletter!")
      const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)
      expect(violations).toEqual([])
      expect(consoleErrors.filter((e) => !/status of 404/.test(e) || path !== "/no-such-page")).toEqual([])
    })
  }
})

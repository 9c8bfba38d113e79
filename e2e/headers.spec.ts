/**
 * The security headers the build ships (public/_headers, served by scripts/serve.mjs as Netlify and
 * Cloudflare Pages serve it). Every other spec also runs under them and fails on any CSP violation
 * (fixtures.ts); this one checks the headers themselves and that each page's inline code is allowed
 * by hash, hashing what the browser actually parsed rather than trusting the build's own hashing.
 */
import { site } from "../src/config/site"
import { API, LEGAL_ORIGIN, NOT_FOUND, PAGES, SLUGS, answers, expect, fulfill, mockApi, test } from "./fixtures"

const ROUTES = [...PAGES, ...SLUGS.map((slug) => `/blog/${slug}`)]
const LEGAL_PAGES: readonly string[] = site.legalWidget.pages

const REQUIRED = {
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
}

/** A policy as directive name -> its sources. */
function parsePolicy(policy: string): Record<string, string[]> {
  expect(policy, "one policy per response (two would both be enforced)").not.toContain(",")
  return Object.fromEntries(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  )
}

function expectStrictPolicy(policy: Record<string, string[]>, path: string, { meta = false } = {}) {
  for (const directive of ["script-src", "style-src"]) {
    expect(policy[directive], `${path} ${directive}`).not.toContain("'unsafe-inline'")
    expect(policy[directive], `${path} ${directive}`).not.toContain("'unsafe-eval'")
  }
  expect(policy["default-src"]).toEqual(["'self'"])
  expect(policy["object-src"]).toEqual(["'none'"])
  expect(policy["base-uri"]).toEqual(["'self'"])
  expect(policy["form-action"]).toEqual(["'self'"])
  if (!meta) expect(policy["frame-ancestors"]).toEqual(["'none'"])
  // The product API may be called, nothing else about it is trusted.
  const apiOrigin = new URL(API).origin
  expect(policy["connect-src"]).toContain(apiOrigin)
  for (const [name, sources] of Object.entries(policy)) if (name !== "connect-src") expect(sources, name).not.toContain(apiOrigin)
  // The legal widget's origin only where the widget is.
  const mentionsLegal = Object.values(policy).some((sources) => sources.includes(LEGAL_ORIGIN))
  expect(mentionsLegal, `${path} allows ${LEGAL_ORIGIN}`).toBe(LEGAL_PAGES.includes(path))
}

/** SHA-256 of every inline script, style element and style attribute, as the browser parsed them. */
const inlineHashes = (page: import("@playwright/test").Page) =>
  page.evaluate(async () => {
    const hash = async (text: string) => {
      const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))
      return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`
    }
    const scripts = [...document.querySelectorAll("script:not([src])")].map((element) => element.textContent ?? "")
    const styles = [...document.querySelectorAll("style")].map((element) => element.textContent ?? "")
    const attributes = [...document.querySelectorAll("[style]")].map((element) => element.getAttribute("style") ?? "")
    return {
      scripts: await Promise.all(scripts.map(hash)),
      styles: await Promise.all(styles.map(hash)),
      attributes: await Promise.all(attributes.map(hash)),
    }
  })

test.describe("security headers", () => {
  for (const path of ROUTES) {
    test(`${path}: the required headers and a strict, hash-based policy that allows its inline code`, async ({ browser, request }) => {
      const response = await request.get(path)
      const headers = response.headers()
      for (const [name, value] of Object.entries(REQUIRED)) expect(headers[name], name).toBe(value)
      expect(headers["permissions-policy"]).toContain("camera=()")
      const policy = parsePolicy(headers["content-security-policy"])
      expectStrictPolicy(policy, path)

      // What the server sent, before any script ran: a fresh page with JavaScript off.
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(path)
      const inline = await inlineHashes(page)
      await context.close()
      expect(inline.scripts.filter((hash) => !policy["script-src"].includes(hash)), "inline scripts without a hash").toEqual([])
      expect(inline.styles.filter((hash) => !policy["style-src"].includes(hash)), "inline styles without a hash").toEqual([])
      expect(inline.attributes.filter((hash) => !policy["style-src"].includes(hash)), "style attributes without a hash").toEqual([])
      if (inline.attributes.length > 0) expect(policy["style-src"]).toContain("'unsafe-hashes'")
    })
  }

  test("a missing page answers 404 with the common headers and its own policy in a <meta> tag", async ({ page, request, expectedConsoleErrors }) => {
    expectedConsoleErrors.push(NOT_FOUND)
    const response = await request.get("/no-such-page")
    expect(response.status()).toBe(404)
    for (const [name, value] of Object.entries(REQUIRED)) expect(response.headers()[name], name).toBe(value)
    // No per-page rule matches an unknown path, so no second policy can arrive by header.
    expect(response.headers()["content-security-policy"]).toBeUndefined()
    await page.goto("/no-such-page")
    const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content")
    expectStrictPolicy(parsePolicy(meta ?? ""), "/no-such-page", { meta: true })
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page does not exist")
    await page.getByRole("link", { name: "Back to the home page" }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test("hashed bundles are cached for a year, and only this build's bundles are listed", async ({ page, request }) => {
    await page.goto("/")
    const scripts = await page.locator('script[src^="/"]').evaluateAll((elements) => elements.map((e) => e.getAttribute("src")))
    expect(scripts.length).toBeGreaterThan(0)
    for (const src of scripts) {
      expect((await request.get(src!)).headers()["cache-control"], src!).toBe("public, max-age=31536000, immutable")
    }
    expect((await request.get("/_headers")).status()).toBe(404)
  })

  test("the footer's legal links load the legal pages as documents, under their own policy", async ({ page }) => {
    await page.goto("/pricing")
    const navigation = page.waitForResponse((response) => response.url().endsWith("/privacy-policy"))
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click()
    expect(parsePolicy((await navigation).headers()["content-security-policy"])["script-src"]).toContain(LEGAL_ORIGIN)
    await expect.poll(() => page.evaluate(() => (window as unknown as { __legalWidgetLoaded?: boolean }).__legalWidgetLoaded)).toBe(true)
  })

  test("a form call reaches the product API under the policy", async ({ page }) => {
    await mockApi(page, /\/v1\//, (route) => fulfill(route, answers.feedback.success))
    await page.goto("/offers")
    const form = page.getByRole("contentinfo").getByRole("form", { name: "Newsletter signup" })
    await form.getByLabel("Email address").fill("csp@example.com")
    await form.getByRole("button", { name: "Join" }).click()
    await expect(form.getByRole("status")).toHaveText("Thank you for subscribing to our newsletter!")
  })
})

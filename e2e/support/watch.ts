/**
 * What every page a test opens is watched for: console errors, uncaught page errors and
 * Content-Security-Policy violations. Every test runs under the headers the build ships
 * (scripts/serve.mjs applies public/_headers), so every interaction the suite performs is also a
 * check of the policy: any violation, or any console error the test did not expect, fails it
 * (./test.ts judges them when the test ends).
 */
import { expect, type Page } from "@playwright/test"
import { site } from "../../src/config/site"

/** What the pages of a test have reported since it was last judged. */
export type Reports = { errors: string[]; violations: string[] }

/** Where the legal-text widget's script comes from (src/config/site.ts); never reachable from tests. */
export const LEGAL_ORIGIN = new URL(site.legalWidget.scriptUrl).origin

/** What Chromium logs for a response with an error status (a 404 page, an API error) or a refused connection. */
export const FAILED_REQUEST = /^Failed to load resource: /

/** What Chromium logs when a page, or Gatsby's data for it, is not found: the 404 page itself. */
export const NOT_FOUND = /^Failed to load resource: the server responded with a status of 404/

/**
 * Watches a page for as long as it is open, reporting into `into()` (the reports of the test using
 * it now); the legal widget's CDN, which is not reachable from here, answers with an empty script.
 * What this adds to the page stays for the page's life.
 */
export async function watch(page: Page, into: () => Reports): Promise<void> {
  page.on("console", (message) => {
    if (message.type() === "error") into().errors.push(message.text())
  })
  page.on("pageerror", (error) => into().errors.push(error.message))
  await page.route(`${LEGAL_ORIGIN}/**`, (route) =>
    route.fulfill({ status: 200, contentType: "application/javascript", body: "window.__legalWidgetLoaded = true" }),
  )
  await page.exposeBinding("__reportCspViolation", (_source, report: string) => into().violations.push(report))
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation
      report(`${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI || "inline code"} (${event.sample})`)
    })
  })
}

/** Fails the test on what its pages reported that it did not expect; takes the reports, so each is judged once. */
export function expectNothingUnexpected(reports: Reports, expected: readonly RegExp[]): void {
  const errors = reports.errors.splice(0)
  const violations = reports.violations.splice(0)
  expect(
    errors.filter((error) => !expected.some((pattern) => pattern.test(error))),
    "console errors",
  ).toEqual([])
  expect(violations, "Content-Security-Policy violations").toEqual([])
}

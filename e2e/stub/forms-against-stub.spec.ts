/**
 * Every documented input of the local API stub (docs/product-api.md), typed into the forms of a
 * build that calls the running stub, as an editor would after `npm start`. No route is intercepted:
 * the answers travel from scripts/product-api/stub.cjs over the network, under the shipped CSP.
 * Runs as the "stub" project (E2E_API_STUB=1 with a build for it; scripts/test-all.sh does both).
 */
import type { Locator, Page } from "@playwright/test"
import { endpoints } from "../../scripts/product-api/contract.cjs"
import { messages } from "../../src/lib/messages"
import { API, FAILED_REQUEST, expect, test } from "../fixtures"

type Endpoint = (typeof endpoints)[number]

/** Where each call's form is, the part of the page holding it, its button and its waiting label. */
const forms: Record<
  Exclude<Endpoint["id"], "unsubscribe">,
  { path: string; within: (page: Page) => Locator; submit: string; waiting: string }
> = {
  newsletter: {
    path: "/pricing",
    within: (page) => page.getByRole("contentinfo").getByRole("form", { name: "Newsletter signup" }),
    submit: "Join",
    waiting: "Joining...",
  },
  feedback: { path: "/feedback", within: (page) => page.getByRole("main"), submit: "Send feedback", waiting: "Sending..." },
  licenseReset: {
    path: "/manage-your-license",
    within: (page) => page.getByRole("main"),
    submit: "Reset license",
    waiting: "Processing...",
  },
}

const labels: Record<string, RegExp> = { email: /^Email( address)?$/, message: /^Message$/, licenseKey: /^License key$/ }
const defaults: Record<string, string> = { email: "editor@example.com", message: "Trying the stub", licenseKey: "RSPT-0000-TEST" }

async function submit(page: Page, endpoint: Endpoint, input: Record<string, string>) {
  if (endpoint.id === "unsubscribe") {
    await page.goto(`/newsletter-unsubscribe?unsubscribeHash=${encodeURIComponent(input.unsubscribeHash ?? "a1b2c3")}`)
    return page.getByRole("main")
  }
  const { path, within, submit } = forms[endpoint.id]
  await page.goto(path)
  const form = within(page)
  for (const field of endpoint.fields) await form.getByLabel(labels[field]).fill(input[field] ?? defaults[field])
  await form.getByRole("button", { name: submit }).click()
  return form
}

test.beforeEach(async ({ page, expectedConsoleErrors }) => {
  // Error answers and the dropped connection are logged by Chromium as failed requests.
  expectedConsoleErrors.push(FAILED_REQUEST)
  expect(new URL(API).hostname, "this project needs a build that calls the local stub (see scripts/test-all.sh)").toBe("localhost")
  // Proves no test here answers for the stub: every call must leave the browser.
  await page.route(`${API}/**`, (route) => route.continue())
})

for (const endpoint of endpoints) {
  test.describe(`${endpoint.method} ${endpoint.path}`, () => {
    test(`any other input: ${endpoint.successSees}`, async ({ page }) => {
      const form = await submit(page, endpoint, {})
      await expect(form.getByRole("status").filter({ hasText: endpoint.successSees })).toBeVisible()
    })

    for (const scenario of endpoint.scenarios) {
      test(`${JSON.stringify(scenario.input)}: ${scenario.visitorSees}`, async ({ page }) => {
        // Set up before the form is sent (the unsubscribe page calls as it loads); only a held answer is timed.
        const answered = scenario.answer.delayMs
          ? page.waitForResponse((response) => response.url().startsWith(`${API}/v1/`) && response.request().method() !== "OPTIONS")
          : undefined
        const form = await submit(page, endpoint, scenario.input)
        if (scenario.answer.delayMs) {
          const waiting =
            endpoint.id === "unsubscribe"
              ? form.getByText(messages.unsubscribe.processing)
              : form.getByRole("button", { name: forms[endpoint.id].waiting })
          await expect(waiting).toBeVisible()
          await expect(form.getByRole("status").filter({ hasText: endpoint.successSees })).toBeVisible({
            timeout: scenario.answer.delayMs + 5000,
          })
          await expect(waiting).toBeHidden()
          // The stub held the answer for the documented time, by the browser's own timing of the call.
          const timing = (await answered)!.request().timing()
          expect(timing.responseStart - timing.requestStart).toBeGreaterThanOrEqual(scenario.answer.delayMs)
        } else {
          await expect(form.getByRole("alert")).toHaveText(scenario.visitorSees)
        }
      })
    }
  })
}

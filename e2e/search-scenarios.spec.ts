/**
 * The shared search scenarios (e2e/support/scenarios/search.ts) in Chromium, with the page live and with its
 * bundles held back; e2e/no-js/search-scenarios.spec.ts runs them with JavaScript off, and
 * e2e/webkit/search.spec.ts in WebKit.
 */
import { NOT_FOUND, test } from "./support/test"
import { searchScenarios } from "./support/scenarios/search"
import { playwrightVisitor } from "./support/visitor/playwright"

for (const scenario of searchScenarios) {
  for (const mode of scenario.modes.filter((each) => each !== "off")) {
    test(`${scenario.name} (JavaScript ${mode})`, async ({ page, expectedConsoleErrors }) => {
      // The 404 page's scenario opens a page that does not exist: Chromium logs its status.
      expectedConsoleErrors.push(NOT_FOUND)
      await scenario.run(playwrightVisitor(page, mode))
    })
  }
}

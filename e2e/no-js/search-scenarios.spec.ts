/** The shared search scenarios (e2e/support/scenarios/search.ts) with JavaScript off, as in WebKit with it off. */
import { NOT_FOUND, test } from "../support/test"
import { searchScenarios } from "../support/scenarios/search"
import { playwrightVisitor } from "../support/visitor/playwright"

for (const scenario of searchScenarios.filter((each) => each.modes.includes("off"))) {
  test(`${scenario.name} (JavaScript off)`, async ({ page, expectedConsoleErrors }) => {
    // The 404 page's scenario opens a page that does not exist: Chromium logs its status.
    expectedConsoleErrors.push(NOT_FOUND)
    await scenario.run(playwrightVisitor(page, "off"))
  })
}

/**
 * The shared search scenarios (e2e/support/scenarios/search.ts) in WebKit: with JavaScript on (live and
 * held back) in the "webkit" project, and off in "webkit-no-js" (playwright.config.ts), as
 * e2e/webkit/controls.spec.ts runs the controls'.
 */
import { searchScenarios } from "../support/scenarios/search"
import { webDriverVisitor } from "../support/visitor/webdriver"
import { webDriverTest } from "../support/webdriver-test"

for (const scenario of searchScenarios) {
  for (const mode of scenario.modes) {
    webDriverTest(`${scenario.name} (JavaScript ${mode})`, { tag: mode === "off" ? "@js-off" : "@js-on" }, async ({ site }) => {
      await scenario.run(webDriverVisitor(site, mode))
    })
  }
}

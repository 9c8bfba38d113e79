/**
 * The shared scenarios (e2e/support/scenarios/controls.ts) in Chromium, with the page live and with its
 * bundles held back; e2e/no-js/controls.spec.ts runs them with JavaScript off, and
 * e2e/webkit/controls.spec.ts in WebKit.
 */
import { controls } from "./support/scenarios/controls"
import { PHONE } from "./support/scenarios/phone"
import { test } from "./support/test"
import { playwrightVisitor } from "./support/visitor/playwright"

for (const scenario of controls) {
  for (const mode of scenario.modes.filter((each) => each !== "off")) {
    test(`${scenario.name} (JavaScript ${mode})`, { tag: scenario.measuresTime ? ["@timing"] : [] }, async ({ page }) => {
      if (scenario.phone) await page.setViewportSize(PHONE)
      await scenario.run(playwrightVisitor(page, mode))
    })
  }
}

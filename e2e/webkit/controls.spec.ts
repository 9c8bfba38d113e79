/**
 * The shared scenarios (e2e/support/scenarios/controls.ts) in WebKit: with JavaScript on (the page live,
 * and its bundles held back) in the "webkit" project, and with it off in "webkit-no-js"
 * (playwright.config.ts). The same scenarios run in Chromium (e2e/controls.spec.ts, e2e/no-js/).
 */
import { controls } from "../support/scenarios/controls"
import { PHONE } from "../support/scenarios/phone"
import { webDriverVisitor } from "../support/visitor/webdriver"
import { expect, webDriverTest } from "../support/webdriver-test"

for (const scenario of controls) {
  for (const mode of scenario.modes) {
    // Tagged for the project whose browser session has JavaScript on (live, held) or off, and, if it
    // measures time as it passes, for the projects that run alone at the end (playwright.config.ts).
    const tag = [mode === "off" ? "@js-off" : "@js-on", ...(scenario.measuresTime ? ["@timing"] : [])]
    webDriverTest(`${scenario.name} (JavaScript ${mode})`, { tag }, async ({ site }) => {
      const visitor = webDriverVisitor(site, mode)
      const desktop = await visitor.viewport()
      if (scenario.phone) {
        const phone = await visitor.resize(PHONE.width, PHONE.height)
        // MiniBrowser's toolbar keeps its window from getting narrower than a 447 px viewport: still a phone's layout.
        expect(phone.width, "a viewport narrow enough for the mobile menu").toBeLessThan(768)
      }
      try {
        await scenario.run(visitor)
      } finally {
        if (scenario.phone) await visitor.resize(desktop.width, desktop.height)
      }
    })
  }
}

import AxeBuilder from "@axe-core/playwright"
import { postPath } from "../src/lib/blog-paths"
import { HELP_ARTICLES, LIST_PAGES, NOT_FOUND, PAGES, SLUGS, expect, settled, visitTest as test } from "./fixtures"

const ALL = [...new Set([...PAGES, ...LIST_PAGES, ...SLUGS.map(postPath), ...HELP_ARTICLES]), "/not-a-page"]

for (const path of ALL) {
  test(`${path} has no axe violations, in light and in dark`, async ({ page, expectedConsoleErrors }) => {
    if (path === "/not-a-page") expectedConsoleErrors.push(NOT_FOUND)
    // page.goto waits for the load event and the live page (e2e/fixtures.ts): images and styles are in.
    await page.goto(path)
    // axe's default mode runs each scan in every frame and gathers the results in a blank page it
    // opens for the purpose: about 2 s a scan here, most of the suite's time. The site's pages
    // have no frames, so the scan runs in the page alone (AxeBuilder's legacy mode: one axe.run);
    // a page that gains a frame fails here, to be scanned in the frame-aware mode instead.
    expect(page.frames(), `${path}: a frame axe's single-page scan would not reach`).toHaveLength(1)
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      // Colours change with a transition: axe reads them once it has ended.
      await settled(page)
      // "experimental" brings in rules axe leaves off by default, such as label-content-name-mismatch
      // (WCAG 2.5.3: a control's accessible name contains its visible text, for voice control). In
      // dark, only the colours differ from light: the colour rules run again.
      // Only violations are asserted: axe skips collecting the passes and the incomplete results.
      const axe = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ["violations"] })
      const results = await (
        scheme === "light"
          ? axe.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice", "experimental"])
          : axe.withRules(["color-contrast", "link-in-text-block"])
      ).analyze()
      const violations = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
      expect(violations, `${path} in ${scheme}`).toEqual([])
    }
  })
}

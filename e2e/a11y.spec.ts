import AxeBuilder from "@axe-core/playwright"
import { postPath } from "../src/lib/blog-paths"
import { LIST_PAGES, NOT_FOUND, PAGES, SLUGS, expect, test } from "./fixtures"

const ALL = [...new Set([...PAGES, ...LIST_PAGES, ...SLUGS.map(postPath)]), "/not-a-page"]

for (const scheme of ["light", "dark"] as const) {
  test.describe(`axe (${scheme})`, () => {
    test.use({ colorScheme: scheme })
    for (const path of ALL) {
      test(`${path} has no violations`, async ({ page, expectedConsoleErrors }) => {
        if (path === "/not-a-page") expectedConsoleErrors.push(NOT_FOUND)
        await page.goto(path)
        await page.waitForLoadState("networkidle")
        // "experimental" brings in rules axe leaves off by default, such as label-content-name-mismatch
        // (WCAG 2.5.3: a control's accessible name contains its visible text, for voice control).
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice", "experimental"])
          .analyze()
        const violations = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
        expect(violations).toEqual([])
      })
    }
  })
}

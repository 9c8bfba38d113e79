import AxeBuilder from "@axe-core/playwright"
import { PAGES, SLUGS, expect, test } from "./fixtures"

const ALL = [...PAGES, `/blog/${SLUGS[0]}`, `/blog/${SLUGS[1]}`, "/not-a-page"]

for (const scheme of ["light", "dark"] as const) {
  test.describe(`axe (${scheme})`, () => {
    test.use({ colorScheme: scheme })
    for (const path of ALL) {
      test(`${path} has no serious or critical violations`, async ({ page }) => {
        await page.goto(path)
        await page.waitForLoadState("networkidle")
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze()
        const serious = results.violations
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
        expect(serious).toEqual([])
      })
    }
  })
}

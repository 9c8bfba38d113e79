import { postPath } from "../src/lib/blog-paths"
import { injectAxe, runAxe } from "./support/axe"
import { HELP_ARTICLES, LIST_PAGES, PAGES, SLUGS } from "./support/built-site"
import { NOT_FOUND, expect, open, settled, test } from "./support/test"

const ALL = [...new Set([...PAGES, ...LIST_PAGES, ...SLUGS.map(postPath), ...HELP_ARTICLES]), "/not-a-page"]

for (const path of ALL) {
  test(`${path} has no axe violations, in light and in dark`, async ({ page, expectedConsoleErrors }) => {
    if (path === "/not-a-page") expectedConsoleErrors.push(NOT_FOUND)
    // open() waits for the load event and the live page: images and styles are in.
    await open(page, path)
    // axe can scan every frame of a page and gather the results in a blank page it opens for the
    // purpose, which costs a page of its own per scan. The site's pages have no frames, so each scan
    // is one axe.run in the page (e2e/support/axe.ts); a page that gains a frame fails here, to be
    // scanned frame by frame.
    expect(page.frames(), `${path}: a frame a scan of the page's document would not reach`).toHaveLength(1)
    await injectAxe(page)
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      // Colours change with a transition: axe reads them once it has ended.
      await settled(page)
      // "experimental" brings in rules axe leaves off by default, such as label-content-name-mismatch
      // (WCAG 2.5.3: a control's accessible name contains its visible text, for voice control). In
      // dark, only the colours differ from light: the colour rules run again.
      // Only violations are asserted: axe skips collecting the passes and the incomplete results.
      const results = await runAxe(page, {
        resultTypes: ["violations"],
        runOnly:
          scheme === "light"
            ? { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice", "experimental"] }
            : { type: "rule", values: ["color-contrast", "link-in-text-block"] },
      })
      const violations = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
      expect(violations, `${path} in ${scheme}`).toEqual([])
    }
  })
}

/**
 * `test`'s page is shared by the tests of a worker (e2e/support/test.ts), so a route or an init
 * script a spec added with Playwright's own methods would reach the next test. The lint step
 * refuses those in spec files, and page.goto, naming the helpers to use instead (eslint.config.mjs);
 * this drives ESLint as `npm test` does (which lints every spec as it is).
 */
import { lint } from "../support/eslint"

const SPEC = `
import { test } from "./support/test"

test("a visit", async ({ page }) => {
  await page.route("**/v1/**", (route) => route.abort())
  await page.addInitScript(() => undefined)
  await page.goto("/")
})
`

describe("the rule on the shared page", () => {
  it("refuses page.route, page.addInitScript and page.goto in a spec, naming the helper to use", () => {
    const messages = lint(SPEC, "e2e/example.spec.ts")
    for (const helper of ["routeForTest(", "initScriptForTest(", "open(page, path)"]) {
      expect(messages.filter((message) => message.includes(helper))).toHaveLength(1)
    }
  })
})

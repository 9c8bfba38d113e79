/**
 * The page that `test` shares between the tests of a worker (e2e/support/test.ts): what one test
 * adds to it (an answer to a call, an init script) does not reach the next, which sees the page as
 * a new one. The two run in order, in one worker (playwright.config.ts: one worker, not fully parallel).
 */
import { API, FAILED_REQUEST, answers, expect, fulfill, initScriptForTest, mockApi, open, test } from "./support/test"
import { calls } from "../src/lib/product-api"

type Marked = Window & { added?: boolean }

test.describe.serial("the shared page", () => {
  test("a test answers a call and adds an init script", async ({ page }) => {
    await mockApi(page, "newsletter", (route) => fulfill(route, answers.newsletter.success))
    await initScriptForTest(page, () => ((window as Marked).added = true))
    await open(page, "/pricing")
    expect(await page.evaluate(() => (window as Marked).added)).toBe(true)
  })

  test("the next test has neither", async ({ page, expectedConsoleErrors }) => {
    // The API is not reachable from the tests: without the answer, the call fails.
    expectedConsoleErrors.push(FAILED_REQUEST)
    await open(page, "/pricing")
    expect(await page.evaluate(() => (window as Marked).added), "the earlier test's init script").toBeUndefined()
    const url = `${API}${calls.newsletter.path}`
    const answered = await page.evaluate(
      (to) =>
        fetch(to, { method: "POST" }).then(
          () => true,
          () => false,
        ),
      url,
    )
    expect(answered, "the earlier test's answer to the call").toBe(false)
  })
})

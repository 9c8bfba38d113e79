/**
 * The search page in Chromium, beyond what the shared scenario checks in every engine
 * (e2e/support/scenarios/controls.ts: results as the visitor types, nothing found, before the JavaScript
 * arrives): the keyboard, what screen readers hear, an address with ?q=, a result that is an FAQ
 * answer, and that no other page loads the search code or its index.
 */
import { site } from "../src/config/site"
import { searchMessages } from "../src/lib/search-messages"
import { SEARCH_INDEX_DIR } from "../src/search/search-index-dir"
import { HELP_ARTICLES, PAGES } from "./support/built-site"
import { expect, open, test } from "./support/test"

const box = (page: import("@playwright/test").Page) => page.getByRole("searchbox", { name: /^Search help articles/ })
const results = (page: import("@playwright/test").Page) => page.getByRole("list", { name: /^Results for/ })

test.describe("search", () => {
  test("an address with ?q= opens with that search, and the count is announced", async ({ page }) => {
    await open(page, `${site.search.path}?q=trial`)
    await expect(box(page)).toHaveValue("trial")
    await expect(results(page).getByRole("listitem").first()).toBeVisible()
    const status = page.getByRole("main").getByRole("status")
    await expect(status).toHaveText(/^\d+ results? for “trial”$/)
    // All that match are counted; the first ten are shown, and the rest on request.
    const total = Number(/^(\d+)/.exec((await status.textContent())!)![1])
    const shown = results(page).locator(":scope > li")
    await expect(shown).toHaveCount(Math.min(total, 10))
    await expect(status).toHaveText(searchMessages.found(total, "trial"))
    if (total > 10) {
      await page.getByRole("button", { name: "Show more results" }).click()
      await expect(shown).toHaveCount(Math.min(total, 20))
    }
    // A live region: screen readers hear it when it changes, and the box says where to look.
    await expect(status).toHaveAttribute("role", "status")
    await expect(box(page)).toHaveAttribute("aria-describedby", (await status.getAttribute("id"))!)
  })

  test("from the keyboard: the box has focus, Tab reaches the results, Enter opens one", async ({ page }) => {
    await open(page, site.search.path)
    await expect(box(page)).toBeFocused()
    await page.keyboard.type("working hours")
    const first = results(page).getByRole("heading", { level: 2 }).first().getByRole("link")
    await expect(first).toBeVisible()
    const href = (await first.getAttribute("href"))!
    // The box, its search button, then the first result.
    await page.keyboard.press("Tab")
    await page.keyboard.press("Tab")
    await expect(first).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.?]/g, "\\$&")}$`))
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  })

  test("an FAQ answer is a result of its own, and opens its question on the landing page", async ({ page }) => {
    await open(page, `${site.search.path}?q=credit card`)
    const faq = results(page).getByRole("listitem").filter({ hasText: /^FAQ/ }).first()
    await expect(faq).toBeVisible()
    const question = (await faq.getByRole("heading", { level: 2 }).textContent())!.trim()
    await faq.getByRole("heading", { level: 2 }).getByRole("link").click()
    await expect(page).toHaveURL(/\/#faq-/)
    const item = page.locator("details").filter({ hasText: question })
    await expect(item).toHaveAttribute("open", "")
    await expect(item).toBeInViewport()
  })

  test("only the search page loads the search code and its index", async ({ isolatedPage: page }) => {
    // A listener on the page's requests outlives the test: a page of its own.
    const requested: string[] = []
    page.on("request", (request) => {
      const url = new URL(request.url())
      if (url.pathname.startsWith(`/${SEARCH_INDEX_DIR}/`)) requested.push(`${page.url()} ${url.pathname}`)
    })
    for (const path of [...PAGES.filter((each) => each !== site.search.path), HELP_ARTICLES[0]]) await open(page, path)
    expect(requested).toEqual([])
    await open(page, site.search.path)
    await box(page).fill("posture")
    await expect(results(page).getByRole("listitem").first()).toBeVisible()
    expect(requested.some((each) => each.endsWith(`/${SEARCH_INDEX_DIR}/pagefind.js`))).toBe(true)
  })

  test("the header's search link loads the search page anew, so its own policy applies", async ({ page }) => {
    await open(page, "/pricing")
    const navigation = page.waitForResponse((response) => new URL(response.url()).pathname === site.search.path)
    await page.getByRole("banner").getByRole("link", { name: "Search" }).click()
    expect((await navigation).request().isNavigationRequest()).toBe(true)
    await box(page).fill("license")
    await expect(results(page).getByRole("listitem").first()).toBeVisible()
  })
})

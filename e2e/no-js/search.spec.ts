import { site } from "../../src/config/site"
import { searchMessages } from "../../src/lib/search-messages"
import { expect, open, test } from "../support/test"

// With JavaScript off the search cannot run: the page says so, and what there is to browse is there.
test("search without JavaScript says so and lists the help topics and blog categories to browse", async ({ page }) => {
  await open(page, `${site.search.path}?q=meeting`)
  const main = page.getByRole("main")
  await expect(main.getByText(searchMessages.noScript.replace("{contact}", site.contactEmail))).toBeVisible()
  await expect(main.getByRole("searchbox")).toBeHidden()
  const topics = main.getByRole("navigation", { name: "Help topics" }).getByRole("link")
  const categories = main.getByRole("navigation", { name: "Blog categories" }).getByRole("link")
  expect(await topics.count()).toBeGreaterThanOrEqual(4)
  expect(await categories.count()).toBeGreaterThan(0)
  for (const link of await topics.all()) await expect(link).toHaveAttribute("href", /^\/help#/)
  for (const link of await categories.all()) await expect(link).toHaveAttribute("href", /^\/blog\/category\//)
  // The search boxes elsewhere lead only here: they make way too.
  await open(page, "/help")
  await expect(page.getByRole("searchbox")).toBeHidden()
})

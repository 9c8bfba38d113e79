/**
 * Help where the question arises, in the build: each help link content/ declares (the pages'
 * in content/data/help-links.json, the posts' `help` frontmatter, the FAQ entries' `help`) is on its
 * page, named by the article's title, in the declared order, and leads to a built help article.
 * The declarations are read from content/ as __tests__/content/help-links.test.ts reads them.
 */
import fs from "node:fs"
import path from "node:path"
import { HELP_ARTICLES, SLUGS } from "./support/built-site"
import { expect, open, test } from "./support/test"

const content = (file: string) => fs.readFileSync(path.join(__dirname, "../content", file), "utf8")

/** An article's title, as its frontmatter gives it. */
const titleOf = (slug: string) => /^title:\s*"(.+)"\s*$/m.exec(content(`help/${slug}/index.mdx`))?.[1] ?? ""

const pages = (JSON.parse(content("data/help-links.json")) as Array<{ page: string; help: string[] }>).map(({ page, help }) => ({
  page,
  help,
}))
const posts = fs
  .readdirSync(path.join(__dirname, "../content/blog"))
  .map((folder) => content(`blog/${folder}/index.mdx`))
  .map((raw) => ({
    slug: /^slug:\s*"([^"]+)"/m.exec(raw)![1],
    help: JSON.parse(/^help:\s*(\[.*\])\s*$/m.exec(raw)?.[1] ?? "[]") as string[],
  }))
  // Drafts and scheduled posts have no page in this build.
  .filter(({ slug, help }) => help.length > 0 && SLUGS.includes(slug))
  .map(({ slug, help }) => ({ page: `/blog/${slug}`, help }))
const faq = (JSON.parse(content("data/faq.json")) as Array<{ question: string; help?: string[] }>).filter(({ help }) => help?.length)

test.describe("help where the question arises", () => {
  test("every page and post that declares help articles links each one, by its title, in order", async ({ page }) => {
    expect(pages.length).toBeGreaterThan(0)
    expect(posts.length).toBeGreaterThan(0)
    for (const { page: url, help } of [...pages, ...posts]) {
      await open(page, url)
      const links = page.getByRole("region", { name: "In the help center" }).getByRole("link")
      expect(await links.allTextContents(), url).toEqual(help.map(titleOf))
      expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href"))), url).toEqual(
        help.map((slug) => `/help/${slug}`),
      )
      for (const slug of help) expect(HELP_ARTICLES, `${url} links /help/${slug}`).toContain(`/help/${slug}`)
    }
  })

  test("each FAQ answer with a deeper article ends with a link to it", async ({ page }) => {
    expect(faq.length).toBeGreaterThan(0)
    await open(page, "/")
    for (const { question, help } of faq) {
      const item = page.locator("details").filter({ has: page.locator("summary", { hasText: question }) })
      await item.locator("summary").click()
      for (const slug of help!) {
        await expect(item.getByRole("link", { name: titleOf(slug), exact: true }), question).toHaveAttribute("href", `/help/${slug}`)
        expect(HELP_ARTICLES, `${question} links /help/${slug}`).toContain(`/help/${slug}`)
      }
    }
  })

  test("a help link on a form page opens its article", async ({ page }) => {
    const { page: url, help } = pages[0]
    await open(page, url)
    await page
      .getByRole("region", { name: "In the help center" })
      .getByRole("link", { name: titleOf(help[0]) })
      .click()
    await expect(page).toHaveURL(new RegExp(`/help/${help[0]}$`))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(titleOf(help[0]))
  })
})

/**
 * The help center: /help lists every published article under its topic, and each article shows
 * where it sits, when it was updated, its contents, the other articles of its topic and a way on to
 * the feedback form. The articles are read from content/help/ and the build, never listed here.
 */
import fs from "node:fs"
import path from "node:path"
import { site } from "../src/config/site"
import { HELP_TOPICS } from "../src/schema/content-types"
import { HELP_ARTICLES } from "./support/built-site"
import { expect, open, test } from "./support/test"

type Frontmatter = { slug: string; title: string; topic: string; order: number; draft: boolean }

/** The help articles in content/help/, as their frontmatter says. */
const CONTENT: Frontmatter[] = fs
  .readdirSync(path.join(__dirname, "../content/help"))
  .filter((slug) => fs.existsSync(path.join(__dirname, "../content/help", slug, "index.mdx")))
  .map((slug) => {
    const mdx = fs.readFileSync(path.join(__dirname, "../content/help", slug, "index.mdx"), "utf8")
    const field = (name: string) => new RegExp(`^${name}:\\s*"?([^"\\n]+)"?\\s*$`, "m").exec(mdx)?.[1] ?? ""
    return { slug, title: field("title"), topic: field("topic"), order: Number(field("order")), draft: field("draft") === "true" }
  })
const PUBLISHED = CONTENT.filter((article) => !article.draft)

test.describe("help center", () => {
  test("every published article is built, and /help lists each under its topic, in order", async ({ page }) => {
    expect(PUBLISHED.length).toBeGreaterThanOrEqual(10)
    expect(HELP_ARTICLES.sort()).toEqual(PUBLISHED.map((article) => `/help/${article.slug}`).sort())
    await open(page, "/help")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("How can we help?")
    const topics = HELP_TOPICS.filter((topic) => PUBLISHED.some((article) => article.topic === topic))
    expect(topics.length).toBeGreaterThanOrEqual(4)
    expect(await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents()).toEqual([...topics, "Still stuck?"])
    for (const topic of topics) {
      const section = page.getByRole("region", { name: topic })
      const expected = PUBLISHED.filter((article) => article.topic === topic).sort((a, b) => a.order - b.order)
      expect(await section.getByRole("link").allTextContents(), topic).toEqual(expected.map((article) => article.title))
      for (const article of expected) {
        await expect(section.getByRole("link", { name: article.title, exact: true })).toHaveAttribute("href", `/help/${article.slug}`)
      }
    }
    await expect(page.getByRole("link", { name: "Send feedback" })).toHaveAttribute("href", "/feedback")
  })

  test("each article shows its topic, when it was updated, its contents, the rest of its topic and the way on", async ({ page }) => {
    for (const article of PUBLISHED) {
      const url = `/help/${article.slug}`
      await open(page, url)
      await expect(page.getByRole("heading", { level: 1 }), url).toHaveText(article.title)
      const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" })
      await expect(breadcrumb.getByRole("link", { name: "Help" }), url).toHaveAttribute("href", "/help")
      await expect(breadcrumb.getByRole("link", { name: article.topic }), url).toHaveAttribute("href", /^\/help#/)
      await expect(page.getByText(/^Updated \w+ \d{1,2}, \d{4}$/), url).toBeVisible()
      // The contents link to the article's own headings.
      const contents = page.getByRole("navigation", { name: "On this page" })
      const targets = await contents.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")!))
      expect(targets.length, url).toBeGreaterThanOrEqual(2)
      for (const target of targets) await expect(page.locator(`article [id="${target.slice(1)}"]`), `${url} ${target}`).toHaveCount(1)
      const siblings = PUBLISHED.filter((other) => other.topic === article.topic && other.slug !== article.slug).sort(
        (a, b) => a.order - b.order,
      )
      if (siblings.length > 0) {
        const more = page.getByRole("navigation", { name: `More in ${article.topic}` })
        expect(await more.getByRole("link").allTextContents(), url).toEqual(siblings.map((other) => other.title))
      }
      await expect(page.getByRole("region", { name: "Still stuck?" }).getByRole("link", { name: "Send feedback" }), url).toHaveAttribute(
        "href",
        "/feedback",
      )
    }
  })

  test("a contents link takes the reader to its section, under the sticky header", async ({ page }) => {
    await open(page, `/help/${PUBLISHED[0].slug}`)
    const link = page.getByRole("navigation", { name: "On this page" }).getByRole("link").nth(1)
    const target = await link.getAttribute("href")
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${target}$`))
    const top = await page.locator(`article [id="${target!.slice(1)}"]`).evaluate((heading) => heading.getBoundingClientRect().top)
    const header = await page.getByRole("banner").evaluate((banner) => banner.getBoundingClientRect().bottom)
    expect(top).toBeGreaterThanOrEqual(header)
    expect(top).toBeLessThan(300)
  })

  test("an article's structured data says what it is and where it sits", async ({ page }) => {
    const article = PUBLISHED[0]
    await open(page, `/help/${article.slug}`)
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text))
    expect(data.find((each) => each["@type"] === "TechArticle")).toMatchObject({ headline: article.title, articleSection: article.topic })
    const crumbs = data.find((each) => each["@type"] === "BreadcrumbList")
    expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(["Help", article.topic, article.title])
    expect(crumbs.itemListElement[2].item).toBe(`${site.siteUrl}/help/${article.slug}`)
  })

  test("the landing page's FAQ answers link to the help article that goes deeper", async ({ page }) => {
    await open(page, "/")
    const links = await page.locator("details a[href^='/help/']").evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")))
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) expect(HELP_ARTICLES, link!).toContain(link)
  })
})

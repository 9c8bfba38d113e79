import { site } from "../src/config/site"
import { CONTENTS_ID } from "../src/components/mdx/table-of-contents"
import { postPath } from "../src/lib/blog-paths"
import { LIST_PAGES, SLUGS, builtHtml } from "./support/built-site"
import { expect, open, openZoom, test, zoomOverlay } from "./support/test"

const PER_PAGE = site.blog.postsPerPage

test.describe("blog", () => {
  test("lists the newest posts first, each linking to its article (all of them while they fit on one page)", async ({ page }) => {
    await open(page, "/blog")
    const cards = page.getByRole("article")
    await expect(cards).toHaveCount(Math.min(PER_PAGE, SLUGS.length))
    const hrefs = await cards.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")))
    expect(hrefs).toEqual(SLUGS.slice(0, PER_PAGE).map(postPath))
    const dates = await page.locator("article time").evaluateAll((els) => els.map((el) => el.getAttribute("datetime")))
    expect([...dates].sort().reverse()).toEqual(dates)
    // Each date reads as a visitor expects it ("December 3, 2024") and says the same day as its datetime.
    for (const time of await page.locator("article time").all()) {
      const iso = (await time.getAttribute("datetime")) ?? ""
      const expected = new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" })
      await expect(time).toHaveText(expected)
    }
    for (const card of await cards.all()) {
      await expect(card.getByText(/^[345] min read$/)).toBeVisible()
      await expect(card.getByRole("list", { name: "Categories" })).toBeVisible()
    }
  })

  test("pages through every post, each page with its own title, canonical URL and rel prev/next", async ({ page }) => {
    await open(page, "/blog")
    const seen: string[] = []
    for (let number = 1; ; number++) {
      const url = new URL(page.url()).pathname
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site.siteUrl}${url}`)
      await expect(page).toHaveTitle(number === 1 ? "Blog · Respite" : new RegExp(`^Blog, page ${number} of \\d+ · Respite$`))
      seen.push(
        ...(await page
          .getByRole("article")
          .getByRole("link")
          .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))),
      )
      await expect(page.locator('head link[rel="prev"]')).toHaveCount(number === 1 ? 0 : 1)
      const older = page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: /Older posts/ })
      if ((await older.count()) === 0) {
        await expect(page.locator('head link[rel="next"]')).toHaveCount(0)
        break
      }
      await expect(page.locator('head link[rel="next"]')).toHaveAttribute("href", `${site.siteUrl}/blog/page/${number + 1}`)
      await older.click()
      await expect(page).toHaveURL(new RegExp(`/blog/page/${number + 1}$`))
    }
    expect(seen).toEqual(SLUGS.map(postPath))
  })

  test("the category filter links to each category's own list, which holds only that category's posts", async ({ page }) => {
    await open(page, "/blog")
    const filter = page.getByRole("navigation", { name: "Categories" })
    await expect(filter.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page")
    const categories = (await filter.getByRole("link").allTextContents()).filter((name) => name !== "All")
    expect(categories.length).toBeGreaterThan(1)
    let listed = 0
    for (const category of categories) {
      await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: category, exact: true }).click()
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(category)
      await expect(page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: category, exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      )
      await expect(page).toHaveTitle(`${category} · Respite`)
      const cards = page.getByRole("article")
      expect(await cards.count()).toBeGreaterThan(0)
      for (const card of await cards.all()) await expect(card.getByRole("list", { name: "Categories" })).toContainText(category)
      listed += await cards.count()
    }
    // Every post is in at least one category's list.
    expect(listed).toBeGreaterThanOrEqual(Math.min(SLUGS.length, PER_PAGE))
    expect(LIST_PAGES.filter((path) => path.startsWith("/blog/category/")).length).toBeGreaterThanOrEqual(categories.length)
  })

  // One visit a post: what it shows, where its text links, and its related posts.
  for (const slug of SLUGS) {
    test(`article ${slug}: title, read time, tags and images; links into the site; ends with related posts`, async ({
      page,
      request,
      consoleErrors,
    }) => {
      const response = await open(page, `/blog/${slug}`)
      expect(response?.status()).toBe(200)
      const title = page.getByRole("heading", { level: 1 })
      await expect(title).not.toBeEmpty()
      await expect(page).toHaveTitle(`${await title.textContent()} · Respite`)
      await expect(page.getByText(/^[345] min read$/)).toBeVisible()
      expect(await page.getByRole("list", { name: "Tags" }).getByRole("listitem").count()).toBeGreaterThanOrEqual(3)
      await expect(page.locator("article img.gatsby-resp-image-image")).not.toHaveCount(0)
      expect(await page.getByRole("article").getByRole("heading", { level: 2 }).count()).toBeGreaterThanOrEqual(2)
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}")
      expect(ld["@type"]).toBe("BlogPosting")
      await page.waitForLoadState("networkidle")
      expect(consoleErrors).toEqual([])

      // Links in the text itself (the "Blog" breadcrumb above the title does not count).
      const hrefs = await page
        .getByRole("article")
        .getByRole("link")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))
      const internal = [...new Set(hrefs.filter((href) => href.startsWith("/") && href !== "/blog"))]
      expect(internal.length, internal.join(", ")).toBeGreaterThanOrEqual(3)
      for (const href of internal) expect((await request.get(href)).status(), href).toBe(200)

      const related = page.getByRole("region", { name: "Related posts" })
      const cards = related.getByRole("heading", { level: 3 }).getByRole("link")
      expect(await cards.count()).toBeGreaterThanOrEqual(2)
      expect(await cards.count()).toBeLessThanOrEqual(3)
      const relatedHrefs = await cards.evaluateAll((links) => links.map((a) => a.getAttribute("href")))
      expect(relatedHrefs).not.toContain(`/blog/${slug}`)
      await cards.first().click()
      await expect(page).toHaveURL(relatedHrefs[0]!)
    })
  }

  test("article images open in an overlay that closes on click, Escape and a 50 px scroll", async ({ page }) => {
    await open(page, postPath(SLUGS[SLUGS.length - 1]))
    const overlay = zoomOverlay(page)
    const figure = page.locator("article img.gatsby-resp-image-image").first()
    await figure.scrollIntoViewIfNeeded()
    await openZoom(page, () => figure.click())
    await overlay.click({ position: { x: 10, y: 10 } })
    await expect(overlay).toBeHidden()

    const hero = page.locator("[data-zoomable] img")
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(hero).toHaveCSS("opacity", "1")
    await openZoom(page, () => hero.click())
    await page.keyboard.press("Escape")
    await expect(overlay).toBeHidden()

    await figure.focus()
    await openZoom(page, () => page.keyboard.press("Enter"))
    await page.mouse.wheel(0, 120)
    await expect(overlay).toBeHidden()
  })

  test("a contents link followed keeps the article as it was: its images still open in the overlay", async ({ page }) => {
    // Any post with contents and an image in its text, found in the build.
    const slug = SLUGS.find((each) => {
      const html = builtHtml(postPath(each))
      return html.includes(`aria-labelledby="${CONTENTS_ID}"`) && html.includes("gatsby-resp-image-image")
    })
    expect(slug, "a post with contents and an image").toBeDefined()
    await open(page, postPath(slug!))
    const figure = page.locator("article img.gatsby-resp-image-image").first()
    const link = page.getByRole("navigation", { name: "On this page" }).getByRole("link").last()
    const target = await link.getAttribute("href")
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${target}$`))
    await figure.scrollIntoViewIfNeeded()
    await openZoom(page, () => figure.click())
    await page.keyboard.press("Escape")
    await expect(zoomOverlay(page)).toBeHidden()
  })

  test("the RSS feed is valid XML with the newest posts, as many as the feed carries", async ({ page, request }) => {
    const response = await request.get("/rss.xml")
    expect(response.ok()).toBe(true)
    const xml = await response.text()
    // Parsed in the feed's own document: a page of the site requires Trusted Types, which refuse a plain string to DOMParser.
    await open(page, "/rss.xml", { waitUntil: "domcontentloaded" })
    const result = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml")
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        items: doc.querySelectorAll("channel > item").length,
        links: Array.from(doc.querySelectorAll("channel > item > link")).map((l) => l.textContent),
      }
    }, xml)
    expect(result.error).toBeNull()
    expect(result.links).toEqual(SLUGS.slice(0, site.blog.feedPosts).map((slug) => `${site.siteUrl}${postPath(slug)}`))
    await open(page, "/blog")
    const feedLink = page.locator('link[rel="alternate"][type="application/rss+xml"]')
    await expect(feedLink).toHaveCount(1)
    await expect(feedLink).toHaveAttribute("href", "/rss.xml")
  })
})

import { site } from "../src/config/site"
import { LIVE_SELECTOR } from "../src/page-life/marker"
import { postPath } from "../src/lib/blog-paths"
import { LIST_PAGES, PAGES, SLUGS } from "./support/built-site"
import { followHeaderLinkBeforeLastTurn } from "./support/link-before-last-turn"
import { NOT_FOUND, expect, initScriptForTest, open, test } from "./support/test"

/** One page of each kind: every route, an article, and a category's list. */
const ONE_OF_EACH = [...PAGES, postPath(SLUGS[0]), ...LIST_PAGES.filter((path) => path.startsWith("/blog/category/")).slice(0, 1)]

test.describe("layout", () => {
  test("navbar links, trial button and skip link", async ({ page, consoleErrors }) => {
    await open(page, "/pricing")
    const nav = page.getByRole("navigation", { name: "Main" })
    await expect(nav.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog")
    await expect(nav.getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing")
    await expect(nav.getByRole("link", { name: "Feedback" })).toHaveAttribute("href", "/feedback")
    await expect(page.getByRole("link", { name: "Respite home" }).first()).toHaveAttribute("href", "/")
    await page.keyboard.press("Tab")
    const skip = page.getByRole("link", { name: "Skip to content" })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press("Enter")
    await expect(page.locator("main")).toBeFocused()
    await nav.getByRole("link", { name: "Explore Free Trial" }).click()
    await expect(page).toHaveURL(/\/#download$/)
    await expect(page.getByRole("heading", { name: "Ready for a healthier workday?" })).toBeInViewport()
    expect(consoleErrors).toEqual([])
  })

  test("links in the parts hydrated in turns navigate without reloading the page once it is live", async ({ page, consoleErrors }) => {
    const parts = [
      { part: page.getByRole("banner").getByRole("navigation", { name: "Main" }), link: "Blog", to: /\/blog$/ },
      { part: page.locator("#landing-hero"), link: "See pricing", to: /\/pricing$/ },
      { part: page.getByRole("contentinfo"), link: "Feedback", to: /\/feedback$/ },
    ]
    type Marked = Window & { samePage?: boolean }
    for (const { part, link, to } of parts) {
      // open() waits until the page is live: every part hydrated.
      await open(page, "/")
      // A full page load would drop this mark; Gatsby's client-side navigation keeps the window.
      await page.evaluate(() => ((window as Marked).samePage = true))
      await part.getByRole("link", { name: link, exact: true }).click()
      await expect(page).toHaveURL(to)
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
      expect(await page.evaluate(() => (window as Marked).samePage), link).toBe(true)
    }
    expect(consoleErrors).toEqual([])
  })

  test("a header link followed before the page's last part is hydrated opens the next page with its header complete and working", async ({
    isolatedPage: page,
    consoleErrors,
  }) => {
    // The page follows the header's Pricing link itself the moment the header's turn has run (./support/link-before-last-turn.ts).
    const link = await followHeaderLinkBeforeLastTurn(page, "/pricing")
    /** The address of the document the browser loaded: it stays "/" while the router moves between pages. */
    const documentUrl = () => page.evaluate(() => new URL(performance.getEntriesByType("navigation")[0].name).pathname)
    await open(page, "/", { waitUntil: "commit" })
    // The CPU runs four times slower until seen() (e2e/support/link-before-last-turn.ts): the bundles, the
    // header's turn and the next page's render take longer than an expectation's usual 5 s on a busy machine.
    await expect(page).toHaveURL(/\/pricing$/, { timeout: 20_000 })
    const seen = await link.seen()
    expect(seen, "the link was followed before the last part's turn, with the next page ready").toMatchObject({
      footerLive: false,
      nextPageReady: true,
    })
    expect(seen.links, "the next page's header, as it first rendered").toEqual(["Blog", "Pricing", "Feedback", "Explore Free Trial"])
    expect(seen.menuButton).toBe(true)
    expect(await documentUrl(), "followed without reloading the page").toBe("/")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Simple pricing for healthier habits")
    await expect(page.locator(LIVE_SELECTOR)).toBeAttached()
    // It works: its links navigate client-side too.
    await page.getByRole("banner").getByRole("link", { name: "Blog", exact: true }).click()
    await expect(page).toHaveURL(/\/blog$/)
    expect(await documentUrl()).toBe("/")
    expect(consoleErrors).toEqual([])
  })

  test("on every page, the sections kept as sent and the parts hydrated in turns keep every element the server sent, hold no control that would need JavaScript, and every new-tab link is noopener noreferrer", async ({
    page,
    consoleErrors,
  }) => {
    type Marked = Window & { sentParts?: Element[] }
    await initScriptForTest(page, () => {
      document.addEventListener("DOMContentLoaded", () => {
        ;(window as Marked).sentParts = Array.from(document.querySelectorAll("[data-hydrate-later] *, [data-static-html] *"))
      })
    })
    let keptSections = 0
    for (const path of PAGES) {
      await open(page, path)
      const { sent, kept } = await page.evaluate(() => {
        const sent = (window as Marked).sentParts ?? []
        return { sent: sent.length, kept: sent.filter((element) => element.isConnected).length }
      })
      // Header and footer at least: hydrated, not rendered again (nothing flashes, nothing typed or opened is lost).
      expect(sent, path).toBeGreaterThan(50)
      expect(
        kept,
        `${path}: the browser's runtime replaced server HTML it was told to keep (src/page-life/kept-as-sent.ts); ` +
          "React 19 does (docs/upgrade-surface.md)",
      ).toBe(sent)
      // A section kept as sent is never hydrated: nothing in it may need a handler.
      const staticSections = page.locator("[data-static-html]")
      keptSections += await staticSections.count()
      await expect(staticSections.locator("button, input, select, textarea, form, [onclick]"), path).toHaveCount(0)
      const rels = await page.locator('a[target="_blank"]').evaluateAll((links) => links.map((a) => a.getAttribute("rel")))
      expect(rels.length, path).toBeGreaterThan(0)
      rels.forEach((rel) => expect(rel, path).toBe("noopener noreferrer"))
    }
    expect(keptSections).toBeGreaterThan(0)
    expect(consoleErrors).toEqual([])
  })

  test("footer Download App scrolls to the download section from another page", async ({ page }) => {
    await open(page, "/blog")
    await page.getByRole("contentinfo").getByRole("link", { name: "Download App" }).click()
    await expect(page).toHaveURL(/\/#download$/)
    await expect(page.getByRole("heading", { name: "Ready for a healthier workday?" })).toBeInViewport()
  })

  test("scrolls to the top on every route change", async ({ page }) => {
    await open(page, "/")
    await page.mouse.wheel(0, 3000)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    await page.getByRole("contentinfo").getByRole("link", { name: "Pricing" }).click()
    await expect(page).toHaveURL(/\/pricing$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

test.describe("phones", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("no page scrolls sideways at 390 px, nor on the narrowest phones at 320 px", async ({ page, expectedConsoleErrors }) => {
    expectedConsoleErrors.push(NOT_FOUND)
    for (const path of [...ONE_OF_EACH, "/nope"]) {
      await open(page, path)
      for (const width of [390, 320]) {
        await page.setViewportSize({ width, height: 844 })
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0)
      }
      await page.setViewportSize({ width: 390, height: 844 })
    }
  })
})

test.describe("SEO", () => {
  const expected: Record<string, RegExp> = {
    "/": /^Respite: break reminders for your Mac$/,
    "/blog": /^Blog · Respite$/,
    "/pricing": /^Pricing · Respite$/,
    "/feedback": /^Feedback · Respite$/,
    "/offers": /· Respite$/,
  }

  for (const [path, title] of Object.entries(expected)) {
    test(`${path} has its own title, description, canonical and sharing tags`, async ({ page }) => {
      await open(page, path)
      await expect(page).toHaveTitle(title)
      await expect(page.locator("html")).toHaveAttribute("lang", "en")
      const meta = (selector: string) => page.locator(selector).first().getAttribute("content")
      expect(await meta('meta[name="description"]')).toBeTruthy()
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site.siteUrl}${path}`)
      expect(await meta('meta[property="og:title"]')).toMatch(title)
      expect(await meta('meta[property="og:image"]')).toMatch(/^https:\/\/respite\.app\/.+/)
      expect(await meta('meta[name="twitter:card"]')).toBe("summary_large_image")
    })
  }

  test("descriptions differ between the main pages", async ({ page }) => {
    const descriptions = new Set<string | null>()
    for (const path of ["/", "/blog", "/pricing", "/feedback"]) {
      await open(page, path)
      descriptions.add(await page.locator('meta[name="description"]').getAttribute("content"))
    }
    expect(descriptions.size).toBe(4)
  })
})

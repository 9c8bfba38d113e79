import { site } from "../src/config/site"
import { postPath } from "../src/lib/blog-paths"
import { LIST_PAGES, PAGES, SLUGS } from "./support/built-site"
import { NOT_FOUND, expect, open, test } from "./support/test"

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
    await expect(page.getByRole("heading", { name: "Ready for your first break?" })).toBeInViewport()
    expect(consoleErrors).toEqual([])
  })

  test("every page is a document: a link loads the next page, and no page carries Gatsby's runtime or asks for its data", async ({
    page,
    consoleErrors,
  }) => {
    const asked: string[] = []
    page.on("request", (request) => asked.push(new URL(request.url()).pathname))
    for (const path of PAGES) {
      await open(page, path)
      const runtime = await page.evaluate(() => ({
        loader: "___loader" in window,
        chunks: "___chunkMapping" in window,
        // A bundle the site serves itself; the legal pages' widget script is the provider's, off-site.
        router: [...document.querySelectorAll<HTMLScriptElement>("script[src]")].some((s) => new URL(s.src).origin === location.origin),
      }))
      expect(runtime, path).toEqual({ loader: false, chunks: false, router: false })
      const rels = await page.locator('a[target="_blank"]').evaluateAll((links) => links.map((a) => a.getAttribute("rel")))
      expect(rels.length, path).toBeGreaterThan(0)
      rels.forEach((rel) => expect(rel, path).toBe("noopener noreferrer"))
    }
    expect(
      asked.filter((path) => path.startsWith("/page-data/") || /^\/(app|framework|webpack-runtime|commons)-[0-9a-f]+\.js$/.test(path)),
    ).toEqual([])
    // A link is a link: following one loads the next document.
    await open(page, "/")
    type Marked = Window & { samePage?: boolean }
    await page.evaluate(() => ((window as Marked).samePage = true))
    await page.getByRole("banner").getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog", exact: true }).click()
    await expect(page).toHaveURL(/\/blog$/)
    expect(await page.evaluate(() => (window as Marked).samePage)).toBeUndefined()
    expect(consoleErrors).toEqual([])
  })

  test("a page asks for nothing its first paint does not need: no icon file, no web manifest, only its own hero preloaded", async ({
    isolatedPage: page,
  }) => {
    const asked: string[] = []
    page.on("request", (request) => asked.push(new URL(request.url()).pathname))
    for (const pagePath of ["/pricing", "/"]) {
      asked.length = 0
      await open(page, pagePath)
      await page.waitForLoadState("networkidle")
      expect(
        asked.filter((address) => /favicon|manifest|\/icons\/|apple-touch/.test(address)),
        pagePath,
      ).toEqual([])
    }
    // The icon is the page's own, drawn without a request.
    await expect(page.locator('head link[rel="icon"]')).toHaveAttribute(
      "href",
      /^data:image\/svg\+xml,%3Csvg xmlns=%22http:\/\/www.w3.org\/2000\/svg%22/,
    )
    expect(await page.locator('link[rel="manifest"]').count()).toBe(0)
    // The landing page preloads one image, its hero, the largest element of its first screen.
    const preloads = page.locator('head link[rel="preload"]')
    await expect(preloads).toHaveCount(1)
    await expect(preloads).toHaveAttribute("imagesrcset", /app-hero/)
  })

  test("footer Download App scrolls to the download section from another page", async ({ page }) => {
    await open(page, "/blog")
    await page.getByRole("contentinfo").getByRole("link", { name: "Download App" }).click()
    await expect(page).toHaveURL(/\/#download$/)
    await expect(page.getByRole("heading", { name: "Ready for your first break?" })).toBeInViewport()
    // 100 ms after arriving (docs/spec/SITE-SPEC.md §9), the section has keyboard focus: the next Tab goes on from there.
    await expect(page.locator("#download")).toBeFocused()
  })

  test("a link the pointer rests on is readied ahead (Speculation Rules): rendered ahead, but a legal page only fetched", async ({
    isolatedPage: page,
  }) => {
    // What the browser attempts, as DevTools reports it: a page driven by DevTools does not keep its
    // prerendering (PrerenderingDisabledByDevTools), but the attempt says the rules asked for one.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send("Preload.enable")
    const attempts: string[] = []
    cdp.on("Preload.prerenderStatusUpdated", (event) => attempts.push(`prerender ${new URL(event.key.url).pathname}`))
    cdp.on("Preload.prefetchStatusUpdated", (event) => attempts.push(`prefetch ${new URL(event.key.url).pathname}`))
    await open(page, "/pricing")
    await page.getByRole("banner").getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog", exact: true }).hover()
    await expect.poll(() => attempts).toContain("prerender /blog")
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).hover()
    await expect.poll(() => attempts).toContain("prefetch /privacy-policy")
    // Its widget's script runs only once the visitor opens it.
    expect(attempts).not.toContain("prerender /privacy-policy")
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click()
    await expect(page).toHaveURL(/\/privacy-policy$/)
    const delivered = await page.evaluate(
      () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { deliveryType: string }).deliveryType,
    )
    expect(delivered, "the page came from what was fetched ahead").toBe("navigational-prefetch")
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

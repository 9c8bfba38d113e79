import { site } from "../src/config/site"
import { FAILED_REQUEST, LEGAL_ORIGIN, expect, open, pauseClockNow, routeForTest, test } from "./support/test"

test.describe("pricing", () => {
  // The toggle, its prices, badges and checkout links: e2e/support/scenarios/controls.ts, in Chromium and WebKit.
  test("SoftwareApplication JSON-LD lists both offers per tier", async ({ page }) => {
    await open(page, "/pricing")
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}")
    expect(ld["@type"]).toBe("SoftwareApplication")
    expect(ld.offers.map((o: { price: string }) => o.price).sort()).toEqual(["15.99", "24.99", "34.99", "39.99", "74.99", "9.99"].sort())
    expect(new Set(ld.offers.map((o: { priceCurrency: string }) => o.priceCurrency))).toEqual(new Set(["USD"]))
  })
})

test.describe("offers", () => {
  test("shows and copies the 20% code; Copied! lasts 2 s", async ({ isolatedPage: page, context, consoleErrors }) => {
    // A permission and a clock outlive the test: a page of its own.
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await page.clock.install()
    await open(page, "/offers", { island: "copy-code" })
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Save 20% on Respite")
    await expect(page.getByText("RESPITE20", { exact: true })).toBeVisible()
    await expect(page.getByRole("button", { name: "Copy code" })).toBeEnabled()
    await pauseClockNow(page)
    await page.getByRole("button", { name: "Copy code" }).click()
    await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible()
    await expect(page.getByRole("status").filter({ hasText: "copied" })).toHaveText("Code RESPITE20 copied to clipboard")
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("RESPITE20")
    await page.clock.runFor(1900)
    await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible()
    await page.clock.runFor(100)
    await expect(page.getByRole("button", { name: "Copy code" })).toBeVisible()
    await page.getByRole("link", { name: "View Pricing" }).click()
    await expect(page).toHaveURL(/\/pricing$/)
    expect(consoleErrors).toEqual([])
  })

  test("has trial badges, feature cards, testimonials and a download call to action", async ({ page }) => {
    await open(page, "/offers")
    await expect(page.getByRole("list", { name: "Trial" }).getByRole("listitem")).toHaveCount(3)
    // docs/spec/SITE-SPEC.md §9; whether a sale is on, and its plan, depend on content/data/offers.json and the build's date: e2e/offers.spec.ts.
    const seasonal = page.getByRole("region", { name: new RegExp(`^${site.blackFriday.name}: \\d+% off`) })
    await expect(seasonal).toContainText(`The limited-time code ${site.offer.code} above takes ${site.offer.percentOff}% off.`)
    await expect(page.getByRole("heading", { name: "Short breaks" })).toBeVisible()
    await expect(page.getByRole("img", { name: "5 out of 5 stars" })).toHaveCount(3)
    await expect(page.getByRole("link", { name: /Download free trial/ })).toHaveAttribute("href", site.links.download)
  })
})

test.describe("press kit, imprint, legal", () => {
  test("press kit facts come from the same data", async ({ page }) => {
    await open(page, "/presskit")
    for (const heading of [
      "About Respite",
      "Key features",
      "Benefits",
      "Target audience",
      "Pricing summary",
      "Technical specs",
      "Media assets",
      "A word from the team",
      "Press contact",
    ]) {
      await expect(page.getByRole("heading", { name: heading })).toBeVisible()
    }
    await expect(page.getByRole("row", { name: "1 Mac $9.99 $24.99" })).toBeVisible()
    await expect(page.getByRole("row", { name: "2 Macs $15.99 $39.99" })).toBeVisible()
    await expect(page.getByRole("row", { name: "5 Macs $34.99 $74.99" })).toBeVisible()
    await expect(page.getByText("macOS 14.2 or later")).toBeVisible()
    // A journalist scanning the headings finds the logo, the screenshots and the download together.
    const media = page.getByRole("region", { name: "Media assets" })
    await expect(media.getByRole("link", { name: /Download media assets/ })).toHaveAttribute("href", /presskit.*\.zip$/)
    await expect(media.getByRole("img", { name: "Respite logo" })).toBeVisible()
    await expect(media.getByRole("figure")).toHaveCount(7)
    await expect(page.getByRole("link", { name: /changelog/i })).toHaveAttribute("href", site.links.changelog)
  })

  test("imprint is German, marked lang=de, with provider address and contact", async ({ page }) => {
    await open(page, "/imprint")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Imprint")
    const legal = page.locator('[lang="de"]')
    await expect(legal.getByRole("heading", { name: "Impressum" })).toBeVisible()
    // The build here has no operator details: the provider block shows obvious placeholders, each on its own line.
    const provider = legal.locator("address").first()
    expect((await provider.innerText()).split("\n")).toEqual([
      "[Firmenname]",
      "Vertreten durch: [Vor- und Nachname]",
      "[Straße und Hausnummer]",
      "[PLZ] [Ort]",
      "Deutschland",
    ])
    await expect(legal.getByRole("link", { name: "hello@respite.app" })).toHaveAttribute("href", "mailto:hello@respite.app")
    await expect(legal.getByRole("heading", { name: "Verbraucherstreitbeilegung" })).toBeVisible()
    await expect(legal).not.toContainText("Streitschlichtung")
    await expect(legal).not.toContainText("ec.europa.eu")
  })

  for (const [path, title] of [
    ["/privacy-policy", "Privacy Policy"],
    ["/terms-and-conditions", "Terms and Conditions"],
  ]) {
    test(`${path} loads the legal widget script on that page only`, async ({ page }) => {
      await open(page, path)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title)
      await expect(page.locator(`script[src="${site.legalWidget.scriptUrl}"]`)).toHaveCount(1)
      await expect.poll(() => page.evaluate(() => (window as unknown as { __legalWidgetLoaded?: boolean }).__legalWidgetLoaded)).toBe(true)
      await open(page, "/pricing")
      await expect(page.locator(`script[src^="${LEGAL_ORIGIN}"]`)).toHaveCount(0)
    })
  }

  test("legal page falls back to a link when the widget cannot load", async ({ page, expectedConsoleErrors }) => {
    expectedConsoleErrors.push(FAILED_REQUEST)
    await routeForTest(page, `${LEGAL_ORIGIN}/**`, (route) => route.abort("connectionrefused"))
    await open(page, "/privacy-policy")
    await expect(page.getByRole("alert")).toContainText("could not be loaded")
    await expect(page.getByRole("link", { name: /legal provider's site/ })).toBeVisible()
  })
})

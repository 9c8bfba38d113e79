/**
 * The seasonal sale as the build under test shows it (content/data/offers.json, docs/offers.md): the
 * card on /offers and the Black Friday article's `<SeasonalSale />`, for the build's own moment, or
 * with no sale set up (what ships), what the spec says. The sales' windows are read from content/; the
 * moment the build decided as of is BUILD_DATE when the build was given one (docs/offers.md:
 * previewing a date), else the moment it wrote public/ (its build-id.txt, written last). Which
 * moment the build takes, and that it takes the last boundary before it, is
 * __tests__/gatsby-node/sale-pages.test.ts's.
 */
import fs from "node:fs"
import path from "node:path"
import sales from "../content/data/offers.json"
import pricing from "../content/data/pricing.json"
import { modeLabels, type PricingMode } from "../src/components/pricing/pricing-mode"
import { appFacts } from "../src/config/app-facts"
import { postPath } from "../src/lib/blog-paths"
import { buildClock } from "../src/lib/build-clock"
import { BUILD_ID_FILE } from "../src/post-build/build-id"
import { site } from "../src/config/site"
import { featuredSale, salesAsOf, statusAsOf, visitorTime, type Sale } from "../src/lib/seasonal-sales"
import { expect, open, test } from "./support/test"

const PUBLIC = path.resolve(process.env.E2E_PUBLIC ?? "public")
const SALES = sales as Sale[]

/** The moment the build under test decided its sales' status as of (null: before any sale started). */
const BUILT_AT = process.env.BUILD_DATE ? buildClock() : fs.statSync(path.join(PUBLIC, BUILD_ID_FILE)).mtime
const builtAsOf = () => salesAsOf(SALES, BUILT_AT)

/** The articles that show the running sale, from content/. */
const ARTICLES = fs
  .readdirSync(path.join(__dirname, "../content/blog"))
  .filter((slug) => /<SeasonalSale\b/.test(fs.readFileSync(path.join(__dirname, "../content/blog", slug, "index.mdx"), "utf8")))
  .map(postPath)

test.describe("the seasonal sale, as of the build's moment", () => {
  test("/offers says whether a sale is on, and until when, in its HTML before any script; with none set up, what the spec says", async ({
    page,
    request,
  }) => {
    const asOf = builtAsOf()
    const featured = featuredSale(SALES.map((sale) => ({ ...sale, status: statusAsOf(sale, asOf) })))
    const { name, percentOff } = featured ?? site.blackFriday
    // The HTML the server sends, without the comments React puts between a text and a value.
    const html = (await (await request.get("/offers")).text()).replace(/<!-- -->/g, "")
    await open(page, "/offers")
    // A plan is named only when a sale set up names one (no page defines "the premium plan").
    const plan =
      featured &&
      `${modeLabels[featured.plan.mode as PricingMode]} license for ${pricing.find((tier) => tier.key === featured.plan.tier)!.title}`
    const card = page.getByRole("region", { name: plan ? `${name}: ${percentOff}% off the ${plan}` : `${name}: ${percentOff}% off` })
    const ends = featured && visitorTime(featured.end, featured.timeZone)
    const line = !featured
      ? `Our ${name} sale takes ${percentOff}% off, and it isn't running now.`
      : featured.status === "running"
        ? `is ${percentOff}% off until ${ends}.`
        : featured.status === "upcoming"
          ? `isn't running yet: from ${visitorTime(featured.start, featured.timeZone)} until ${ends},`
          : `ended on ${ends}. It isn't running now.`
    await expect(card).toContainText(line)
    expect(html).toContain(line.replace("'", "&#x27;"))
    if (featured?.status === "running")
      await expect(card.getByRole("link", { name: "Pricing", exact: true })).toHaveAttribute("href", "/pricing")
    else await expect(card).not.toContainText(/on now/i)
    await expect(card).toContainText(`The limited-time code ${site.offer.code} above takes ${site.offer.percentOff}% off.`)
    // Only what someone set up (issue 40): nothing of the checkout but the operator's note on tax, other plans or combining the two.
    expect(((await card.textContent()) ?? "").replace(appFacts.priceNote.text, "")).not.toMatch(/premium|checkout|any plan|combined/i)
  })

  test("the Black Friday article shows the running sale only while it runs", async ({ page, request }) => {
    expect(ARTICLES.length).toBeGreaterThan(0)
    for (const article of ARTICLES) {
      const running = SALES.find((sale) => statusAsOf(sale, builtAsOf()) === "running")
      await open(page, article)
      const note = page.getByRole("note", { name: /sale$/ })
      if (running) {
        await expect(note).toHaveAccessibleName(`${running.name} sale`)
        await expect(note).toContainText(`Our ${running.name} sale runs until ${visitorTime(running.end, running.timeZone)}.`)
        expect(await (await request.get(article)).text()).toContain(`runs until ${visitorTime(running.end, running.timeZone)}`)
      } else {
        await expect(note).toHaveCount(0)
        expect(await (await request.get(article)).text()).not.toMatch(/role="note" aria-label="[^"]* sale"/)
      }
    }
  })
})

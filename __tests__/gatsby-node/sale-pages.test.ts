/**
 * The pages that show a sale's status carry the moment it is decided as of (src/gatsby-node/sale-pages.ts),
 * so that a build keeping its cache reruns their queries when, and only when, a sale starts or ends.
 */
import type { Actions, Node, Page } from "gatsby"
import pricing from "../../content/data/pricing.json"
import { addSaleContext, checkSales, saleContext, showsSale } from "../../src/gatsby-node/sale-pages"
import { zonedInstant } from "../../src/lib/seasonal-sales"
import { exampleSale as sale, exampleSales } from "../support/example-sale"

// A sale as docs/offers.md shows one: the site ships none.
const nodes: Record<string, unknown[]> = { OffersJson: exampleSales, PricingJson: pricing }
const getNodesByType = (type: string) => (nodes[type] ?? []) as Node[]
const start = zonedInstant(sale.start, sale.timeZone)!

describe("the pages that show a sale's status", () => {
  it("carry a moment that changes when a sale starts or ends, not every day", () => {
    const before = saleContext(getNodesByType, new Date(start.getTime() - 86_400_000))
    expect(saleContext(getNodesByType, new Date(start.getTime() - 60_000))).toEqual(before)
    const during = saleContext(getNodesByType, start)
    expect(during).not.toEqual(before)
    expect(saleContext(getNodesByType, new Date(start.getTime() + 86_400_000))).toEqual(during)
  })

  it("give /offers that context, and no other page of src/pages", () => {
    const actions = { createPage: jest.fn(), deletePage: jest.fn() }
    const page = { path: "/offers/", component: "offers.tsx", context: {} } as unknown as Page
    addSaleContext({ page, actions: actions as unknown as Actions, getNodesByType })
    expect(actions.deletePage).toHaveBeenCalledWith(page)
    expect(actions.createPage).toHaveBeenCalledWith({ ...page, context: saleContext(getNodesByType) })
    addSaleContext({ page: { ...page, path: "/pricing/" }, actions: actions as unknown as Actions, getNodesByType })
    expect(actions.createPage).toHaveBeenCalledTimes(1)
  })

  it("find the articles that show the running sale", () => {
    expect(showsSale("Text.\n\n<SeasonalSale />\n")).toBe(true)
    expect(showsSale('A <Fact name="offerCode" />.')).toBe(false)
  })

  it("stop the build on a sale it refuses, naming file, entry and field", () => {
    const reporter = { panicOnBuild: jest.fn() }
    expect(checkSales(getNodesByType, reporter)).toBe(true)
    const bad = { OffersJson: [{ ...sale, timeZone: "Mars/Olympus" }], PricingJson: pricing } as Record<string, unknown[]>
    expect(checkSales((type) => (bad[type] ?? []) as Node[], reporter)).toBe(false)
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      expect.stringContaining(`content/data/offers.json, entry "${sale.key}": field "timeZone"`),
    )
  })
})

/**
 * `<SeasonalSale />` in an article, as the build renders it: the running sale worked out from the sales
 * (docs/offers.md's example: the site ships none) and content/data/pricing.json (src/gatsby-node/sale-fields.ts)
 * as of the moment the page's context names (src/gatsby-node/sale-pages.ts), for builds before, inside
 * and after the window.
 */
import React from "react"
import { render, screen } from "@testing-library/react"
import pricing from "../../../content/data/pricing.json"
import { editorComponents } from "../../../src/components/mdx/editor-components"
import { runningSale } from "../../../src/gatsby-node/sale-fields"
import { salesAsOf, zonedInstant } from "../../../src/lib/seasonal-sales"
import { exampleSale as sale, exampleSales as sales } from "../../support/example-sale"

const SeasonalSale = editorComponents.SeasonalSale.render
const nodeModel = {
  findAll: async ({ type }: { type: string }) => ({ entries: type === "OffersJson" ? sales : type === "PricingJson" ? pricing : [] }),
}
const start = zonedInstant(sale.start, sale.timeZone)!
const end = zonedInstant(sale.end, sale.timeZone)!
const minute = 60_000

/** The article's HTML for a build at `now`, with the sale src/gatsby-node/article-html.ts gives the component. */
async function renderBuiltAt(now: Date) {
  const running = await runningSale(salesAsOf(sales, now), nodeModel)
  return render(
    <>
      <p>Article text.</p>
      <SeasonalSale sale={running} />
    </>,
  )
}

describe("<SeasonalSale /> in an article", () => {
  it("shows nothing in a build before the sale, up to a minute before it starts", async () => {
    const { container } = await renderBuiltAt(new Date(start.getTime() - minute))
    expect(container.innerHTML).toBe("<p>Article text.</p>")
  })

  it("says the sale is on, on which plan and until when, and nothing of the checkout, in a build from its start until its end", async () => {
    for (const now of [start, new Date(start.getTime() + minute), new Date(end.getTime() - minute)]) {
      const { unmount } = await renderBuiltAt(now)
      const note = screen.getByRole("note", { name: "Black Friday sale" })
      expect(note).toHaveTextContent("On now: 70% off the Lifetime license for 5 Macs")
      expect(note).toHaveTextContent(
        "Our Black Friday sale runs until Monday, November 30, 2026 at 11:59 PM Eastern Standard Time. The plans are on Pricing.",
      )
      expect(note).not.toHaveTextContent(/checkout|combined|any plan/i)
      expect(screen.getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing")
      unmount()
    }
  })

  it("shows nothing once the sale has ended", async () => {
    const { container } = await renderBuiltAt(end)
    expect(container.innerHTML).toBe("<p>Article text.</p>")
  })

  it("shows nothing where no moment is given (an article whose page does not carry it)", async () => {
    expect(await runningSale(null, nodeModel)).toBeNull()
  })
})

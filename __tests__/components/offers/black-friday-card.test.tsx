import React from "react"
import fs from "fs"
import path from "path"
import { render, screen } from "@testing-library/react"
import { BlackFridayCard } from "../../../src/components/offers/black-friday-card"
import { modeLabels, priceIn } from "../../../src/components/pricing/pricing-mode"
import { site } from "../../../src/config/site"
import { visitorTime, type SaleStatus } from "../../../src/lib/seasonal-sales"
import { exampleSale as sale } from "../../support/example-sale"

type Tier = { key: string; title: string; subscriptionPrice: number; lifetimePrice: number }
const tiers = JSON.parse(fs.readFileSync(path.join(__dirname, "../../../content/data/pricing.json"), "utf8")) as Tier[]

/** What the spec lets the card say of a sale no one has set up (docs/spec/SITE-SPEC.md §9), and of the code. */
const SPEC_HEADING = `${site.blackFriday.name}: ${site.blackFriday.percentOff}% off the premium plan`

/** The card as /offers renders it with no sale set up (the content that ships), or with docs/offers.md's example in each state. */
function renderCard(status: SaleStatus | null) {
  const tier = tiers.find((candidate) => candidate.key === sale.plan.tier)!
  const mode = sale.plan.mode as keyof typeof modeLabels
  const featured = status && {
    name: sale.name,
    percentOff: sale.percentOff,
    startsAt: visitorTime(sale.start, sale.timeZone),
    endsAt: visitorTime(sale.end, sale.timeZone),
    status,
    plan: { title: tier.title, modeLabel: modeLabels[mode], price: priceIn(tier, mode) },
  }
  render(<BlackFridayCard sale={featured} code={site.offer} />)
  return screen.getByRole("region", { name: `${sale.name}: ${sale.percentOff}% off the premium plan` })
}

/** What no card says: no plan, rule or combination the spec does not state, and nothing of the checkout (issue 40). */
const UNSTATED = /any plan|combined|checkout|newsletter|once a year/i

describe("BlackFridayCard", () => {
  it("with no sale set up: says the spec's 70% off the premium plan, that it is not running, and the 20% code, naming no plan", () => {
    const card = renderCard(null)
    expect(screen.getByRole("region", { name: SPEC_HEADING })).toBe(card)
    expect(card).toHaveTextContent("Seasonal sale")
    expect(card).toHaveTextContent(
      "During our Black Friday sale, the premium plan is 70% off. The sale isn't running now: when it is, this page says so, with its dates.",
    )
    expect(card).toHaveTextContent(`The code ${site.offer.code} above takes ${site.offer.percentOff}% off.`)
    expect(card).not.toHaveTextContent(/license|Macs|\$|on now|20\d\d/i)
    expect(card).not.toHaveTextContent(UNSTATED)
  })

  it("before a sale set up: names its plan as /pricing does, and its dates", () => {
    const card = renderCard("upcoming")
    expect(card).toHaveTextContent(
      "During our Black Friday sale, the premium plan, the Lifetime license for 5 Macs (regularly $74.99), is 70% off. " +
        "It runs from Friday, November 27, 2026 at 12:00 AM Eastern Standard Time until Monday, November 30, 2026 at 11:59 PM Eastern Standard Time.",
    )
    expect(card).not.toHaveTextContent(/on now/i)
    expect(card).not.toHaveTextContent(UNSTATED)
  })

  it("while it runs: says it is on, on which plan and until when (zone spelt out), with the plans a link away", () => {
    const card = renderCard("running")
    expect(card).toHaveTextContent("On now")
    expect(card).toHaveTextContent(
      "Our Black Friday sale is on now: the premium plan, the Lifetime license for 5 Macs (regularly $74.99), is 70% off until Monday, November 30, 2026 at 11:59 PM Eastern Standard Time.",
    )
    expect(screen.getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing")
    expect(card).not.toHaveTextContent("isn't running")
    expect(card).not.toHaveTextContent(UNSTATED)
  })

  it("after it: says when it ended, and nothing of the next", () => {
    const card = renderCard("ended")
    expect(card).toHaveTextContent(
      "Our last Black Friday sale, 70% off the premium plan, the Lifetime license for 5 Macs (regularly $74.99), ended on Monday, November 30, 2026 at 11:59 PM Eastern Standard Time.",
    )
    expect(card).not.toHaveTextContent(/on now|next/i)
    expect(card).not.toHaveTextContent(UNSTATED)
  })
})

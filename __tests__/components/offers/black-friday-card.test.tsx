import React from "react"
import fs from "fs"
import path from "path"
import { cleanup, render, screen } from "@testing-library/react"
import { BlackFridayCard } from "../../../src/components/offers/black-friday-card"
import { modeLabels, priceIn } from "../../../src/components/pricing/pricing-mode"
import { site } from "../../../src/config/site"
import { visitorTime, type Sale, type SaleStatus } from "../../../src/lib/seasonal-sales"

type Tier = { key: string; title: string; subscriptionPrice: number; lifetimePrice: number }
const read = <T,>(file: string) => JSON.parse(fs.readFileSync(path.join(__dirname, "../../../content/data", file), "utf8")) as T
const tiers = read<Tier[]>("pricing.json")
/** The Black Friday sale content/data/offers.json declares last, as the page receives it. */
const sale = read<Sale[]>("offers.json")
  .filter((candidate) => candidate.name === "Black Friday")
  .pop()!
const endsAt = visitorTime(sale.end, sale.timeZone)

function renderCard(status: SaleStatus) {
  const { plan } = sale
  const tier = tiers.find((candidate) => candidate.key === plan.tier)
  if (!tier) throw new Error(`offers.json names tier "${plan.tier}", which pricing.json does not have`)
  const mode = plan.mode as keyof typeof modeLabels
  render(
    <BlackFridayCard
      sale={{ name: sale.name, percentOff: sale.percentOff, endsAt, status }}
      plan={{ title: tier.title, modeLabel: modeLabels[mode], price: priceIn(tier, mode) }}
      code={site.offer}
    />,
  )
  return screen.getByRole("region", { name: "Black Friday: 70% off the premium plan" })
}

describe("BlackFridayCard", () => {
  it.each(["upcoming", "running", "ended"] as const)(
    "names the premium plan as /pricing names it, with its regular price (%s)",
    (status) => {
      expect(renderCard(status)).toHaveTextContent("Our premium plan is the Lifetime license for 5 Macs, regularly $74.99.")
    },
  )

  it("before the sale: says the 70% is seasonal and not running now, with no date or duration", () => {
    const card = renderCard("upcoming")
    expect(card).toHaveTextContent("Seasonal sale")
    expect(card).toHaveTextContent("during our Black Friday sale, it is 70% off")
    expect(card).toHaveTextContent(
      "The sale isn't running now: we announce it in the newsletter, so join the newsletter below to hear when it starts.",
    )
    expect(card).not.toHaveTextContent(/week|days|hours|2026|on now/i)
    expect(screen.getByRole("link", { name: "join the newsletter below" })).toHaveAttribute("href", "#newsletter")
  })

  it("while it runs: says it is on, until when (zone spelt out) and how to get it, with no newsletter wait", () => {
    const card = renderCard("running")
    expect(card).toHaveTextContent("On now")
    expect(card).toHaveTextContent(
      "Our Black Friday sale is on now: it is 70% off until Monday, November 30, 2026 at 11:59 PM Eastern Standard Time.",
    )
    expect(card).toHaveTextContent(
      "open Pricing, switch to Lifetime, choose the 5 Macs plan and select Buy now: the discount is applied at checkout.",
    )
    expect(screen.getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing")
    expect(card).not.toHaveTextContent("isn't running")
    expect(screen.queryByRole("link", { name: "join the newsletter below" })).toBeNull()
  })

  it("after it: says when it ended and that the next one is announced in the newsletter", () => {
    const card = renderCard("ended")
    expect(card).toHaveTextContent(
      "The last one ended on Monday, November 30, 2026 at 11:59 PM Eastern Standard Time: we announce the next one in the newsletter",
    )
    expect(card).not.toHaveTextContent("on now")
    expect(screen.getByRole("link", { name: "join the newsletter below" })).toHaveAttribute("href", "#newsletter")
  })

  it("explains how it relates to the 20% code shown above it", () => {
    expect(renderCard("upcoming")).toHaveTextContent(
      "Until then, the code RESPITE20 above takes 20% off any plan. The two discounts can't be combined.",
    )
    cleanup()
    expect(renderCard("running")).toHaveTextContent(
      "Outside the sale, the code RESPITE20 above takes 20% off any plan. The two discounts can't be combined.",
    )
  })
})

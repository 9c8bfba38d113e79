import React from "react"
import fs from "fs"
import path from "path"
import { render, screen } from "@testing-library/react"
import { BlackFridayCard } from "../../../src/components/offers/black-friday-card"
import { modeLabels, priceIn } from "../../../src/components/pricing/pricing-mode"
import { site } from "../../../src/config/site"

type Tier = { key: string; title: string; subscriptionPrice: number; lifetimePrice: number }
const tiers = JSON.parse(fs.readFileSync(path.join(__dirname, "../../../content/data/pricing.json"), "utf8")) as Tier[]

function renderCard() {
  const { plan, percentOff } = site.blackFriday
  const tier = tiers.find((candidate) => candidate.key === plan.tier)
  if (!tier) throw new Error(`site.blackFriday names tier "${plan.tier}", which pricing.json does not have`)
  render(
    <BlackFridayCard
      plan={{ title: tier.title, modeLabel: modeLabels[plan.mode], price: priceIn(tier, plan.mode) }}
      percentOff={percentOff}
      code={site.offer}
    />,
  )
  return screen.getByRole("region", { name: "Black Friday: 70% off the premium plan" })
}

describe("BlackFridayCard", () => {
  it("names the premium plan as /pricing names it, with its regular price", () => {
    const card = renderCard()
    expect(card).toHaveTextContent("Our premium plan is the Lifetime license for 5 Macs, regularly $74.99.")
  })

  it("says the 70% is seasonal and not running now, with no invented duration", () => {
    const card = renderCard()
    expect(card).toHaveTextContent("during our Black Friday sale, it is 70% off")
    expect(card).toHaveTextContent("The sale isn't running now")
    expect(card).not.toHaveTextContent(/week|days|hours/)
    expect(screen.getByRole("link", { name: "join the newsletter below" })).toHaveAttribute("href", "#newsletter")
  })

  it("explains how it relates to the 20% code shown above it", () => {
    const card = renderCard()
    expect(card).toHaveTextContent("the code RESPITE20 above takes 20% off any plan. The two discounts can't be combined.")
  })
})

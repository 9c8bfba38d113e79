import React from "react"
import fs from "fs"
import path from "path"
import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { PricingPlans } from "../../../src/components/pricing/pricing-plans"
import { site } from "../../../src/config/site"
import { formatPrice } from "../../../src/lib/format-price"

type Tier = Queries.PricingTierFieldsFragment

/** pricing.json as the page query hands it over: fields the file leaves out arrive as null. */
const unset = { popular: null, badges: null, discountedPrices: null }
const tiers: Tier[] = JSON.parse(fs.readFileSync(path.join(__dirname, "../../../content/data/pricing.json"), "utf8")).map(
  (tier: Tier) => ({ ...unset, ...tier }),
)

const card = (name: string) => within(screen.getByRole("article", { name }))

describe("formatPrice", () => {
  it("formats USD", () => {
    expect(formatPrice(9.99)).toBe("$9.99")
    expect(formatPrice(74.99)).toBe("$74.99")
  })
})

describe("PricingPlans", () => {
  it("starts on Lifetime with the lifetime prices and the Most Popular badge", () => {
    render(<PricingPlans tiers={tiers} />)
    expect(screen.getByRole("radio", { name: "Lifetime" })).toBeChecked()
    expect(card("1 Mac").getByText("$24.99")).toBeInTheDocument()
    expect(card("2 Macs").getByText("$39.99")).toBeInTheDocument()
    expect(card("5 Macs").getByText("$74.99")).toBeInTheDocument()
    expect(card("2 Macs").getByText("Most Popular")).toHaveAttribute("data-colour", "amber")
    expect(screen.queryByText("Best Value")).not.toBeInTheDocument()
    expect(card("1 Mac").getByRole("link", { name: "Buy now for 1 Mac, Lifetime (opens in a new tab)" })).toHaveAttribute(
      "href",
      site.links.checkoutLifetime,
    )
  })

  it("switches to yearly subscription prices, badge and checkout", async () => {
    render(<PricingPlans tiers={tiers} />)
    await userEvent.click(screen.getByRole("radio", { name: "Subscription" }))
    expect(card("1 Mac").getByText("$9.99")).toBeInTheDocument()
    expect(card("2 Macs").getByText("$15.99")).toBeInTheDocument()
    expect(card("5 Macs").getByText("$34.99")).toBeInTheDocument()
    expect(card("2 Macs").getByText("Best Value")).toHaveAttribute("data-colour", "teal")
    expect(screen.queryByText("Most Popular")).not.toBeInTheDocument()
    const buy = card("5 Macs").getByRole("link", { name: "Buy now for 5 Macs, Subscription (opens in a new tab)" })
    expect(buy).toHaveAttribute("href", site.links.checkoutSubscription)
    expect(buy).toHaveAttribute("target", "_blank")
    expect(buy).toHaveAttribute("rel", "noopener noreferrer")
  })

  it("lists full access, the number of licenses and updates on every tier", () => {
    render(<PricingPlans tiers={tiers} />)
    for (const [name, licenses] of [["1 Mac", "1 Mac license"], ["2 Macs", "2 Mac licenses"], ["5 Macs", "5 Mac licenses"]]) {
      expect(card(name).getByText("Full access to every feature")).toBeInTheDocument()
      expect(card(name).getByText(licenses)).toBeInTheDocument()
      expect(card(name).getByText("Regular updates")).toBeInTheDocument()
    }
  })
})

describe("discounted prices", () => {
  it("show nothing extra while pricing.json sets none (docs/spec/SITE-SPEC.md §9: none now)", () => {
    render(<PricingPlans tiers={tiers} />)
    expect(screen.queryByText(/% off/)).not.toBeInTheDocument()
    expect(screen.queryByText(/Regular price/)).not.toBeInTheDocument()
  })

  it("show the regular price struck through, the sale price and the percentage once an editor sets one", async () => {
    const onSale = tiers.map((tier) => (tier.key === "5-macs" ? { ...tier, discountedPrices: { subscription: null, lifetime: 22.49 } } : tier))
    render(<PricingPlans tiers={onSale} />)
    const fiveMacs = card("5 Macs")
    expect(fiveMacs.getByText("$74.99").closest("del")).toHaveTextContent("Regular price $74.99")
    expect(fiveMacs.getByTestId("price")).toHaveTextContent("$22.49")
    expect(fiveMacs.getByText("70% off")).toBeInTheDocument()
    expect(card("1 Mac").queryByText(/% off/)).not.toBeInTheDocument()
    // The sale was set for Lifetime only: the subscription price stays as it is.
    await userEvent.click(screen.getByRole("radio", { name: "Subscription" }))
    expect(fiveMacs.getByTestId("price")).toHaveTextContent("$34.99")
    expect(fiveMacs.queryByText(/% off/)).not.toBeInTheDocument()
  })

  it("ignore a 'discount' that is not below the regular price", () => {
    const wrong = tiers.map((tier) => (tier.key === "1-mac" ? { ...tier, discountedPrices: { subscription: null, lifetime: 30 } } : tier))
    render(<PricingPlans tiers={wrong} />)
    expect(card("1 Mac").getByTestId("price")).toHaveTextContent("$24.99")
    expect(screen.queryByText(/% off/)).not.toBeInTheDocument()
  })
})

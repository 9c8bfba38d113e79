import React from "react"
import fs from "fs"
import path from "path"
import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { PricingPlans } from "../../../src/components/pricing/pricing-plans"
import { factAlone } from "../../../src/config/app-facts"
import { site } from "../../../src/config/site"
import { formatPrice } from "../../../src/lib/format-price"

type Tier = Queries.PricingTierFieldsFragment

/** pricing.json as the page query hands it over: fields the file leaves out arrive as null. */
const unset = { popular: null, badges: null, discountedPrices: null }
const tiers: Tier[] = JSON.parse(fs.readFileSync(path.join(__dirname, "../../../content/data/pricing.json"), "utf8")).map((tier: Tier) => ({
  ...unset,
  ...tier,
}))

const card = (name: string) => within(screen.getByRole("article", { name }))

/** The note every price carries about tax, as the operator set it (src/config/site.ts, prices). */
const NOTE = factAlone("priceNote")

/**
 * What a card shows in one mode: its elements marked with that mode, as text. The page's CSS hides
 * the other mode's (pricing-plans.module.css), which jsdom does not apply; e2e/pages.spec.ts,
 * e2e/support/scenarios/controls.ts checks what a browser shows (Chromium and WebKit).
 */
const inMode = (name: string, mode: "lifetime" | "subscription") =>
  Array.from(screen.getByRole("article", { name }).querySelectorAll(`[data-mode="${mode}"]`), (element) => element.textContent)

describe("formatPrice", () => {
  it("formats USD", () => {
    expect(formatPrice(9.99)).toBe("$9.99")
    expect(formatPrice(74.99)).toBe("$74.99")
  })
})

describe("PricingPlans", () => {
  it("starts on Lifetime", () => {
    render(<PricingPlans tiers={tiers} />)
    expect(screen.getByRole("radio", { name: "Lifetime" })).toBeChecked()
    expect(screen.getByRole("radio", { name: "Subscription" })).not.toBeChecked()
  })

  // Per mode: its radio's name, the line under the price, the prices of 1, 2 and 5 Macs, the 2-Mac badge and its colour, the checkout.
  const modes = [
    ["lifetime", "Lifetime", "one-time payment", ["$24.99", "$39.99", "$74.99"], "Most Popular", "amber", site.links.checkoutLifetime],
    ["subscription", "Subscription", "per year", ["$9.99", "$15.99", "$34.99"], "Best Value", "teal", site.links.checkoutSubscription],
  ] as const

  it.each(modes)("gives every card its %s badge, price and checkout", (mode, label, per, prices, badge, colour, checkout) => {
    render(<PricingPlans tiers={tiers} />)
    for (const [index, name] of ["1 Mac", "2 Macs", "5 Macs"].entries()) {
      const buyName = `Buy now for ${name}, ${label} (opens in a new tab)`
      // Only the 2-Mac bundle carries a badge, in either mode.
      expect(inMode(name, mode)).toEqual([...(name === "2 Macs" ? [badge] : []), `${prices[index]}${per}${NOTE}`, buyName])
      const buy = card(name).getByRole("link", { name: buyName })
      expect(buy).toHaveAttribute("href", checkout)
      expect(buy).toHaveAttribute("target", "_blank")
      expect(buy).toHaveAttribute("rel", "noopener noreferrer")
    }
    expect(card("2 Macs").getByText(badge)).toHaveAttribute("data-colour", colour)
  })

  it("leaves the choice to the radios: switching changes no rendered content, so hydration has nothing to undo", async () => {
    render(<PricingPlans tiers={tiers} />)
    const cards = () => screen.getAllByRole("article").map((article) => article.outerHTML)
    const before = cards()
    await userEvent.click(screen.getByRole("radio", { name: "Subscription" }))
    expect(screen.getByRole("radio", { name: "Subscription" })).toBeChecked()
    expect(screen.getByRole("radio", { name: "Lifetime" })).not.toBeChecked()
    expect(cards()).toEqual(before)
  })

  it("lists full access, the number of licenses and updates on every tier", () => {
    render(<PricingPlans tiers={tiers} />)
    for (const [name, licenses] of [
      ["1 Mac", "1 Mac license"],
      ["2 Macs", "2 Mac licenses"],
      ["5 Macs", "5 Mac licenses"],
    ]) {
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

  it("show the regular price struck through, the sale price and the percentage in the mode an editor set one for", () => {
    const onSale = tiers.map((tier) =>
      tier.key === "5-macs" ? { ...tier, discountedPrices: { subscription: null, lifetime: 22.49 } } : tier,
    )
    render(<PricingPlans tiers={onSale} />)
    expect(card("5 Macs").getByText("$74.99").closest("del")).toHaveTextContent("Regular price $74.99")
    expect(inMode("5 Macs", "lifetime")[0]).toBe(`Regular price $74.99 Sale price $22.4970% offone-time payment${NOTE}`)
    expect(card("1 Mac").queryByText(/% off/)).not.toBeInTheDocument()
    // The sale was set for Lifetime only: the subscription price stays as it is.
    expect(inMode("5 Macs", "subscription")[0]).toBe(`$34.99per year${NOTE}`)
  })

  it("ignore a 'discount' that is not below the regular price", () => {
    const wrong = tiers.map((tier) => (tier.key === "1-mac" ? { ...tier, discountedPrices: { subscription: null, lifetime: 30 } } : tier))
    render(<PricingPlans tiers={wrong} />)
    expect(inMode("1 Mac", "lifetime")[0]).toBe(`$24.99one-time payment${NOTE}`)
    expect(screen.queryByText(/% off/)).not.toBeInTheDocument()
  })
})

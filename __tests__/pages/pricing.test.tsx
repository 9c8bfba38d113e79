/**
 * The pricing page's own words about paying (docs/offers.md#prices-tax-and-payment-methods): every
 * price carries the operator's note on tax, and the payment-methods question is answered from the
 * setting, or left out when there is none.
 */
import React from "react"
import fs from "fs"
import path from "path"
import { render, screen, within } from "@testing-library/react"
import PricingPage from "../../src/pages/pricing"
import { appFacts } from "../../src/config/app-facts"
import { site } from "../../src/config/site"

const tiers = JSON.parse(fs.readFileSync(path.join(__dirname, "../../content/data/pricing.json"), "utf8")).map((tier: object) => ({
  popular: null,
  badges: null,
  discountedPrices: null,
  ...tier,
}))

type Props = React.ComponentProps<typeof PricingPage>
const renderPage = () =>
  render(<PricingPage {...({ data: { allPricingJson: { nodes: tiers }, helpLinksJson: null } } as unknown as Props)} />)

const questions = () => within(screen.getByRole("region", { name: "Pricing questions" }))

describe("the pricing page", () => {
  it("says what the prices are in and how tax is added, and every price says it too", () => {
    renderPage()
    expect(screen.getByText(`Prices in ${appFacts.currency.text}, ${appFacts.priceNote.text}.`, { exact: false })).toBeInTheDocument()
    const prices = screen.getAllByTestId("price")
    expect(prices).toHaveLength(tiers.length * 2)
    for (const price of prices) expect(price.parentElement).toHaveTextContent(new RegExp(`${appFacts.priceNote.text}$`, "i"))
  })

  it("answers which payment methods the checkout takes, from the operator's setting", () => {
    renderPage()
    const answer = questions().getByText("Which payment methods do you accept?").nextElementSibling
    expect(answer).toHaveTextContent(
      new RegExp(`^${site.prices.paymentMethods.join(" and ")}, at the checkout of our card payment provider`, "i"),
    )
  })

  it("leaves the question out when no payment method is set", () => {
    jest.replaceProperty(site.prices, "paymentMethods", [])
    renderPage()
    expect(questions().queryByText("Which payment methods do you accept?")).not.toBeInTheDocument()
    jest.restoreAllMocks()
  })
})

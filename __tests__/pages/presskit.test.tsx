import React from "react"
import fs from "fs"
import path from "path"
import { render, screen, within } from "@testing-library/react"
import PressKitPage from "../../src/pages/presskit"
import { fillFacts } from "../../src/lib/fill-facts"
import { appFacts } from "../../src/config/app-facts"

const pricing = JSON.parse(fs.readFileSync(path.join(__dirname, "../../content/data/pricing.json"), "utf8"))
// As the page's query gives them: facts filled in (src/gatsby-node/fact-resolvers.ts).
const features = (
  JSON.parse(fs.readFileSync(path.join(__dirname, "../../content/data/features.json"), "utf8")) as Array<{ description: string }>
).map((feature) => ({ ...feature, description: fillFacts(feature.description, "text") }))

type Props = React.ComponentProps<typeof PressKitPage>

const renderWith = (tiers: unknown[]) =>
  render(
    <PressKitPage
      {...({
        data: { allPricingJson: { nodes: tiers }, allFeaturesJson: { nodes: features }, allScreenshotsJson: { nodes: [] } },
      } as unknown as Props)}
    />,
  )

describe("Press kit pricing summary", () => {
  it("shows the prices from the pricing data", () => {
    renderWith(pricing)
    const table = within(screen.getByRole("table", { name: "Prices per plan" }))
    expect(table.getByRole("row", { name: "2 Macs $15.99 $39.99" })).toBeInTheDocument()
    expect(table.getByRole("row", { name: "5 Macs $34.99 $74.99" })).toBeInTheDocument()
  })

  it("follows the data when a price changes (nothing is retyped)", () => {
    renderWith(pricing.map((tier: { key: string }) => (tier.key === "1-mac" ? { ...tier, lifetimePrice: 29.99 } : tier)))
    expect(screen.getByRole("row", { name: "1 Mac $9.99 $29.99" })).toBeInTheDocument()
  })

  it("says beside the prices what they are in and how tax is added, as the operator set it", () => {
    renderWith(pricing)
    const summary = within(screen.getByRole("region", { name: "Pricing summary" }))
    expect(summary.getByText(new RegExp(`Prices in ${appFacts.currency.text}, ${appFacts.priceNote.text}\\.`))).toBeInTheDocument()
  })

  it("states the technical specs, worded as the facts word them", () => {
    renderWith(pricing)
    const specs = within(screen.getByRole("region", { name: "Technical specs" }))
    const row = (term: string) => specs.getByText(term).nextElementSibling?.textContent
    expect([row("Requires"), row("Install size"), row("Memory use")]).toEqual(["macOS 14.2 or later", "under 15MB", "under 50MB"])
    expect([row("Platform"), row("Languages")]).toEqual(["Mac only for now (a Windows version is planned)", "English only for now"])
  })
})

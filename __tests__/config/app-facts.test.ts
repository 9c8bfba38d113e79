import fs from "fs"
import path from "path"
import { appFacts, FACT_NAMES } from "../../src/config/app-facts"
import { site } from "../../src/config/site"
import { formatPrice } from "../../src/lib/format-price"

const root = path.join(__dirname, "../..")
const pricing = JSON.parse(fs.readFileSync(path.join(root, "content/data/pricing.json"), "utf8")) as Array<{
  key: string
  macs: number
  subscriptionPrice: number
  lifetimePrice: number
}>

// The one list of what the site may say about the app (src/config/app-facts.ts).
describe("the app's facts", () => {
  it("each says where it comes from, and every file it names is in the repository", () => {
    for (const name of FACT_NAMES) {
      const { text, source } = appFacts[name]
      expect({ name, text: text.trim().length > 0, source: source.length > 0 }).toEqual({ name, text: true, source: true })
      for (const file of source.match(/\b(?:docs|src|content)\/[\w./-]+\.\w+/g) ?? []) {
        expect({ name, file, exists: fs.existsSync(path.join(root, file)) }).toEqual({ name, file, exists: true })
      }
    }
  })

  it("take what configuration owns from it, not a copy", () => {
    expect(appFacts.contactEmail.text).toBe(site.contactEmail)
    expect(appFacts.macOS.text).toBe(site.requirements.macOS)
    expect([appFacts.trial.text, appFacts.noCreditCard.text, appFacts.cancelsAutomatically.text]).toEqual(site.trial.terms)
    expect(appFacts.trialTerms.text).toBe(site.trial.sentence)
    expect(appFacts.offerCode.text).toBe(site.offer.code)
  })

  it("give every tier's price in both modes from pricing.json", () => {
    const camel = (key: string) => key.replace(/(^|-)(\w)/g, (_m, _d, letter: string) => letter.toUpperCase())
    for (const tier of pricing) {
      expect(appFacts[`subscriptionPrice${camel(tier.key)}`].text).toBe(`${formatPrice(tier.subscriptionPrice)} per year`)
      expect(appFacts[`lifetimePrice${camel(tier.key)}`].text).toBe(formatPrice(tier.lifetimePrice))
    }
    expect(appFacts.bundles.text).toBe(
      `${pricing
        .map((tier) => tier.macs)
        .slice(0, -1)
        .join(", ")} or ${pricing.at(-1)!.macs} Macs`,
    )
  })
})

import { graphql } from "gatsby"
import type { PricingTier } from "../components/pricing/pricing-card"

/** Every page that shows prices reads them through this fragment, from content/data/pricing.json. */
export const fragment = graphql`
  fragment PricingTierFields on PricingJson {
    key
    title
    subtitle
    macs
    subscriptionPrice
    lifetimePrice
    features
    popular
    badges {
      subscription {
        text
        colour
      }
      lifetime {
        text
        colour
      }
    }
  }
`

export const toTiers = (nodes: readonly Queries.PricingTierFieldsFragment[]): PricingTier[] =>
  nodes.map((node) => ({
    key: node.key,
    title: node.title,
    subtitle: node.subtitle,
    subscriptionPrice: node.subscriptionPrice,
    lifetimePrice: node.lifetimePrice,
    features: node.features,
    popular: node.popular,
    badges: node.badges,
  }))

import React from "react"
import { graphql } from "gatsby"
import { PricingCard } from "./pricing-card"
import { PricingToggle } from "./pricing-toggle"
import * as styles from "./pricing-plans.module.css"

/** The plans as the pricing page and the press kit list them: fewest Macs first. */
export const fragment = graphql`
  fragment PricingTiers on Query {
    allPricingJson(sort: { macs: ASC }) {
      nodes {
        ...PricingTierFields
      }
    }
  }
`

type Props = { tiers: readonly Queries.PricingTierFieldsFragment[] }

/** The toggle and the cards; which mode's prices show is decided by CSS from the checked radio. */
export function PricingPlans({ tiers }: Props) {
  return (
    <div className={styles.plans}>
      <PricingToggle />
      <ul className={styles.grid}>
        {tiers.map((tier) => (
          <li key={tier.key}>
            <PricingCard tier={tier} />
          </li>
        ))}
      </ul>
    </div>
  )
}

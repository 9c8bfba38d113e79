import React from "react"
import { PricingCard } from "./pricing-card"
import { PricingToggle } from "./pricing-toggle"
import * as styles from "./pricing-plans.module.css"

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

import React, { useState } from "react"
import { PricingCard } from "./pricing-card"
import { DEFAULT_MODE, type PricingMode } from "./pricing-mode"
import { PricingToggle } from "./pricing-toggle"
import * as styles from "./pricing-plans.module.css"

type Props = { tiers: readonly Queries.PricingTierFieldsFragment[] }

export function PricingPlans({ tiers }: Props) {
  const [mode, setMode] = useState<PricingMode>(DEFAULT_MODE)
  return (
    <div className={styles.plans}>
      <PricingToggle mode={mode} onChange={setMode} />
      <ul className={styles.grid}>
        {tiers.map((tier) => (
          <li key={tier.key}>
            <PricingCard tier={tier} mode={mode} />
          </li>
        ))}
      </ul>
    </div>
  )
}

import React, { useState } from "react"
import { site } from "../../config/site"
import { PricingCard, type PricingTier } from "./pricing-card"
import { DEFAULT_MODE, type PricingMode } from "./pricing-mode"
import { PricingToggle } from "./pricing-toggle"
import * as styles from "./pricing-plans.module.css"

type Props = { tiers: readonly PricingTier[] }

export function PricingPlans({ tiers }: Props) {
  const [mode, setMode] = useState<PricingMode>(DEFAULT_MODE)
  return (
    <div className={styles.plans}>
      <PricingToggle mode={mode} onChange={setMode} />
      <ul className={styles.grid}>
        {tiers.map((tier) => (
          <li key={tier.key}>
            <PricingCard tier={tier} mode={mode} discountPercent={site.pricingDiscountPercent} />
          </li>
        ))}
      </ul>
    </div>
  )
}

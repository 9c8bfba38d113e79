import React from "react"
import { modeLabels, type PricingMode } from "./pricing-mode"
import * as styles from "./pricing-toggle.module.css"

type Props = { mode: PricingMode; onChange: (mode: PricingMode) => void }

/** Native radio buttons: arrow keys, one tab stop and a named group come for free. */
export function PricingToggle({ mode, onChange }: Props) {
  const options: PricingMode[] = ["subscription", "lifetime"]
  return (
    <fieldset className={styles.toggle}>
      <legend className="visually-hidden">Billing</legend>
      {options.map((option) => (
        <label key={option} className={styles.option}>
          <input
            type="radio"
            name="pricing-mode"
            value={option}
            checked={mode === option}
            onChange={() => onChange(option)}
            className={styles.input}
          />
          <span className={styles.label}>{modeLabels[option]}</span>
        </label>
      ))}
    </fieldset>
  )
}

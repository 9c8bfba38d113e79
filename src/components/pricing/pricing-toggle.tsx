import React from "react"
import { DEFAULT_MODE, PRICING_MODES, modeLabels } from "./pricing-mode"
import * as styles from "./pricing-toggle.module.css"

/**
 * Native radio buttons: arrow keys, one tab stop and a named group come for free. They are
 * uncontrolled: the checked one decides, in CSS, which prices the cards show (pricing-plans.module.css),
 * so the toggle works before the JavaScript arrives and without it, and a choice made before
 * hydration stays as it is (nothing in React competes with it).
 */
export function PricingToggle() {
  return (
    <fieldset className={styles.toggle}>
      <legend className="visually-hidden">Billing</legend>
      {PRICING_MODES.map((option) => (
        <label key={option} className={styles.option}>
          <input type="radio" name="pricing-mode" value={option} defaultChecked={option === DEFAULT_MODE} className={styles.input} />
          <span className={styles.label}>{modeLabels[option]}</span>
        </label>
      ))}
    </fieldset>
  )
}

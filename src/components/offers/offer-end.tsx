import React from "react"
import * as styles from "./offer-end.module.css"

const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * The last day the limited-time code works, as an operator set it (src/config/site.ts, offer.ends:
 * "2026-12-31"), written out for a visitor; nothing when it is not set (docs/offers.md#the-limited-time-code).
 * A day that is not one stops the build: a wrong end is worse than none.
 */
export function OfferEnd({ ends }: { ends: string | undefined }) {
  if (ends === undefined) return null
  const day = new Date(`${ends}T00:00:00Z`)
  // A day the calendar has: 2026-02-30 would otherwise be read as March 2.
  if (!DAY.test(ends) || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== ends) {
    throw new Error(`src/config/site.ts: offer.ends is "${ends}", not a day such as 2026-12-31 (the last day the code works)`)
  }
  return <p className={styles.ends}>Valid until {day.toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" })}</p>
}

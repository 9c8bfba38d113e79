import React from "react"
import * as styles from "./star-rating.module.css"

type Props = { rating: number; max?: number }

export function StarRating({ rating, max = 5 }: Props) {
  const value = Math.max(0, Math.min(max, Math.round(rating)))
  return (
    <span className={styles.stars} role="img" aria-label={`${value} out of ${max} stars`}>
      {Array.from({ length: max }, (_, index) => (
        <svg key={index} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" className={index < value ? styles.on : styles.off}>
          <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
        </svg>
      ))}
    </span>
  )
}

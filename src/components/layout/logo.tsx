import React, { useId } from "react"
import { site } from "../../config/site"
import * as styles from "./logo.module.css"

/** The brand mark (same as static/logo.svg) and name; the name is text so it scales and reads well in every colour scheme. */
export function Logo() {
  // The logo appears more than once per page (header, menu, footer); gradient ids must not clash.
  const id = useId().replace(/:/g, "")
  return (
    <span className={styles.logo}>
      <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#2dd4bf" />
            <stop offset="0.45" stopColor="#14b8a6" />
            <stop offset="1" stopColor="#0f766e" />
          </linearGradient>
          <linearGradient id={`${id}-sun`} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#fde68a" />
            <stop offset="1" stopColor="#f59e0b" />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="14" fill={`url(#${id}-bg)`} />
        <g stroke="#fde68a" strokeWidth="3.5" strokeLinecap="round" fill="none">
          <path d="M32 11.5v5M16.4 18.4l3.5 3.5M47.6 18.4l-3.5 3.5M9.5 31.5l4.8 1.4M54.5 31.5l-4.8 1.4" />
        </g>
        <path d="M17.5 41a14.5 14.5 0 0 1 29 0z" fill={`url(#${id}-sun)`} />
        <rect x="10" y="43.5" width="44" height="4.5" rx="2.25" fill="#ffffff" />
        <rect x="19" y="51" width="26" height="3.5" rx="1.75" fill="#ffffff" fillOpacity="0.6" />
      </svg>
      <span className={styles.name}>{site.productName}</span>
    </span>
  )
}

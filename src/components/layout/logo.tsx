import React from "react"
import { site } from "../../config/site"
import * as styles from "./logo.module.css"

/** The brand mark and name; the name is text so it scales and reads well in every colour scheme. */
export function Logo() {
  return (
    <span className={styles.logo}>
      <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="logo-bg" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#14b8a6" />
            <stop offset="1" stopColor="#0f766e" />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="15" fill="url(#logo-bg)" />
        <path d="M14 42h36" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
        <path d="M21 42a11 11 0 0 1 22 0" fill="#fde68a" />
        <rect x="25" y="16" width="4.5" height="14" rx="2.2" fill="#fff" />
        <rect x="34.5" y="16" width="4.5" height="14" rx="2.2" fill="#fff" />
      </svg>
      <span className={styles.name}>{site.productName}</span>
    </span>
  )
}

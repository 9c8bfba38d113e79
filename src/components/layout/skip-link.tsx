import React from "react"
import * as styles from "./skip-link.module.css"

export const MAIN_ID = "main-content"

export function SkipLink() {
  return (
    <a className={styles.skip} href={`#${MAIN_ID}`}>
      Skip to content
    </a>
  )
}

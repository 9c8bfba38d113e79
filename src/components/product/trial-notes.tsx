import React from "react"
import { site } from "../../config/site"
import { Icon } from "../ui/icon"
import * as styles from "./trial-notes.module.css"

type Props = { align?: "start" | "center" }

export function TrialNotes({ align = "start" }: Props) {
  const items = [...site.trial.terms, site.requirements.macOS]
  return (
    <ul className={`${styles.notes} ${align === "center" ? styles.center : ""}`}>
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" size={18} />
          {item}
        </li>
      ))}
    </ul>
  )
}

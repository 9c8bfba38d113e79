import React from "react"
import type { ContentIcon } from "../../schema/content-types"
import { Icon } from "./icon"
import * as styles from "./card-grid.module.css"

export type IconCardItem = { title: string; description: string; icon: ContentIcon; badge?: string | null }

type Props = { items: readonly IconCardItem[]; tone?: "brand" | "warm" }

/** A grid of cards, each an icon, a title and a line: the landing page's problems and features. */
export function IconCards({ items, tone = "brand" }: Props) {
  const iconClass = tone === "warm" ? `${styles.icon} ${styles.iconWarm}` : styles.icon
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.title}>
          <div className={styles.card}>
            {item.badge ? <span className={styles.badge}>{item.badge}</span> : null}
            <span className={iconClass}>
              <Icon name={item.icon} />
            </span>
            <h3>{item.title}</h3>
            <p>{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}

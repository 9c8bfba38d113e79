import React from "react"
import type { ContentIcon } from "../../schema/content-types"
import { CardText } from "./card-text"
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
            <CardText mark={<Icon name={item.icon} />} markClassName={iconClass} title={item.title} description={item.description} />
          </div>
        </li>
      ))}
    </ul>
  )
}

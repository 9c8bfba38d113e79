import React from "react"
import * as styles from "./category-filter.module.css"

export const ALL = "All"

type Props = { categories: readonly string[]; selected: string; onSelect: (category: string) => void }

/** Toggle buttons rather than links: filtering never leaves the page or hides content from crawlers. */
export function CategoryFilter({ categories, selected, onSelect }: Props) {
  return (
    <div className={styles.filter} role="group" aria-label="Filter posts by category">
      {[ALL, ...categories].map((category) => (
        <button
          key={category}
          type="button"
          className={styles.chip}
          aria-pressed={selected === category}
          onClick={() => onSelect(category)}
        >
          {category}
        </button>
      ))}
    </div>
  )
}

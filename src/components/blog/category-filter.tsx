import React from "react"
import { Link } from "gatsby"
import { BLOG_PATH, categoryPath } from "../../lib/blog-paths"
import * as styles from "./category-filter.module.css"

export const ALL = "All"

type Props = {
  /** The categories that have posts, in the order of the closed list (src/schema/content-types.ts). */
  categories: readonly string[]
  /** The category whose list this is; null on /blog itself. */
  current: string | null
}

/**
 * Links, not buttons: each category has its own paged list (/blog/category/<name>), which works
 * without JavaScript, can be shared and bookmarked, and lists every post of the category however
 * many pages the blog has.
 */
export function CategoryFilter({ categories, current }: Props) {
  const entries = [
    { label: ALL, to: BLOG_PATH, active: current === null },
    ...categories.map((category) => ({ label: category, to: categoryPath(category), active: current === category })),
  ]
  return (
    <nav className={styles.filter} aria-label="Categories">
      <ul className={styles.list}>
        {entries.map(({ label, to, active }) => (
          <li key={label}>
            <Link to={to} className={styles.chip} aria-current={active ? "page" : undefined}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

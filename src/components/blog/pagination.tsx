import React from "react"
import { Link } from "gatsby"
import { listPagePath } from "../../lib/blog-paths"
import * as styles from "./pagination.module.css"

type Props = { basePath: string; page: number; pageCount: number }

/**
 * The page numbers a visitor sees: the first, the last, and the current one with its neighbours;
 * null marks a gap. With 80 pages a phone still gets one short row.
 */
export function visiblePages(page: number, pageCount: number): Array<number | null> {
  const wanted = [...new Set([1, page - 1, page, page + 1, pageCount])].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b)
  return wanted.flatMap((n, index) => (index > 0 && n - wanted[index - 1] > 1 ? [null, n] : [n]))
}

/** Newer and older pages of a blog list; rel="prev" and "next" as in the page's <head> (Seo). */
export function Pagination({ basePath, page, pageCount }: Props) {
  if (pageCount <= 1) return null
  return (
    <nav className={styles.pagination} aria-label="Pages">
      {page > 1 ? (
        <Link to={listPagePath(basePath, page - 1)} rel="prev" className={styles.step}>
          <span aria-hidden="true">←</span>Newer posts
        </Link>
      ) : null}
      <ul className={styles.pages}>
        {visiblePages(page, pageCount).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={listPagePath(basePath, n)}
                className={styles.number}
                aria-current={n === page ? "page" : undefined}
                aria-label={`Page ${n}`}
              >
                {n}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <Link to={listPagePath(basePath, page + 1)} rel="next" className={styles.step}>
          Older posts<span aria-hidden="true">→</span>
        </Link>
      ) : null}
    </nav>
  )
}

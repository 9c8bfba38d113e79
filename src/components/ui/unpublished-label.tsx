import React from "react"
import * as styles from "./unpublished-label.module.css"

type Props = { status: Queries.PostStatus; date: string }

/**
 * Only `npm run develop` ever shows a post or a help article that is not published
 * (src/lib/publishing.ts): the label tells the editor previewing it that visitors will not see it
 * yet, and from when they will.
 */
export function UnpublishedLabel({ status, date }: Props) {
  if (status === "published") return null
  return <p className={styles.label}>{status === "draft" ? "Draft: not published" : `Scheduled: published on ${date}`}</p>
}

import React from "react"
import * as styles from "./unpublished-label.module.css"

type Props = { status: Queries.PostStatus; date: string }

/**
 * Only `npm run develop` ever shows a post that is not published (src/lib/publishing.ts): the
 * label tells the editor previewing it that visitors will not see it yet.
 */
export function PostStatusLabel({ status, date }: Props) {
  if (status === "published") return null
  return <p className={styles.label}>{status === "draft" ? "Draft: not published" : `Scheduled: published on ${date}`}</p>
}

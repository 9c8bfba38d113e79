import React from "react"
import { PostCard, type PostSummary } from "./post-card"
import * as styles from "./post-list.module.css"

type Props = { posts: readonly PostSummary[] }

/** One page of a blog list: the posts gatsby-node put on it, newest first. */
export function PostList({ posts }: Props) {
  return (
    <ul className={styles.grid}>
      {posts.map((post, index) => (
        <li key={post.slug}>
          <PostCard post={post} eager={index === 0} />
        </li>
      ))}
    </ul>
  )
}

import React from "react"
import { PostCard, type PostSummary } from "./post-card"
import * as styles from "./related-posts.module.css"

type Props = { posts: readonly PostSummary[] }

/** The end of every article: two or three posts on the same subject (chosen in gatsby-node). */
export function RelatedPosts({ posts }: Props) {
  if (posts.length === 0) return null
  return (
    <section className={`container ${styles.related}`} aria-labelledby="related-posts">
      <h2 id="related-posts">Related posts</h2>
      <ul className={styles.grid}>
        {posts.map((post) => (
          <li key={post.slug}>
            <PostCard post={post} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  )
}

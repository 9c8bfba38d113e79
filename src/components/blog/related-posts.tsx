import React from "react"
import { Link } from "gatsby"
import { ResponsiveImage } from "../ui/responsive-image"
import { postPath } from "../../lib/blog-paths"
import { cardImage, type PostSummary } from "./post-card"
import * as styles from "./related-posts.module.css"

type Props = { posts: readonly PostSummary[] }

/**
 * The end of every article: two or three posts on the same subject (chosen in gatsby-node).
 * Lighter than the blog list's cards on purpose: a title to follow, not another article to scan.
 */
export function RelatedPosts({ posts }: Props) {
  if (posts.length === 0) return null
  return (
    <section className={`container ${styles.related}`} aria-labelledby="related-posts">
      <h2 id="related-posts">Related posts</h2>
      <ul className={styles.grid}>
        {posts.map((post) => {
          const image = cardImage(post)
          return (
            <li key={post.slug} className={styles.item}>
              {image ? <ResponsiveImage image={image} alt="" className={styles.image} /> : null}
              <h3 className={styles.title}>
                <Link to={postPath(post.slug)} className={styles.link}>
                  {post.title}
                </Link>
              </h3>
              <p className={styles.excerpt}>{post.excerpt}</p>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

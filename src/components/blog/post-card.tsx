import React from "react"
import { Link } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { ResponsiveImage } from "../ui/responsive-image"
import { formatReadTime } from "../../lib/read-time"
import * as styles from "./post-card.module.css"

export type PostSummary = {
  title: string
  slug: string
  excerpt: string
  date: string
  categories: readonly string[]
  readTime: number
  image: IGatsbyImageData | undefined
}

type Props = { post: PostSummary; eager?: boolean }

export function PostCard({ post, eager = false }: Props) {
  const headingId = `post-${post.slug}`
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      {post.image ? (
        <ResponsiveImage image={post.image} alt="" className={styles.image} loading={eager ? "eager" : "lazy"} />
      ) : null}
      <div className={styles.body}>
        <ul className={styles.categories} aria-label="Categories">
          {post.categories.map((category) => (
            <li key={category}>{category}</li>
          ))}
        </ul>
        <h2 id={headingId} className={styles.title}>
          <Link to={`/blog/${post.slug}`} className={styles.link}>
            {post.title}
          </Link>
        </h2>
        <p className={styles.excerpt}>{post.excerpt}</p>
        <p className={styles.meta}>
          <time dateTime={post.date}>{formatDate(post.date)}</time>
          <span aria-hidden="true"> · </span>
          <span>{formatReadTime(post.readTime)}</span>
        </p>
      </div>
    </article>
  )
}

export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" })

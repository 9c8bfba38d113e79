import React, { useRef } from "react"
import { Link } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { ResponsiveImage } from "../ui/responsive-image"
import { formatReadTime } from "../../lib/read-time"
import { useImageZoom } from "../ui/use-image-zoom"
import { formatDate, type PostSummary } from "./post-card"
import { RelatedPosts } from "./related-posts"
import * as styles from "./article.module.css"

type Neighbour = { title: string; slug: string } | null

type Props = {
  title: string
  date: string
  readTime: number
  categories: readonly string[]
  tags: readonly string[]
  hero: IGatsbyImageData | undefined
  heroAlt: string
  newer: Neighbour
  older: Neighbour
  related: readonly PostSummary[]
  children: React.ReactNode
}

/** Zoomable: the hero's main image and every image gatsby-remark-images put in the body. */
const ZOOMABLE = "[data-zoomable] img, img.gatsby-resp-image-image"

export function Article({ title, date, readTime, categories, tags, hero, heroAlt, newer, older, related, children }: Props) {
  const ref = useRef<HTMLElement>(null)
  useImageZoom(ref, ZOOMABLE)
  return (
    <>
      <article ref={ref} className={styles.article}>
        <header className={`container ${styles.header}`}>
          <p className={styles.categories}>
            <Link to="/blog">Blog</Link>
            <span aria-hidden="true"> / </span>
            {categories.join(", ")}
          </p>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.meta}>
            <time dateTime={date}>{formatDate(date)}</time>
            <span aria-hidden="true"> · </span>
            <span>{formatReadTime(readTime)}</span>
          </p>
          <ul className={styles.tags} aria-label="Tags">
            {tags.map((tag) => (
              <li key={tag}>#{tag}</li>
            ))}
          </ul>
        </header>
        {hero ? (
          <div className={`container ${styles.heroWrap}`} data-zoomable>
            <ResponsiveImage image={hero} alt={heroAlt} loading="eager" className={styles.hero} />
          </div>
        ) : null}
        <div className={`container ${styles.prose}`}>{children}</div>
      </article>
      <RelatedPosts posts={related} />
      <nav className={`container ${styles.neighbours}`} aria-label="More articles">
        {newer ? (
          <Link to={`/blog/${newer.slug}`} className={styles.neighbour} rel="prev">
            <span>Newer article</span>
            {newer.title}
          </Link>
        ) : (
          <span />
        )}
        {older ? (
          <Link to={`/blog/${older.slug}`} className={`${styles.neighbour} ${styles.older}`} rel="next">
            <span>Older article</span>
            {older.title}
          </Link>
        ) : null}
      </nav>
    </>
  )
}

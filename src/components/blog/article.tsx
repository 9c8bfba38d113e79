import React, { useRef } from "react"
import { graphql, Link } from "gatsby"
import { ResponsiveImage } from "../ui/responsive-image"
import { formatReadTime } from "../../lib/read-time"
import { useImageZoom } from "../../hooks/use-image-zoom"
import type { PostSummary } from "./post-card"
import { RelatedPosts } from "./related-posts"
import * as styles from "./article.module.css"

export const fragment = graphql`
  fragment ArticleFields on BlogPost {
    title
    date
    # As visitors read it ("December 3, 2024"), formatted at build time: formatting in the
    # browser (Intl) cost ~80 ms of a phone's main thread per page (docs/performance.md).
    displayDate: date(formatString: "MMMM D, YYYY")
    readTime
    categories
    tags
    heroAlt
    hero {
      childImageSharp {
        # Same files as the post cards (post-card.tsx): 480, 768, 1024 and 1536 px wide, WebP and JPEG.
        gatsbyImageData(
          width: 1024
          aspectRatio: 1.7778
          placeholder: NONE
          formats: [JPG, WEBP]
          quality: 70
          outputPixelDensities: [0.46875, 0.75, 1, 1.5]
          sizes: "(min-width: 1024px) 960px, calc(100vw - 2rem)"
        )
      }
    }
  }
  fragment PostLink on BlogPost {
    title
    slug
  }
`

type Props = {
  post: Queries.ArticleFieldsFragment
  newer: Queries.PostLinkFragment | null
  older: Queries.PostLinkFragment | null
  related: readonly PostSummary[]
  children: React.ReactNode
}

/** Zoomable: the hero's main image and every image gatsby-remark-images put in the body. */
const ZOOMABLE = "[data-zoomable] img, img.gatsby-resp-image-image"

export function Article({ post, newer, older, related, children }: Props) {
  const ref = useRef<HTMLElement>(null)
  useImageZoom(ref, ZOOMABLE)
  const { title, date, displayDate, readTime, categories, tags, heroAlt } = post
  const hero = post.hero.childImageSharp?.gatsbyImageData
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
            <time dateTime={date}>{displayDate}</time>
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

import React from "react"
import { graphql, Link } from "gatsby"
import { ResponsiveImage } from "../ui/responsive-image"
import { formatReadTime } from "../../lib/read-time"
import { postPath } from "../../lib/blog-paths"
import { withSizes } from "../../lib/image-src"
import { UnpublishedLabel } from "../ui/unpublished-label"
import * as styles from "./post-card.module.css"

/** The blog list and every article's related posts show the same card, from the same fields. */
export const fragment = graphql`
  fragment PostSummary on BlogPost {
    title
    slug
    date
    # As visitors read it ("December 3, 2024"), formatted at build time: formatting in the
    # browser (Intl) holds a phone's main thread on every page (docs/performance.md#what-changed-and-what-limits-).
    displayDate: date(formatString: "MMMM D, YYYY")
    excerpt
    categories
    readTime
    status
    # The article's hero renditions (article.tsx), shown smaller: cardImage below.
    hero {
      ...PostHero
    }
  }
`

export type PostSummary = Queries.PostSummaryFragment

/** A post's hero as a card shows it: smaller than on its article, so the browser picks a smaller file. */
export const cardImage = (post: PostSummary) => {
  const image = post.hero.childImageSharp?.gatsbyImageData
  return image && withSizes(image, "(min-width: 1100px) 360px, (min-width: 700px) 50vw, 100vw")
}

type Props = { post: PostSummary; eager?: boolean }

export function PostCard({ post, eager = false }: Props) {
  const headingId = `post-${post.slug}`
  const image = cardImage(post)
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      {image ? <ResponsiveImage image={image} alt="" className={styles.image} loading={eager ? "eager" : "lazy"} /> : null}
      <div className={styles.body}>
        <ul className={styles.categories} aria-label="Categories">
          {post.categories.map((category) => (
            <li key={category}>{category}</li>
          ))}
        </ul>
        <UnpublishedLabel status={post.status} date={post.displayDate} />
        <h2 id={headingId} className={styles.title}>
          <Link to={postPath(post.slug)} className={styles.link}>
            {post.title}
          </Link>
        </h2>
        <p className={styles.excerpt}>{post.excerpt}</p>
        <p className={styles.meta}>
          <time dateTime={post.date}>{post.displayDate}</time>
          <span aria-hidden="true"> · </span>
          <span>{formatReadTime(post.readTime)}</span>
        </p>
      </div>
    </article>
  )
}

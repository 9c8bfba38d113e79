import React from "react"
import { graphql, Link } from "gatsby"
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

type Props = {
  post: PostSummary
  eager?: boolean
  /** 2 on the blog list; 3 where the cards sit under a section heading of their own. */
  headingLevel?: 2 | 3
}

export function PostCard({ post, eager = false, headingLevel = 2 }: Props) {
  const headingId = `post-${post.slug}`
  const Heading = `h${headingLevel}` as const
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
        <Heading id={headingId} className={styles.title}>
          <Link to={`/blog/${post.slug}`} className={styles.link}>
            {post.title}
          </Link>
        </Heading>
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

/** The blog list and every article's related posts show the same card, from the same fields. */
export const fragment = graphql`
  fragment PostSummary on Mdx {
    fields {
      readTime
    }
    frontmatter {
      title
      slug
      date
      excerpt
      categories
      hero {
        childImageSharp {
          gatsbyImageData(
            width: 480
            aspectRatio: 1.7778
            placeholder: DOMINANT_COLOR
            formats: [AUTO, WEBP, AVIF]
            quality: 65
            outputPixelDensities: [0.5, 1, 1.5, 2]
            sizes: "(min-width: 1100px) 360px, (min-width: 700px) 50vw, 100vw"
          )
        }
      }
    }
  }
`

export const toPostSummaries = (nodes: readonly Queries.PostSummaryFragment[]): PostSummary[] =>
  nodes.flatMap((node) =>
    node.frontmatter
      ? [
          {
            title: node.frontmatter.title,
            slug: node.frontmatter.slug,
            excerpt: node.frontmatter.excerpt,
            date: node.frontmatter.date,
            categories: node.frontmatter.categories,
            readTime: node.fields?.readTime ?? 1,
            image: node.frontmatter.hero?.childImageSharp?.gatsbyImageData ?? undefined,
          },
        ]
      : [],
  )

import React from "react"
import { graphql, Link } from "gatsby"
import { ResponsiveImage } from "../ui/responsive-image"
import { formatReadTime } from "../../lib/read-time"
import { imageZoom } from "./image-zoom.enhancement"
import { Enhancement } from "../../islands/render"
import { BLOG_PATH, categoryPath, postPath } from "../../lib/blog-paths"
import { site } from "../../config/site"
import { HelpLinks } from "../help/help-links"
import { TableOfContents } from "../mdx/table-of-contents"
import * as prose from "../mdx/prose.module.css"
import type { PostSummary } from "./post-card"
import { UnpublishedLabel } from "../ui/unpublished-label"
import { RelatedPosts } from "./related-posts"
import * as styles from "./article.module.css"

export const fragment = graphql`
  fragment ArticleFields on BlogPost {
    title
    date
    # As visitors read it ("December 3, 2024"), formatted at build time: formatting in the
    # browser (Intl) holds a phone's main thread on every page (docs/performance.md#what-changed-and-what-limits-).
    displayDate: date(formatString: "MMMM D, YYYY")
    readTime
    categories
    tags
    heroAlt
    status
    # The body, with the seasonal sale that was running at $offersAsOf where it shows one
    # (src/gatsby-node/sale-pages.ts).
    html(offersAsOf: $offersAsOf)
    # The help articles of what the post announces (its help frontmatter).
    helpArticles {
      ...HelpLinkFields
    }
    headings {
      id
      text
      depth
    }
    hero {
      ...PostHero
    }
  }
  # A post's hero, 480, 768, 1024 and 1536 px wide, WebP and JPEG: one set of files for the article
  # and for the post cards (post-card.tsx), which show it smaller and say so with sizes of their own.
  fragment PostHero on File {
    childImageSharp {
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
}

/** Zoomable: the hero's main image and every image gatsby-remark-images put in the body. */
const ZOOMABLE = "[data-zoomable] img, img.gatsby-resp-image-image"

export function Article({ post, newer, older, related }: Props) {
  const { title, date, displayDate, readTime, categories, tags, heroAlt, status, html, headings, helpArticles } = post
  const hero = post.hero.childImageSharp?.gatsbyImageData
  return (
    <>
      {/* The search index (src/search/) takes the article, labelled as a blog post in its first category and found under Blog. Its images open in the overlay. */}
      <Enhancement of={imageZoom} selector={ZOOMABLE}>
        <article
          className={styles.article}
          data-pagefind-body=""
          data-pagefind-meta={`kind:${["Blog", ...categories.slice(0, 1)].join(" · ")}`}
          data-pagefind-filter="kind:blog"
        >
          <header className={`container ${styles.header}`}>
            {/* The way back, the date and the tags are not what a search should match: left out of the index. */}
            <p className={styles.categories} data-pagefind-ignore="">
              <Link to={BLOG_PATH}>Blog</Link>
              <span aria-hidden="true"> / </span>
              {categories.map((category, index) => (
                <React.Fragment key={category}>
                  {index > 0 ? ", " : null}
                  <Link to={categoryPath(category)}>{category}</Link>
                </React.Fragment>
              ))}
            </p>
            <UnpublishedLabel status={status} date={displayDate} />
            <h1 className={styles.title}>{title}</h1>
            <p className={styles.meta} data-pagefind-ignore="">
              <time dateTime={date}>{displayDate}</time>
              <span aria-hidden="true"> · </span>
              <span>{formatReadTime(readTime)}</span>
            </p>
            <ul className={styles.tags} aria-label="Tags" data-pagefind-ignore="">
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
          {readTime >= site.blog.contentsFromMinutes ? (
            <div className="container">
              <TableOfContents headings={headings} />
            </div>
          ) : null}
          {/* Rendered from the post's Markdown at build time (src/gatsby-node/article-html.ts). */}
          <div className={`container ${prose.prose}`} dangerouslySetInnerHTML={{ __html: html }} />
        </article>
      </Enhancement>
      {helpArticles.length > 0 ? (
        <div className={`container ${styles.help}`}>
          <HelpLinks links={helpArticles} />
        </div>
      ) : null}
      <RelatedPosts posts={related} />
      <nav className={`container ${styles.neighbours}`} aria-label="More articles">
        {newer ? (
          <Link to={postPath(newer.slug)} className={styles.neighbour} rel="prev">
            <span>Newer article</span>
            {newer.title}
          </Link>
        ) : (
          <span />
        )}
        {older ? (
          <Link to={postPath(older.slug)} className={`${styles.neighbour} ${styles.older}`} rel="next">
            <span>Older article</span>
            {older.title}
          </Link>
        ) : null}
      </nav>
    </>
  )
}

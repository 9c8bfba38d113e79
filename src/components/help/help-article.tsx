import React from "react"
import { graphql, Link } from "gatsby"
import { HELP_PATH, helpArticlePath, helpTopicPath, type HelpTopic } from "../../lib/help-paths"
import { imageZoom } from "../blog/image-zoom.enhancement"
import { Enhancement } from "../../islands/render"
import { UnpublishedLabel } from "../ui/unpublished-label"
import { TableOfContents } from "../mdx/table-of-contents"
import * as prose from "../mdx/prose.module.css"
import { StillStuck } from "./still-stuck"
import * as styles from "./help.module.css"

export const fragment = graphql`
  fragment HelpArticleFields on HelpArticle {
    slug
    title
    summary
    topic
    updated
    displayUpdated: updated(formatString: "MMMM D, YYYY")
    status
    html(offersAsOf: $offersAsOf)
    headings {
      id
      text
      depth
    }
  }
  fragment HelpArticleLink on HelpArticle {
    slug
    title
  }
`

type Props = { article: Queries.HelpArticleFieldsFragment; siblings: readonly Queries.HelpArticleLinkFragment[] }

/** Images an editor put in the article (Figure, Markdown images) open full screen, as in posts. */
const ZOOMABLE = "img.gatsby-resp-image-image"

/** A help article: where it sits (Help, its topic), when it was updated, its contents, the other articles of its topic. */
export function HelpArticle({ article, siblings }: Props) {
  const topic = article.topic as HelpTopic
  return (
    <div className={`container ${styles.articleLayout}`}>
      <Enhancement of={imageZoom} selector={ZOOMABLE}>
        <article
          className={styles.article}
          data-pagefind-body=""
          data-pagefind-meta={`kind:Help · ${topic}`}
          data-pagefind-filter="kind:help"
        >
          <header className={styles.articleHeader}>
            <nav aria-label="Breadcrumb" className={styles.breadcrumb} data-pagefind-ignore="">
              <ol>
                <li>
                  <Link to={HELP_PATH}>Help</Link>
                </li>
                <li>
                  <Link to={helpTopicPath(topic)}>{topic}</Link>
                </li>
              </ol>
            </nav>
            <UnpublishedLabel status={article.status} date={article.displayUpdated} />
            <h1 className={styles.title}>{article.title}</h1>
            {/* The search weighs a match in the summary above one in the text (src/search/pagefind.ts). */}
            <p className={styles.summary} data-pagefind-meta="summary">
              {article.summary}
            </p>
            <p className={styles.updated} data-pagefind-ignore="">
              Updated <time dateTime={article.updated}>{article.displayUpdated}</time>
            </p>
          </header>
          <TableOfContents headings={article.headings} />
          {/* Rendered from the article's MDX at build time (src/gatsby-node/article-html.ts). */}
          <div className={`${prose.prose} ${styles.body}`} dangerouslySetInnerHTML={{ __html: article.html }} />
        </article>
      </Enhancement>
      {/* Not an <aside>: a complementary landmark inside <main> is one screen readers list apart from the page. */}
      <div className={styles.aside}>
        {siblings.length > 0 ? (
          <nav aria-labelledby="more-in-this-topic" className={styles.more} data-pagefind-ignore="">
            <h2 id="more-in-this-topic">More in {topic}</h2>
            <ul>
              {siblings.map((sibling) => (
                <li key={sibling.slug}>
                  <Link to={helpArticlePath(sibling.slug)}>{sibling.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <StillStuck />
      </div>
    </div>
  )
}

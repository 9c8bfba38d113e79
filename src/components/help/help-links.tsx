import React from "react"
import { graphql, Link } from "gatsby"
import { helpArticlePath } from "../../lib/help-paths"
import * as styles from "./help-links.module.css"

export const fragment = graphql`
  fragment HelpLinkFields on HelpLink {
    slug
    title
    summary
  }

  # The help articles content/data/help-links.json lists for the page being built: Gatsby gives every
  # page query its page's path as $path.
  fragment PageHelpLinks on Query {
    helpLinksJson(page: { eq: $path }) {
      helpArticles {
        ...HelpLinkFields
      }
    }
  }
`

type Props = { links: readonly Queries.HelpLinkFieldsFragment[]; className?: string }

/** The help articles a page query's PageHelpLinks gave (none where help-links.json lists none for the page). */
export const pageHelpArticles = (page: Queries.PageHelpLinksFragment) => page.helpLinksJson?.helpArticles ?? []

/**
 * The help articles for what a visitor is doing here, where the question arises: on a form page
 * (declared in content/data/help-links.json) and under a release note (its `help` frontmatter).
 * Left out of the search index: the articles are results of their own.
 */
export function HelpLinks({ links, className = "" }: Props) {
  if (links.length === 0) return null
  return (
    <section className={`${styles.help} ${className}`} aria-labelledby="help-links" data-pagefind-ignore="">
      <h2 id="help-links" className={styles.title}>
        In the help center
      </h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.slug}>
            <Link to={helpArticlePath(link.slug)}>{link.title}</Link>
            <p className={styles.summary}>{link.summary}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

import React from "react"
import { graphql, Link, type PageProps } from "gatsby"
import { HelpLinks } from "../components/help/help-links"
import { UnsubscribeStatus } from "../components/unsubscribe/unsubscribe-status"
import { Layout } from "../components/layout/layout"
import { PageHeader } from "../components/layout/page-header"
import { Seo } from "../components/seo/seo"
import * as styles from "../styles/pages/narrow.module.css"

export default function NewsletterUnsubscribePage({ location, data }: PageProps<Queries.NewsletterUnsubscribePageQuery>) {
  return (
    <Layout>
      <Seo title="Unsubscribe" path="/newsletter-unsubscribe" description="Unsubscribe from the newsletter." />
      <PageHeader eyebrow="Newsletter" title="Unsubscribe" />
      <div className={`container ${styles.narrow}`}>
        <UnsubscribeStatus search={location.search} />
        <HelpLinks links={data.helpLinksJson?.helpArticles ?? []} className={styles.help} />
        <p className={styles.backLink}>
          <Link to="/">Back to the home page</Link>
        </p>
      </div>
    </Layout>
  )
}

export const query = graphql`
  query NewsletterUnsubscribePage($path: String!) {
    ...PageHelpLinks
  }
`

import React from "react"
import { graphql, type PageProps } from "gatsby"
import { FeedbackForm } from "../components/forms/feedback-form"
import { HelpLinks } from "../components/help/help-links"
import { Layout } from "../components/layout/layout"
import { PageHeader } from "../components/layout/page-header"
import { Seo } from "../components/seo/seo"
import { site } from "../config/site"
import * as styles from "../styles/pages/narrow.module.css"

export default function FeedbackPage({ data }: PageProps<Queries.FeedbackPageQuery>) {
  return (
    <Layout>
      <Seo
        title="Feedback"
        path="/feedback"
        description={`Tell the ${site.productName} team what works, what doesn't and what you'd like next. We read every message.`}
      />
      <PageHeader eyebrow="Feedback" title="We'd love to hear from you">
        <p>Found a bug, missing a feature, or just want to say hi? Send us a message and we'll get back to you by email.</p>
      </PageHeader>
      <div className={`container ${styles.narrow}`}>
        <FeedbackForm />
        <HelpLinks links={data.helpLinksJson?.helpArticles ?? []} className={styles.help} />
      </div>
    </Layout>
  )
}

export const query = graphql`
  query FeedbackPage($path: String!) {
    ...PageHelpLinks
  }
`

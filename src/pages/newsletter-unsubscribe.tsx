import React from "react"
import { graphql, Link, type PageProps } from "gatsby"
import { FormPage } from "../components/layout/form-page"
import { unsubscribe } from "../components/unsubscribe/unsubscribe.island"
import { Island } from "../islands/render"
import * as styles from "../styles/pages/narrow.module.css"

export default function NewsletterUnsubscribePage({ data }: PageProps<Queries.NewsletterUnsubscribePageQuery>) {
  return (
    <FormPage
      seo={{ title: "Unsubscribe", path: "/newsletter-unsubscribe", description: "Unsubscribe from the newsletter." }}
      eyebrow="Newsletter"
      title="Unsubscribe"
      help={data}
      footer={
        <p className={styles.backLink}>
          <Link to="/">Back to the home page</Link>
        </p>
      }
    >
      <Island of={unsubscribe} />
    </FormPage>
  )
}

export const query = graphql`
  query NewsletterUnsubscribePage($path: String!) {
    ...PageHelpLinks
  }
`

import React from "react"
import { graphql, type PageProps } from "gatsby"
import { feedbackForm } from "../components/forms/feedback-form.island"
import { Island } from "../islands/render"
import { FormPage } from "../components/layout/form-page"
import { site } from "../config/site"

export default function FeedbackPage({ data }: PageProps<Queries.FeedbackPageQuery>) {
  return (
    <FormPage
      seo={{
        title: "Feedback",
        path: "/feedback",
        description: `Tell the ${site.productName} team what works, what doesn't and what you'd like next. We read every message.`,
      }}
      eyebrow="Feedback"
      title="We'd love to hear from you"
      intro={<p>Found a bug, missing a feature, or just want to say hi? Send us a message and we'll get back to you by email.</p>}
      help={data}
    >
      <Island of={feedbackForm} />
    </FormPage>
  )
}

export const query = graphql`
  query FeedbackPage($path: String!) {
    ...PageHelpLinks
  }
`

import React from "react"
import { graphql } from "gatsby"
import { IconCards } from "../ui/icon-cards"
import { PageSection } from "../ui/page-section"

export const fragment = graphql`
  fragment ProblemFields on ProblemsJson {
    title
    description
    icon
  }
`

type Props = { problems: readonly Queries.ProblemFieldsFragment[] }

export function Problems({ problems }: Props) {
  return (
    <PageSection
      headingId="problems-title"
      eyebrow="Sound familiar?"
      title="Long days at the screen add up"
      intro={<p>Deep focus is great until your body sends the bill. These are the small costs of never looking up.</p>}
    >
      <IconCards items={problems} tone="warm" />
    </PageSection>
  )
}

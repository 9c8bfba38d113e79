import React from "react"
import { graphql } from "gatsby"
import { CardText } from "../ui/card-text"
import { PageSection } from "../ui/page-section"
import * as styles from "./setup-steps.module.css"

export const fragment = graphql`
  fragment SetupStepFields on SetupStepsJson {
    title
    description
  }
`

type Props = { steps: readonly Queries.SetupStepFieldsFragment[] }

export function SetupSteps({ steps }: Props) {
  return (
    <PageSection headingId="setup-title" eyebrow="Get started" title="Easy 3 min setup">
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <CardText mark={index + 1} markClassName={styles.number} markHidden title={step.title} description={step.description} />
          </li>
        ))}
      </ol>
    </PageSection>
  )
}

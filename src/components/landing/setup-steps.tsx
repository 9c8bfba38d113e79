import React from "react"
import { graphql } from "gatsby"
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
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <h3>{step.title}</h3>
            <p>{step.description}</p>
          </li>
        ))}
      </ol>
    </PageSection>
  )
}

import React from "react"
import { graphql } from "gatsby"
import { Icon } from "../ui/icon"
import { SectionHeading } from "../ui/section-heading"
import * as styles from "../ui/card-grid.module.css"

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
    <section className="section" aria-labelledby="problems-title">
      <div className="container">
        <SectionHeading id="problems-title" eyebrow="Sound familiar?" title="Long days at the screen add up">
          <p>Deep focus is great until your body sends the bill. These are the small costs of never looking up.</p>
        </SectionHeading>
        <ul className={styles.grid}>
          {problems.map((problem) => (
            <li key={problem.title}>
              <div className={styles.card}>
                <span className={`${styles.icon} ${styles.iconWarm}`}>
                  <Icon name={problem.icon} />
                </span>
                <h3>{problem.title}</h3>
                <p>{problem.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

import React from "react"
import { graphql } from "gatsby"
import { anchors } from "../../config/site"
import { Icon } from "../ui/icon"
import { SectionHeading } from "../ui/section-heading"
import * as styles from "../ui/card-grid.module.css"

/** The landing page, the offers page and the press kit list the same features from features.json. */
export const fragment = graphql`
  fragment FeatureFields on FeaturesJson {
    title
    description
    icon
    comingSoon
  }
`

type Feature = Queries.FeatureFieldsFragment

type Props = { features: readonly Feature[] }

function FeatureGrid({ items }: { items: readonly Feature[] }) {
  return (
    <ul className={styles.grid}>
      {items.map((feature) => (
        <li key={feature.title}>
          <div className={styles.card}>
            {feature.comingSoon ? <span className={styles.badge}>Coming soon</span> : null}
            <span className={styles.icon}>
              <Icon name={feature.icon} />
            </span>
            <h3>{feature.title}</h3>
            <p>{feature.description}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}

export function Features({ features }: Props) {
  const available = features.filter((feature) => !feature.comingSoon)
  const upcoming = features.filter((feature) => feature.comingSoon)
  return (
    <section id={anchors.features} className={`section ${styles.muted}`} aria-labelledby="features-title">
      <div className="container">
        <SectionHeading id="features-title" eyebrow="Features" title="Everything you need to take better breaks">
          <p>Gentle, well-timed reminders that fit around your work instead of interrupting it.</p>
        </SectionHeading>
        <FeatureGrid items={available} />
        {upcoming.length > 0 ? (
          <>
            <h3 className={styles.subheading}>Coming soon</h3>
            <FeatureGrid items={upcoming} />
          </>
        ) : null}
      </div>
    </section>
  )
}

import React from "react"
import { graphql } from "gatsby"
import { anchors } from "../../config/site"
import { IconCards } from "../ui/icon-cards"
import { PageSection } from "../ui/page-section"
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

type Props = { features: readonly Queries.FeatureFieldsFragment[] }

export function Features({ features }: Props) {
  const available = features.filter((feature) => !feature.comingSoon)
  const upcoming = features.filter((feature) => feature.comingSoon).map((feature) => ({ ...feature, badge: "Coming soon" }))
  return (
    <PageSection
      id={anchors.features}
      className={styles.muted}
      headingId="features-title"
      eyebrow="Features"
      title="Everything you need to take better breaks"
      intro={<p>Gentle, well-timed reminders that fit around your work instead of interrupting it.</p>}
    >
      <IconCards items={available} />
      {upcoming.length > 0 ? (
        <>
          <h3 className={styles.subheading}>Coming soon</h3>
          <IconCards items={upcoming} />
        </>
      ) : null}
    </PageSection>
  )
}

import React from "react"
import { anchors } from "../../config/site"
import { Icon } from "../ui/icon"
import { SectionHeading } from "./section-heading"
import * as styles from "./cards.module.css"

export type Feature = { title: string; description: string; icon: string; comingSoon?: boolean | null }

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

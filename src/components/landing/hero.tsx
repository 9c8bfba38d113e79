import React from "react"
import { Link } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { ResponsiveImage } from "../ui/responsive-image"
import { DownloadButton } from "../product/download-button"
import { RotatingWord } from "./rotating-word"
import { TrialNotes } from "../product/trial-notes"
import * as styles from "./hero.module.css"
import { appFacts } from "../../config/app-facts"
import { site } from "../../config/site"

/** docs/spec/SITE-SPEC.md §2 and §9: these words rotate in the headline. Each must complete the sentence below. */
export const HEADLINE_WORDS = ["workday", "productivity", "well-being"] as const satisfies readonly [string, string, string]

type Props = { image: IGatsbyImageData | undefined; imageAlt: string }

export function Hero({ image, imageAlt }: Props) {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`container ${styles.grid}`}>
        <div className={styles.copy}>
          <span className="eyebrow">Break reminders for Mac</span>
          <h1 id="hero-title" className={styles.title}>
            Small breaks, big benefits for your <RotatingWord words={HEADLINE_WORDS} />
          </h1>
          <p className={styles.lead}>
            {site.productName} gives you {appFacts.customizable.text}, then gets out of the way: {appFacts.shortBreak.text} and{" "}
            {appFacts.longBreak.text}.
          </p>
          <div className={styles.actions}>
            <DownloadButton />
            <Link to="/pricing" className="btn btn-secondary btn-large">
              See pricing
            </Link>
          </div>
          <TrialNotes />
        </div>
        <div className={styles.visual}>
          {image ? <ResponsiveImage image={image} alt={imageAlt} loading="eager" className={styles.image} /> : null}
        </div>
      </div>
    </section>
  )
}

import React from "react"
import { anchors, site } from "../../config/site"
import { newsletterForm } from "../forms/newsletter-form.island"
import { Island } from "../../islands/render"
import { DownloadButton } from "../product/download-button"
import { TrialNotes } from "../product/trial-notes"
import * as styles from "./download-section.module.css"

/** The footer's "Download App" and the navbar's trial button land here. */
export function DownloadSection() {
  return (
    <section id={anchors.download} className="section" aria-labelledby="download-title">
      <div className="container">
        <div className={styles.banner}>
          <h2 id="download-title">Ready for your first break?</h2>
          <p>
            Download {site.productName} and start your {site.trial.terms[0].toLowerCase()}. {site.trial.sentence}
          </p>
          <DownloadButton label={`Download ${site.productName} for Mac`} className={styles.cta} />
          <TrialNotes align="center" />
        </div>
        <div className={styles.newsletter} aria-labelledby="newsletter-title" role="group">
          <div>
            <h2 id="newsletter-title">Get tips for better breaks</h2>
            <p>
              Join the newsletter for short, practical advice on taking breaks at work, and news about {site.productName}: new versions, and
              the features coming soon.
            </p>
          </div>
          <Island of={newsletterForm} idPrefix="landing-newsletter" name="Newsletter signup: tips for better breaks" />
        </div>
      </div>
    </section>
  )
}

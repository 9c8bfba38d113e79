import React from "react"
import { graphql, Link, type PageProps } from "gatsby"
import { DownloadButton } from "../components/landing/download-button"
import { Features } from "../components/landing/features"
import { Testimonials } from "../components/landing/testimonials"
import { TrialNotes } from "../components/landing/trial-notes"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/seo/seo"
import { CopyCode } from "../components/ui/copy-code"
import { site } from "../config/site"
import { toTestimonials } from "../lib/to-testimonials"
import * as styles from "../components/page/offers.module.css"

export default function OffersPage({ data }: PageProps<Queries.OffersPageQuery>) {
  return (
    <Layout>
      <Seo
        title={`${site.offer.percentOff}% off`}
        path="/offers"
        description={`Limited-time offer: ${site.offer.percentOff}% off ${site.productName} with code ${site.offer.code}. Start with a free ${site.trialDays}-day trial.`}
      />
      <section className={styles.hero} aria-labelledby="offer-title">
        <div className="container">
          <span className={styles.ribbon}>Limited-time offer</span>
          <h1 id="offer-title">
            Save {site.offer.percentOff}% on {site.productName}
          </h1>
          <p className={styles.lead}>
            Build a healthier workday for less. Use the code below at checkout on any plan, subscription or lifetime.
          </p>
          <CopyCode code={site.offer.code} label={`Your ${site.offer.percentOff}% discount code`} />
          <div className={styles.actions}>
            <Link to="/pricing" className="btn btn-primary btn-large">
              View Pricing
            </Link>
          </div>
          <ul className={styles.badges} aria-label="Trial">
            <li>{site.trialDays}-day free trial</li>
            <li>No credit card required</li>
            <li>Cancels automatically</li>
          </ul>
        </div>
      </section>
      <section className="container" aria-labelledby="seasonal-offer">
        <div className={styles.seasonal}>
          <span className={styles.ribbon}>Seasonal sale</span>
          <h2 id="seasonal-offer">Black Friday: {site.offer.blackFridayPercentOff}% off the premium plan</h2>
          <p>
            Our Black Friday sale takes {site.offer.blackFridayPercentOff}% off the premium plan for one week. Join the
            newsletter to hear when the next one starts, or read{" "}
            <Link to="/blog/2024-best-8-black-friday-deals-on-mac-apps">our roundup of the best Black Friday deals on Mac apps</Link>.
          </p>
        </div>
      </section>
      <Features features={data.allFeaturesJson.nodes.filter((feature) => !feature.comingSoon).slice(0, 6)} />
      <Testimonials testimonials={toTestimonials(data.allTestimonialsJson.nodes)} />
      <section className="section" aria-labelledby="offer-trial">
        <div className={`container ${styles.cta}`}>
          <h2 id="offer-trial">Not sure yet? Try it first</h2>
          <p>Download {site.productName} and use every feature free for {site.trialDays} days. Decide afterwards, with your code ready.</p>
          <DownloadButton />
          <TrialNotes align="center" />
        </div>
      </section>
    </Layout>
  )
}

export const query = graphql`
  query OffersPage {
    allFeaturesJson {
      nodes {
        ...FeatureFields
      }
    }
    allTestimonialsJson {
      nodes {
        ...TestimonialFields
      }
    }
  }
`

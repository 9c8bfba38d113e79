import React from "react"
import { graphql, Link, type PageProps } from "gatsby"
import { DownloadButton } from "../components/product/download-button"
import { Features } from "../components/product/features"
import { Testimonials } from "../components/product/testimonials"
import { TrialNotes } from "../components/product/trial-notes"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/seo/seo"
import { BlackFridayCard } from "../components/offers/black-friday-card"
import { modeLabels, priceIn } from "../components/pricing/pricing-mode"
import { CopyCode } from "../components/ui/copy-code"
import { StaticHtml } from "../page-life/static-html"
import { site } from "../config/site"
import * as styles from "../styles/pages/offers.module.css"

const { blackFriday } = site

export default function OffersPage({ data }: PageProps<Queries.OffersPageQuery>) {
  const premium = data.allPricingJson.nodes.find((tier) => tier.key === blackFriday.plan.tier)
  return (
    <Layout>
      <Seo
        title={`${site.offer.percentOff}% off`}
        path="/offers"
        description={`Limited-time offer: ${site.offer.percentOff}% off ${site.productName} with code ${site.offer.code}. Start with a ${site.trial.days}-day free trial.`}
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
            {site.trial.terms.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
        </div>
      </section>
      {premium ? (
        <div className="container">
          <BlackFridayCard
            plan={{ title: premium.title, modeLabel: modeLabels[blackFriday.plan.mode], price: priceIn(premium, blackFriday.plan.mode) }}
            percentOff={blackFriday.percentOff}
            code={site.offer}
          />
        </div>
      ) : null}
      <StaticHtml id="offer-features-and-testimonials">
        <Features features={data.allFeaturesJson.nodes.filter((feature) => !feature.comingSoon).slice(0, 6)} />
        <Testimonials testimonials={data.allTestimonialsJson.nodes} />
      </StaticHtml>
      <section className="section" aria-labelledby="offer-trial">
        <div className={`container ${styles.cta}`}>
          <h2 id="offer-trial">Not sure yet? Try it first</h2>
          <p>
            Download {site.productName} and use every feature free for {site.trial.days} days. Decide afterwards, with your code ready.
          </p>
          <DownloadButton />
          <TrialNotes align="center" />
        </div>
      </section>
    </Layout>
  )
}

export const query = graphql`
  query OffersPage {
    allPricingJson {
      nodes {
        key
        title
        subscriptionPrice
        lifetimePrice
      }
    }
    ...ProductProof
  }
`

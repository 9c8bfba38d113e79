import React from "react"
import { graphql, Link, type PageProps } from "gatsby"
import { DownloadButton } from "../components/product/download-button"
import { Features } from "../components/product/features"
import { Testimonials } from "../components/product/testimonials"
import { TrialNotes } from "../components/product/trial-notes"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/seo/seo"
import { BlackFridayCard } from "../components/offers/black-friday-card"
import { OfferEnd } from "../components/offers/offer-end"
import { modeLabels, priceIn } from "../components/pricing/pricing-mode"
import { copyCode } from "../components/ui/copy-code.island"
import { Island } from "../islands/render"
import { site } from "../config/site"
import * as styles from "../styles/pages/offers.module.css"

/**
 * The seasonal sale shown is the one running on the build's day, else the next, else the last
 * (content/data/offers.json), with its status: both decided at build time, as of the moment the
 * page's context names (src/gatsby-node/sale-pages.ts). With none set up, the card says what the spec
 * does (docs/offers.md).
 */
export default function OffersPage({ data }: PageProps<Queries.OffersPageQuery>) {
  const sale = data.featuredSale
  // The build refuses a sale whose plan pricing.json does not have (src/lib/seasonal-sales.ts).
  const premium = sale && data.allPricingJson.nodes.find((tier) => tier.key === sale.plan.tier)
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
            Break reminders for your Mac, for less: the code below takes {site.offer.percentOff}% off, for a limited time.
          </p>
          <Island of={copyCode} code={site.offer.code} label={`Your ${site.offer.percentOff}% discount code`} />
          <OfferEnd ends={site.offer.ends} />
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
      <div className="container">
        <BlackFridayCard
          sale={
            sale && premium
              ? { ...sale, plan: { title: premium.title, modeLabel: modeLabels[sale.plan.mode], price: priceIn(premium, sale.plan.mode) } }
              : null
          }
          code={site.offer}
        />
      </div>
      <Features features={data.allFeaturesJson.nodes.filter((feature) => !feature.comingSoon).slice(0, 6)} />
      <Testimonials testimonials={data.publishedTestimonials} />
      <section className="section" aria-labelledby="offer-trial">
        <div className={`container ${styles.cta}`}>
          <h2 id="offer-trial">Not sure yet? Try it first</h2>
          <p>
            Download {site.productName} and start your {site.trial.terms[0].toLowerCase()}. Decide afterwards, with your code ready.
          </p>
          <DownloadButton />
          <TrialNotes align="center" />
        </div>
      </section>
    </Layout>
  )
}

export const query = graphql`
  query OffersPage($offersAsOf: String) {
    featuredSale(asOf: $offersAsOf) {
      name
      percentOff
      plan {
        tier
        mode
      }
      status(asOf: $offersAsOf)
      startsAt
      endsAt
    }
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

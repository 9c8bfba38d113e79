import React from "react"
import { graphql, Link, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { PageHeader } from "../components/layout/page-header"
import { PricingPlans } from "../components/pricing/pricing-plans"
import { TrialNotes } from "../components/product/trial-notes"
import { DownloadButton } from "../components/product/download-button"
import { HelpLinks, pageHelpArticles } from "../components/help/help-links"
import { Seo } from "../components/seo/seo"
import { appFacts, factAlone } from "../config/app-facts"
import { site } from "../config/site"
import { softwareApplicationJsonLd } from "../lib/structured-data"
import * as styles from "../styles/pages/pricing.module.css"

export default function PricingPage({ data }: PageProps<Queries.PricingPageQuery>) {
  const tiers = data.allPricingJson.nodes
  return (
    <Layout>
      <Seo
        title="Pricing"
        path="/pricing"
        description={`${site.productName} pricing: a yearly subscription or a lifetime license for ${appFacts.bundles.text}. Start with a ${site.trial.terms[0]}, ${site.trial.terms[1].toLowerCase()}.`}
        jsonLd={softwareApplicationJsonLd(tiers)}
      />
      {/* The search index (src/search/) takes this page's content, labelled as "Pricing" and found under Pages. */}
      <div data-pagefind-body="" data-pagefind-meta="kind:Pricing" data-pagefind-filter="kind:pages">
        <PageHeader eyebrow="Pricing" title="Simple pricing, once a year or once for life">
          <p>
            Every plan includes {appFacts.tierIncludes.text}. Prices in {appFacts.currency.text}, {appFacts.priceNote.text}.
          </p>
        </PageHeader>
        <section className="container" aria-label="Plans">
          <PricingPlans tiers={tiers} />
        </section>
        <section className={`container ${styles.notes}`} aria-label="Trial and volume licensing">
          <div className={styles.note}>
            <h2>Try it first, free</h2>
            <p>
              Every download starts a {site.trial.terms[0].toLowerCase()}. {site.trial.sentence}
            </p>
            <DownloadButton />
            <TrialNotes />
          </div>
          <div className={styles.note}>
            <h2>Volume licensing for teams</h2>
            <p>
              Need {site.productName} for more Macs than a bundle covers? We offer {appFacts.volumeLicensing.text}: tell us how many Macs
              you need and we'll reply by email.
            </p>
            <a className="btn btn-secondary btn-large" href={`mailto:${site.contactEmail}?subject=Volume%20licensing`}>
              Contact sales
            </a>
          </div>
        </section>
        <section className={`container ${styles.faq}`} aria-labelledby="pricing-faq">
          <h2 id="pricing-faq">Pricing questions</h2>
          <dl>
            <dt>What's the difference between Subscription and Lifetime?</dt>
            <dd>
              A subscription is billed once a year. A lifetime license is a single payment. Both include {appFacts.tierIncludes.text}.
            </dd>
            <dt>Can I use one license on several Macs?</dt>
            <dd>Each license covers one Mac. Choose the 2 Macs or 5 Macs bundle to cover a desk and a laptop or a small team.</dd>
            <dt>I changed Macs. What now?</dt>
            <dd>
              Reset your license on <Link to="/manage-your-license">Manage your license</Link>, then install {site.productName} on the new
              Mac.
            </dd>
            {site.prices.paymentMethods.length > 0 ? (
              <>
                <dt>Which payment methods do you accept?</dt>
                <dd>{factAlone("paymentMethods")}, at the checkout of our card payment provider, which opens in a new tab.</dd>
              </>
            ) : null}
          </dl>
        </section>
        <div className={`container ${styles.help}`}>
          <HelpLinks links={pageHelpArticles(data)} />
        </div>
      </div>
    </Layout>
  )
}

export const query = graphql`
  query PricingPage($path: String!) {
    ...PricingTiers
    ...PageHelpLinks
  }
`

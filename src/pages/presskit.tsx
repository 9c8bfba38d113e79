import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { PageHeader } from "../components/layout/page-header"
import { Seo } from "../components/seo/seo"
import { ExternalLink } from "../components/ui/external-link"
import { Icon } from "../components/ui/icon"
import { ResponsiveImage } from "../components/ui/responsive-image"
import { appFacts, factAlone } from "../config/app-facts"
import { site } from "../config/site"
import { formatPrice } from "../lib/format-price"
import * as styles from "../styles/pages/presskit.module.css"

export default function PressKitPage({ data }: PageProps<Queries.PressKitPageQuery>) {
  const tiers = data.allPricingJson.nodes
  const name = site.productName
  return (
    <Layout>
      <Seo title="Press Kit" path="/presskit" description={`Facts, pricing, screenshots and logos for writing about ${name}.`} />
      {/* The search index (src/search/) takes this page's content, labelled as "Press kit" and found under Pages. */}
      <div data-pagefind-body="" data-pagefind-meta="kind:Press kit" data-pagefind-filter="kind:pages">
        <PageHeader eyebrow="Press Kit" title={`${name} press kit`}>
          <p>Everything you need to write about {name}: facts, pricing, screenshots and logos.</p>
          <p>
            <ExternalLink href={site.links.pressKitDownload} className="btn btn-primary btn-large">
              <Icon name="download" size={20} /> Download media assets
            </ExternalLink>
          </p>
        </PageHeader>
        <div className={`container ${styles.grid}`}>
          <section className={styles.panel} aria-labelledby="about">
            <h2 id="about">About {name}</h2>
            <p>
              {name} is a Mac app that reminds people to take breaks. It gives {appFacts.customizable.text}: {appFacts.breakRhythm.text}.
              With meeting detection, {appFacts.meetingDetection.text}, and with video playback detection, {appFacts.videoDetection.text}.
            </p>
          </section>
          <section className={styles.panel} aria-labelledby="audience">
            <h2 id="audience">Target audience</h2>
            <p>Office workers, remote workers and digital creatives who spend long hours at a Mac.</p>
          </section>
          <section className={`${styles.panel} ${styles.wide}`} aria-labelledby="key-features">
            <h2 id="key-features">Key features</h2>
            <ul>
              {data.allFeaturesJson.nodes.map((feature) => (
                <li key={feature.title}>
                  <strong>{feature.title}</strong>
                  {feature.comingSoon ? " (coming soon)" : ""}: {feature.description}
                </li>
              ))}
            </ul>
          </section>
          <section className={styles.panel} aria-labelledby="pricing-summary">
            <h2 id="pricing-summary">Pricing summary</h2>
            <p>
              A {site.trial.terms[0].toLowerCase()}. {site.trial.sentence} Prices in {appFacts.currency.text}, {appFacts.priceNote.text}.{" "}
              {factAlone("volumeLicensing")} on request.
            </p>
            <table className={styles.table}>
              <caption className="visually-hidden">Prices per plan</caption>
              <thead>
                <tr>
                  <th scope="col">Plan</th>
                  <th scope="col">Yearly</th>
                  <th scope="col">Lifetime</th>
                </tr>
              </thead>
              <tbody>
                {tiers.map((tier) => (
                  <tr key={tier.key}>
                    <th scope="row">{tier.title}</th>
                    <td>{formatPrice(tier.subscriptionPrice)}</td>
                    <td>{formatPrice(tier.lifetimePrice)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section className={styles.panel} aria-labelledby="specs">
            <h2 id="specs">Technical specs</h2>
            <dl className={styles.specs}>
              <dt>Requires</dt>
              <dd>{site.requirements.macOS}</dd>
              <dt>Install size</dt>
              <dd>{site.requirements.installSize}</dd>
              <dt>Memory use</dt>
              <dd>{site.requirements.memory}</dd>
              <dt>Platform</dt>
              <dd>{factAlone("platform")}</dd>
              <dt>Languages</dt>
              <dd>{factAlone("language")}</dd>
            </dl>
            <p>
              <ExternalLink href={site.links.changelog}>Read the changelog</ExternalLink>
            </p>
          </section>
          <section className={`${styles.panel} ${styles.wide}`} aria-labelledby="benefits">
            <h2 id="benefits">Benefits</h2>
            <ul>
              <li>Breaks on a rhythm, with nothing to keep count of: {appFacts.breakRhythm.text}.</li>
              <li>
                {factAlone("eyeCare")}, and {appFacts.postureFlash.text} as a cue to check posture.
              </li>
              <li>Reminders that respect meetings, videos and working hours: {appFacts.workingHours.text}.</li>
              <li>
                Light on a Mac: {appFacts.installSize.text} to install, {appFacts.memory.text} of memory, in {appFacts.appearance.text}.
              </li>
            </ul>
          </section>
          <section className={`${styles.panel} ${styles.wide}`} aria-labelledby="media">
            <h2 id="media">Media assets</h2>
            <p>The logo and the screenshots below, in full resolution, come in one ZIP file. Please don't alter the logo.</p>
            <p>
              <ExternalLink href={site.links.pressKitDownload} className="btn btn-secondary">
                <Icon name="download" size={18} /> Download media assets (ZIP)
              </ExternalLink>
            </p>
            <ul className={styles.media}>
              <li>
                <figure>
                  <img src="/logo.svg" width={96} height={96} alt={`${name} logo`} className={styles.logo} />
                  <figcaption>Logo (SVG)</figcaption>
                </figure>
              </li>
              {data.allScreenshotsJson.nodes.map((shot) =>
                shot.src.childImageSharp ? (
                  <li key={shot.alt}>
                    <figure>
                      {/* The caption below says what the screenshot shows; an alt text would read it twice. */}
                      <ResponsiveImage image={shot.src.childImageSharp.gatsbyImageData} alt="" className={styles.shot} />
                      <figcaption>{shot.alt}</figcaption>
                    </figure>
                  </li>
                ) : null,
              )}
            </ul>
          </section>
          <section className={`${styles.panel} ${styles.wide}`} aria-labelledby="quote">
            <h2 id="quote">A word from the team</h2>
            <blockquote className={styles.quote}>
              <p>
                “We built {name} because our own workdays ran for hours without a pause. We wanted a reminder that says when it's time for a
                break, and stays out of the way during a call.”
              </p>
              <footer>The {name} team</footer>
            </blockquote>
          </section>
          <section className={`${styles.panel} ${styles.wide}`} aria-labelledby="contact">
            <h2 id="contact">Press contact</h2>
            <ul className={styles.contact}>
              <li>
                <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
              </li>
              <li>
                <ExternalLink href={site.social.instagram}>Instagram</ExternalLink>
              </li>
              <li>
                <ExternalLink href={site.social.x}>X</ExternalLink>
              </li>
            </ul>
          </section>
        </div>
      </div>
    </Layout>
  )
}

export const query = graphql`
  query PressKitPage {
    ...PricingTiers
    allFeaturesJson {
      nodes {
        ...FeatureFields
      }
    }
    allScreenshotsJson {
      nodes {
        # The carousel's renditions: no extra image files for the press kit.
        ...CarouselScreenshot
      }
    }
  }
`

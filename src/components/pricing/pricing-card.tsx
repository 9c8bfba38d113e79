import React from "react"
import { graphql } from "gatsby"
import { factAlone } from "../../config/app-facts"
import { site } from "../../config/site"
import { formatPrice } from "../../lib/format-price"
import { ExternalLink } from "../ui/external-link"
import { Icon } from "../ui/icon"
import { PRICING_MODES, modeLabels, priceIn, type PricingMode } from "./pricing-mode"
import * as styles from "./pricing-card.module.css"

/** Every page that shows prices reads them through this fragment, from content/data/pricing.json. */
export const fragment = graphql`
  fragment PricingTierFields on PricingJson {
    key
    title
    subtitle
    macs
    subscriptionPrice
    lifetimePrice
    features
    popular
    badges {
      subscription {
        text
        colour
      }
      lifetime {
        text
        colour
      }
    }
    discountedPrices {
      subscription
      lifetime
    }
  }
`

/** One style per colour an editor may name; the declaration's enum makes a missing style a type error. */
const badgeColours: Record<Queries.BadgeColour, string> = { teal: styles.badgeTeal, amber: styles.badgeAmber }

type Props = { tier: Queries.PricingTierFieldsFragment }

/**
 * One tier, in both modes: the badge, the price and the checkout link are there once per mode, each
 * marked data-mode, and the pricing toggle's checked radio decides in CSS which mode shows
 * (pricing-plans.module.css). The rest of the card is the same in both modes.
 */
export function PricingCard({ tier }: Props) {
  const titleId = `tier-${tier.key}`
  return (
    <article className={`${styles.card} ${tier.popular ? styles.popular : ""}`} aria-labelledby={titleId}>
      {PRICING_MODES.map((mode) => {
        const badge = tier.badges?.[mode] ?? null
        return badge ? (
          <span key={mode} className={`${styles.badge} ${badgeColours[badge.colour]}`} data-colour={badge.colour} data-mode={mode}>
            {badge.text}
          </span>
        ) : null
      })}
      <h2 id={titleId} className={styles.title}>
        {tier.title}
      </h2>
      <p className={styles.subtitle}>{tier.subtitle}</p>
      {PRICING_MODES.map((mode) => (
        <Price key={mode} tier={tier} mode={mode} />
      ))}
      <ul className={styles.features}>
        {tier.features.map((feature) => (
          <li key={feature}>
            <Icon name="check" size={18} />
            {feature}
          </li>
        ))}
      </ul>
      {PRICING_MODES.map((mode) => (
        // The accessible name starts with the visible "Buy now" (WCAG 2.5.3), so voice control finds it.
        <ExternalLink
          key={mode}
          href={mode === "subscription" ? site.links.checkoutSubscription : site.links.checkoutLifetime}
          className={`btn ${tier.popular ? "btn-primary" : "btn-secondary"} btn-large ${styles.buy}`}
          data-mode={mode}
        >
          Buy now
          <span className="visually-hidden">
            {" "}
            for {tier.title}, {modeLabels[mode]}
          </span>
        </ExternalLink>
      ))}
    </article>
  )
}

function Price({ tier, mode }: { tier: Queries.PricingTierFieldsFragment; mode: PricingMode }) {
  const price = priceIn(tier, mode)
  // A sale price is shown only when an editor set one below the regular price (docs/spec/SITE-SPEC.md §9: none now).
  const discounted = tier.discountedPrices?.[mode] ?? null
  const sale =
    discounted !== null && discounted < price ? { price: discounted, percentOff: Math.round((1 - discounted / price) * 100) } : null
  return (
    <p className={styles.price} data-mode={mode}>
      {sale ? (
        <>
          <del className={styles.was}>
            <span className="visually-hidden">Regular price </span>
            {formatPrice(price)}
          </del>{" "}
          <span className="visually-hidden">Sale price </span>
          <span data-testid="price">{formatPrice(sale.price)}</span>
          <span className={styles.off}>{sale.percentOff}% off</span>
        </>
      ) : (
        <span data-testid="price">{formatPrice(price)}</span>
      )}
      <span className={styles.period}>{mode === "subscription" ? "per year" : "one-time payment"}</span>
      <span className={styles.note}>{factAlone("priceNote")}</span>
    </p>
  )
}

import React from "react"
import { graphql } from "gatsby"
import { site } from "../../config/site"
import { formatPrice } from "../../lib/format-price"
import { ExternalLink } from "../ui/external-link"
import { Icon } from "../ui/icon"
import { modeLabels, priceIn, type PricingMode } from "./pricing-mode"
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

type Props = { tier: Queries.PricingTierFieldsFragment; mode: PricingMode }

export function PricingCard({ tier, mode }: Props) {
  const price = priceIn(tier, mode)
  const badge = tier.badges?.[mode] ?? null
  const checkout = mode === "subscription" ? site.links.checkoutSubscription : site.links.checkoutLifetime
  // A sale price is shown only when an editor set one below the regular price (docs/spec/SITE-SPEC.md §9: none now).
  const discounted = tier.discountedPrices?.[mode] ?? null
  const sale = discounted !== null && discounted < price ? { price: discounted, percentOff: Math.round((1 - discounted / price) * 100) } : null
  const titleId = `tier-${tier.key}`
  return (
    <article className={`${styles.card} ${tier.popular ? styles.popular : ""}`} aria-labelledby={titleId}>
      {badge ? (
        <span className={`${styles.badge} ${badgeColours[badge.colour]}`} data-colour={badge.colour}>
          {badge.text}
        </span>
      ) : null}
      <h2 id={titleId} className={styles.title}>
        {tier.title}
      </h2>
      <p className={styles.subtitle}>{tier.subtitle}</p>
      <p className={styles.price}>
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
      </p>
      <ul className={styles.features}>
        {tier.features.map((feature) => (
          <li key={feature}>
            <Icon name="check" size={18} />
            {feature}
          </li>
        ))}
      </ul>
      {/* The accessible name starts with the visible "Buy now" (WCAG 2.5.3), so voice control finds it. */}
      <ExternalLink href={checkout} className={`btn ${tier.popular ? "btn-primary" : "btn-secondary"} btn-large ${styles.buy}`}>
        Buy now<span className="visually-hidden"> for {tier.title}, {modeLabels[mode]}</span>
      </ExternalLink>
    </article>
  )
}

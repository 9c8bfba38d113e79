import React from "react"
import { site } from "../../config/site"
import { formatPrice } from "../../lib/format-price"
import { ExternalLink } from "../ui/external-link"
import { Icon } from "../ui/icon"
import { modeLabels, priceIn, type PricingMode } from "./pricing-mode"
import * as styles from "./pricing-card.module.css"

export type Badge = { text: string; colour: string }

export type PricingTier = {
  key: string
  title: string
  subtitle: string
  subscriptionPrice: number
  lifetimePrice: number
  features: readonly string[]
  popular?: boolean | null
  badges?: { subscription?: Badge | null; lifetime?: Badge | null } | null
}

/** Badge colours an editor may name in pricing.json. */
const badgeColours: Record<string, string> = { teal: styles.badgeTeal, amber: styles.badgeAmber }

type Props = {
  tier: PricingTier
  mode: PricingMode
  /** Spec: a discount percentage is passed, but no discounted price is shown until one is set. */
  discountPercent?: number
  discountedPrice?: number | null
}

export function PricingCard({ tier, mode, discountPercent, discountedPrice = null }: Props) {
  const price = priceIn(tier, mode)
  const badge = tier.badges?.[mode] ?? null
  const checkout = mode === "subscription" ? site.links.checkoutSubscription : site.links.checkoutLifetime
  const showDiscount = discountedPrice !== null && discountedPrice < price && Boolean(discountPercent)
  const titleId = `tier-${tier.key}`
  return (
    <article className={`${styles.card} ${tier.popular ? styles.popular : ""}`} aria-labelledby={titleId}>
      {badge ? (
        <span className={`${styles.badge} ${badgeColours[badge.colour] ?? badgeColours.teal}`} data-colour={badge.colour}>
          {badge.text}
        </span>
      ) : null}
      <h2 id={titleId} className={styles.title}>
        {tier.title}
      </h2>
      <p className={styles.subtitle}>{tier.subtitle}</p>
      <p className={styles.price}>
        {showDiscount && discountedPrice !== null ? (
          <>
            <del className={styles.was}>{formatPrice(price)}</del> <span>{formatPrice(discountedPrice)}</span>
            <span className={styles.off}>{discountPercent}% off</span>
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

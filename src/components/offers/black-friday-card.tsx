import React from "react"
import { Link } from "gatsby"
import { site } from "../../config/site"
import { formatPrice } from "../../lib/format-price"
import * as styles from "./black-friday-card.module.css"

/** A seasonal sale an operator set up in content/data/offers.json, with its status on the build's day and the plan it names. */
type FeaturedSale = Pick<Queries.OffersJson, "name" | "percentOff" | "startsAt" | "endsAt" | "status"> & {
  /** The plan the sale applies to, as /pricing names and prices it. */
  plan: { title: string; modeLabel: string; price: number }
}

type Props = {
  /** The sale /offers features (docs/offers.md), or null when none is set up. */
  sale: FeaturedSale | null
  /** The all-year code shown above the card. */
  code: { code: string; percentOff: number }
}

/**
 * docs/spec/SITE-SPEC.md §9: "The Black Friday article and an offer card mention 70% off for the premium
 * plan. The offers page code gives 20% off." The card says that, and no more than someone set up: with
 * no sale in content/data/offers.json, that the sale is not running; with one, its dates and its plan
 * as the operator wrote them, and whether it runs, decided by the build (docs/offers.md). It promises
 * nothing of the checkout, which is the payment provider's page, nor how the two discounts combine.
 */
export function BlackFridayCard({ sale, code }: Props) {
  const { name, percentOff } = sale ?? site.blackFriday
  const plan = sale && (
    <>
      the <strong>{`${sale.plan.modeLabel} license for ${sale.plan.title}`}</strong> (regularly {formatPrice(sale.plan.price)})
    </>
  )
  return (
    <section className={styles.card} aria-labelledby="seasonal-offer">
      <span className={styles.ribbon}>{sale?.status === "running" ? "On now" : "Seasonal sale"}</span>
      <h2 id="seasonal-offer">
        {name}: {percentOff}% off the premium plan
      </h2>
      <p>
        {!sale ? (
          <>
            During our {name} sale, the premium plan is {percentOff}% off. The sale isn&apos;t running now: when it is, this page says so,
            with its dates.
          </>
        ) : sale.status === "running" ? (
          <>
            Our {name} sale is on now: the premium plan, {plan}, is {percentOff}% off until {sale.endsAt}. The plans are on{" "}
            <Link to="/pricing">Pricing</Link>.
          </>
        ) : sale.status === "upcoming" ? (
          <>
            During our {name} sale, the premium plan, {plan}, is {percentOff}% off. It runs from {sale.startsAt} until {sale.endsAt}.
          </>
        ) : (
          <>
            Our last {name} sale, {percentOff}% off the premium plan, {plan}, ended on {sale.endsAt}.
          </>
        )}
      </p>
      <p>
        The code {code.code} above takes {code.percentOff}% off. Curious what else goes on sale? Read{" "}
        <Link to="/blog/2024-best-8-black-friday-deals-on-mac-apps">our roundup of Black Friday deals on Mac apps</Link>.
      </p>
    </section>
  )
}

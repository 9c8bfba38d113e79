import React from "react"
import { Link } from "gatsby"
import { appFacts } from "../../config/app-facts"
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
  /** The limited-time code shown above the card. */
  code: { code: string; percentOff: number }
}

/**
 * docs/spec/SITE-SPEC.md §9: "The Black Friday article and an offer card mention 70% off for the premium
 * plan. The offers page code gives 20% off." No page defines a premium plan, so the card names a plan
 * only when an operator set one up with its dates in content/data/offers.json (docs/offers.md), as
 * /pricing names it; with none, it says plainly that the sale is not running. Whether a sale runs is
 * decided by the build. It promises nothing of the checkout, which is the payment provider's page, nor
 * how the two discounts combine.
 */
export function BlackFridayCard({ sale, code }: Props) {
  const { name, percentOff } = sale ?? site.blackFriday
  const planName = sale && `${sale.plan.modeLabel} license for ${sale.plan.title}`
  const plan = sale && (
    <>
      the <strong>{planName}</strong> (regularly {formatPrice(sale.plan.price)}, {appFacts.priceNote.text})
    </>
  )
  return (
    <section className={styles.card} aria-labelledby="seasonal-offer">
      <span className={styles.ribbon}>{sale?.status === "running" ? "On now" : "Seasonal sale"}</span>
      <h2 id="seasonal-offer">
        {name}: {percentOff}% off{planName ? ` the ${planName}` : ""}
      </h2>
      <p>
        {!sale ? (
          <>
            Our {name} sale takes {percentOff}% off, and it isn&apos;t running now. When one is set up, this page names the plan it applies
            to and its dates.
          </>
        ) : sale.status === "running" ? (
          <>
            Our {name} sale is on now: {plan} is {percentOff}% off until {sale.endsAt}. The plans are on <Link to="/pricing">Pricing</Link>.
          </>
        ) : sale.status === "upcoming" ? (
          <>
            Our {name} sale isn&apos;t running yet: from {sale.startsAt} until {sale.endsAt}, {plan} is {percentOff}% off.
          </>
        ) : (
          <>
            Our last {name} sale, {percentOff}% off {plan}, ended on {sale.endsAt}. It isn&apos;t running now.
          </>
        )}
      </p>
      <p>
        The limited-time code {code.code} above takes {code.percentOff}% off. Curious what else goes on sale? Read{" "}
        <Link to="/blog/2024-best-8-black-friday-deals-on-mac-apps">our roundup of Black Friday deals on Mac apps</Link>.
      </p>
    </section>
  )
}

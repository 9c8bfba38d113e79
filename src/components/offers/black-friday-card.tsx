import React from "react"
import { Link } from "gatsby"
import { anchors } from "../../config/site"
import { formatPrice } from "../../lib/format-price"
import * as styles from "./black-friday-card.module.css"

type Props = {
  /** The seasonal sale of content/data/offers.json that /offers features, with its status on the build's day. */
  sale: Pick<Queries.OffersJson, "name" | "percentOff" | "endsAt" | "status">
  /** The plan the seasonal discount applies to, as /pricing names and prices it. */
  plan: { title: string; modeLabel: string; price: number }
  /** The all-year code shown above the card, which the seasonal discount replaces. */
  code: { code: string; percentOff: number }
}

/**
 * docs/spec/SITE-SPEC.md §9 mentions 70% off "the premium plan". A visitor must be able to tell which plan
 * that is, whether the sale is running (decided by the build: docs/offers.md), and how it relates to the
 * code above. While it runs: until when and how to get it; before it, what the page always said; after
 * it, that it has ended.
 */
export function BlackFridayCard({ sale, plan, code }: Props) {
  const { name, percentOff, status } = sale
  const planName = (
    <strong>
      {plan.modeLabel} license for {plan.title}
    </strong>
  )
  const newsletter = <a href={`#${anchors.newsletter}`}>join the newsletter below</a>
  return (
    <section className={styles.card} aria-labelledby="seasonal-offer">
      <span className={styles.ribbon}>{status === "running" ? "On now" : "Seasonal sale"}</span>
      <h2 id="seasonal-offer">
        {name}: {percentOff}% off the premium plan
      </h2>
      {status === "running" ? (
        <p>
          Our premium plan is the {planName}, regularly {formatPrice(plan.price)}. Our {name} sale is on now: it is {percentOff}% off until{" "}
          {sale.endsAt}. To get it, open <Link to="/pricing">Pricing</Link>, switch to {plan.modeLabel}, choose the {plan.title} plan and
          select Buy now: the discount is applied at checkout.
        </p>
      ) : (
        <p>
          Our premium plan is the {planName}, regularly {formatPrice(plan.price)}. Once a year, during our {name} sale, it is {percentOff}%
          off.{" "}
          {status === "ended" ? (
            <>
              The last one ended on {sale.endsAt}: we announce the next one in the newsletter, so {newsletter} to hear when it starts.
            </>
          ) : (
            <>The sale isn't running now: we announce it in the newsletter, so {newsletter} to hear when it starts.</>
          )}
        </p>
      )}
      <p>
        {status === "running" ? "Outside the sale" : "Until then"}, the code {code.code} above takes {code.percentOff}% off any plan. The
        two discounts can't be combined. Curious what else goes on sale? Read{" "}
        <Link to="/blog/2024-best-8-black-friday-deals-on-mac-apps">our roundup of Black Friday deals on Mac apps</Link>.
      </p>
    </section>
  )
}

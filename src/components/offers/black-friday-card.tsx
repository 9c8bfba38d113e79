import React from "react"
import { Link } from "gatsby"
import { anchors } from "../../config/site"
import { formatPrice } from "../../lib/format-price"
import * as styles from "./black-friday-card.module.css"

type Props = {
  /** The plan the seasonal discount applies to, as /pricing names and prices it. */
  plan: { title: string; modeLabel: string; price: number }
  percentOff: number
  /** The all-year code shown above the card, which the seasonal discount replaces. */
  code: { code: string; percentOff: number }
}

/**
 * docs/spec/SITE-SPEC.md §9 mentions 70% off "the premium plan". A visitor must be able to tell which plan
 * that is, that it is seasonal rather than running now, and how it relates to the code above.
 */
export function BlackFridayCard({ plan, percentOff, code }: Props) {
  return (
    <section className={styles.card} aria-labelledby="seasonal-offer">
      <span className={styles.ribbon}>Seasonal sale</span>
      <h2 id="seasonal-offer">Black Friday: {percentOff}% off the premium plan</h2>
      <p>
        Our premium plan is the{" "}
        <strong>
          {plan.modeLabel} license for {plan.title}
        </strong>
        , regularly {formatPrice(plan.price)}. Once a year, during our Black Friday sale, it is {percentOff}% off. The sale isn't running
        now: we announce it in the newsletter, so <a href={`#${anchors.newsletter}`}>join the newsletter below</a> to hear when it starts.
      </p>
      <p>
        Until then, the code {code.code} above takes {code.percentOff}% off any plan. The two discounts can't be combined. Curious what else
        goes on sale? Read <Link to="/blog/2024-best-8-black-friday-deals-on-mac-apps">our roundup of Black Friday deals on Mac apps</Link>.
      </p>
    </section>
  )
}

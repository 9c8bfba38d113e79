import React from "react"

/** The running sale as an article shows it (src/gatsby-node/sale-fields.ts works it out from content/data/offers.json). */
export type RunningSale = {
  name: string
  percentOff: number
  /** The plan as /pricing names it: its mode ("Lifetime") and its tier's title ("5 Macs"). */
  modeLabel: string
  planTitle: string
  /** When it ends, as a visitor reads it, zone spelt out. */
  endsAt: string
}

/**
 * `<SeasonalSale />`: while a seasonal sale an operator set up runs (content/data/offers.json,
 * docs/offers.md), says so, on which plan and until when, and nothing it was not told (the checkout is
 * the payment provider's page); at any other time, nothing. Rendered at build time into the article's
 * HTML (no JavaScript: the daily build turns it on and off), with global class names that
 * src/components/mdx/prose.module.css styles. No heading, so the table of contents is the same either way.
 * src/gatsby-node/article-html.ts gives it the sale running on the build's day; an editor writes no attribute.
 */
export function SeasonalSale({ sale }: { sale?: RunningSale | null }) {
  if (!sale) return null
  return (
    <div role="note" aria-label={`${sale.name} sale`} className="mdx-callout mdx-sale">
      <p className="mdx-callout-title">
        On now: {sale.percentOff}% off the {sale.modeLabel} license for {sale.planTitle}
      </p>
      <p>
        Our {sale.name} sale runs until {sale.endsAt}. The plans are on <a href="/pricing">Pricing</a>.
      </p>
    </div>
  )
}

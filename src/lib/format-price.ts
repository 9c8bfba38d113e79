const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" })

/** Prices are USD everywhere on the site (docs/spec/SITE-SPEC.md §9). */
export const formatPrice = (amount: number) => usd.format(amount)

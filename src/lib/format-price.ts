const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" })

/** Prices are USD everywhere on the site (spec section 9). */
export const formatPrice = (amount: number) => usd.format(amount)

export type PricingMode = "lifetime" | "subscription"

/** The toggle's options, in the order it shows them. */
export const PRICING_MODES: readonly PricingMode[] = ["subscription", "lifetime"]

/** docs/spec/SITE-SPEC.md §4: Lifetime is selected until the visitor switches. */
export const DEFAULT_MODE: PricingMode = "lifetime"

/** A tier's price in the given mode (USD). */
export const priceIn = (tier: { subscriptionPrice: number; lifetimePrice: number }, mode: PricingMode) =>
  mode === "subscription" ? tier.subscriptionPrice : tier.lifetimePrice

export const modeLabels: Record<PricingMode, string> = { subscription: "Subscription", lifetime: "Lifetime" }

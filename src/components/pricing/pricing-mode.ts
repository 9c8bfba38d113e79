export type PricingMode = "lifetime" | "subscription"

/** Spec: Lifetime is selected until the visitor switches. */
export const DEFAULT_MODE: PricingMode = "lifetime"

export const modeLabels: Record<PricingMode, string> = { subscription: "Subscription", lifetime: "Lifetime" }

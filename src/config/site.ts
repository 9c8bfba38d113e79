/**
 * The one place that owns site configuration. The product name lives here and
 * nowhere else; an operator replaces the URLs below (or sets the GATSBY_*
 * environment variables) without touching components.
 */

const trimSlash = (url: string) => url.replace(/\/+$/, "")

/** Read at build time; Gatsby inlines GATSBY_* variables into the browser bundle. */
export const apiUrl = trimSlash(process.env.GATSBY_API_URL || "https://api.respite.app")
export const siteUrl = trimSlash(process.env.GATSBY_SITE_URL || "https://respite.app")

const productName = "Respite"

export const site = {
  productName,
  siteUrl,
  apiUrl,
  title: `${productName}: break reminders for your Mac`,
  titleTemplate: `%s · ${productName}`,
  description: `${productName} reminds you to take short breaks, rest your eyes, fix your posture and drink water while you work on your Mac. Try it free for 7 days.`,
  tagline: "Break reminders for a healthier workday on Mac",
  socialImage: "/og-image.png",
  contactEmail: "hello@respite.app",
  social: {
    instagram: "https://www.instagram.com/respite.app",
    x: "https://x.com/respiteapp",
    xHandle: "@respiteapp",
  },
  links: {
    /** The download button opens the latest-release page in a new tab. */
    download: "https://releases.respite.app/latest",
    releaseNotes: "https://releases.respite.app/",
    changelog: "https://releases.respite.app/changelog",
    pressKitDownload: "https://releases.respite.app/presskit/respite-presskit.zip",
    checkoutSubscription: "https://buy.stripe.com/respite-subscription",
    checkoutLifetime: "https://buy.stripe.com/respite-lifetime",
  },
  legalWidget: {
    scriptUrl: "https://app.termly.io/embed-policy.min.js",
    privacyPolicyId: "respite-privacy-policy",
    termsId: "respite-terms-and-conditions",
    /** Hosted copies, linked when the widget script cannot load. */
    privacyPolicyUrl: "https://app.termly.io/document/privacy-policy/respite-privacy-policy",
    termsUrl: "https://app.termly.io/document/terms-of-service/respite-terms-and-conditions",
  },
  offer: {
    code: "RESPITE20",
    percentOff: 20,
    /** The seasonal sale mentioned on the offers page and in the Black Friday article. */
    blackFridayPercentOff: 70,
  },
  /** Passed to pricing cards; no discounted price is shown while discountedPrices is off. */
  pricingDiscountPercent: 70,
  requirements: {
    macOS: "macOS 14.2 or later",
    installSize: "under 15MB",
    memory: "under 50MB",
  },
  trialDays: 7,
} as const

/** Anchors on the landing page that other pages link to. */
export const anchors = {
  features: "features",
  download: "download",
} as const

/**
 * The one place that owns site configuration. The product name lives here and
 * nowhere else; an operator replaces the URLs below (or sets the GATSBY_*
 * environment variables) without touching components.
 */

const trimSlash = (url: string) => url.replace(/\/+$/, "")

/** Read at build time; Gatsby inlines GATSBY_* variables into the browser bundle. */
/** The product API every deployed build calls unless GATSBY_API_URL names another (docs/product-api.md). */
export const DEFAULT_API_URL = "https://api.respite.app"
export const apiUrl = trimSlash(process.env.GATSBY_API_URL || DEFAULT_API_URL)
export const siteUrl = trimSlash(process.env.GATSBY_SITE_URL || "https://respite.app")

/**
 * The provider named in the imprint (German law requires it: § 5 DDG). Until the operator sets a
 * GATSBY_COMPANY_* variable or edits the fallback here, each value is an obvious [placeholder],
 * and the build prints one warning per placeholder left (gatsby-node.ts).
 * Written out one by one because Gatsby only inlines GATSBY_* variables it sees spelled out.
 */
export const company = {
  name: process.env.GATSBY_COMPANY_NAME || "[Firmenname]",
  representative: process.env.GATSBY_COMPANY_REPRESENTATIVE || "[Vor- und Nachname]",
  street: process.env.GATSBY_COMPANY_STREET || "[Straße und Hausnummer]",
  postcode: process.env.GATSBY_COMPANY_POSTCODE || "[PLZ]",
  city: process.env.GATSBY_COMPANY_CITY || "[Ort]",
  country: process.env.GATSBY_COMPANY_COUNTRY || "Deutschland",
  vatId: process.env.GATSBY_COMPANY_VAT_ID || "[USt-IdNr.]",
}

export type CompanyField = keyof typeof company

/** A value still in square brackets has not been filled in by the operator. */
export const isPlaceholder = (value: string) => /^\[.*\]$/.test(value)

/** An address on this machine (the local stub, a local server) only answers here. */
export const isLocalAddress = (url: string) => ["localhost", "127.0.0.1", "[::1]"].includes(new URL(url).hostname)

/**
 * A build for the site's real address: GATSBY_SITE_URL set, and not to this machine (the deploy's and
 * the previews', docs/deploying.md#settings).
 */
const forRealAddress = () => Boolean(process.env.GATSBY_SITE_URL) && !isLocalAddress(siteUrl)

/**
 * The production build: `gatsby build` (Gatsby's CLI says which command runs in gatsby_executing_command,
 * an internal: docs/upgrade-surface.md) for the site's real address. It stops on an imprint placeholder
 * (src/gatsby-node/preflight.ts) and publishes only the testimonials with their provenance
 * (src/schema/testimonials.ts); any other build warns instead, and shows the samples. Read at build time only.
 */
export const isProductionBuild = () => process.env.gatsby_executing_command === "build" && forRealAddress()

/** The environment variable that sets a company field, e.g. vatId -> GATSBY_COMPANY_VAT_ID. */
export const companyEnvName = (field: CompanyField) => `GATSBY_COMPANY_${field.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`

const productName = "Respite"
const trialDays = 7

/**
 * How tax relates to the prices shown, as the checkout is set up: "included" when the prices are what
 * a buyer pays, tax included (what German law asks of prices shown to consumers, § 3 PAngV), "added at
 * checkout" when the payment provider adds any sales tax or VAT on its page. The note beside every price
 * says so (prices.note below; <Fact name="priceNote" /> in articles).
 */
type TaxTreatment = "included" | "added at checkout"
const tax: TaxTreatment = "added at checkout"
/** Written to sit inside a sentence, as the facts are (src/config/app-facts.ts, factAlone capitalizes it). */
const priceNotes: Record<TaxTreatment, string> = {
  included: "tax included",
  "added at checkout": "plus any sales tax or VAT, added at checkout",
}

export const site = {
  productName,
  siteUrl,
  apiUrl,
  title: `${productName}: break reminders for your Mac`,
  titleTemplate: `%s · ${productName}`,
  description: `${productName} reminds you to take short breaks, rest your eyes, check your posture and drink water while you work on your Mac. Try it free for ${trialDays} days.`,
  tagline: "Break reminders for your workday on Mac",
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
    /** The pages that embed the widget: the only ones whose security policy allows its origin. */
    pages: ["/privacy-policy", "/terms-and-conditions"],
    privacyPolicyId: "respite-privacy-policy",
    termsId: "respite-terms-and-conditions",
    /** Hosted copies, linked when the widget script cannot load. */
    privacyPolicyUrl: "https://app.termly.io/document/privacy-policy/respite-privacy-policy",
    termsUrl: "https://app.termly.io/document/terms-of-service/respite-terms-and-conditions",
  },
  /**
   * The limited-time offer on /offers (docs/spec/SITE-SPEC.md §2, §9: "The offers page code gives 20% off."),
   * the one framing every page gives the code. `ends`, when an operator sets it ("2026-12-31", the last day
   * the code works at checkout), is shown beside the code; unset, the page names no end (docs/offers.md#the-limited-time-code).
   */
  offer: {
    code: "RESPITE20",
    percentOff: 20,
    ends: undefined as string | undefined,
  },
  /**
   * What every price says beside it about tax (see `tax` above), and the currency: docs/spec/SITE-SPEC.md §9.
   * The payment methods the pricing page names: the spec's "card payment provider" (§7) takes cards; list
   * more as the checkout offers them, or none to leave the question out.
   */
  prices: {
    currency: "USD",
    tax,
    note: priceNotes[tax],
    paymentMethods: ["credit and debit cards"] as readonly string[],
  },
  /**
   * docs/spec/SITE-SPEC.md §9: "The Black Friday article and an offer card mention 70% off for the premium
   * plan." No page defines a premium plan: the plan is named only when an operator sets up a sale with its
   * plan and dates in content/data/offers.json; until then the card and the article say the sale is not
   * running (docs/offers.md).
   */
  blackFriday: {
    name: "Black Friday",
    percentOff: 70,
  },
  requirements: {
    macOS: "macOS 14.2 or later",
    installSize: "under 15MB",
    memory: "under 50MB",
  },
  /**
   * The search page: the only page that loads the search code and index (Pagefind, built from the
   * built pages: src/search/), and the only one whose security policy lets it run WebAssembly.
   */
  search: {
    path: "/search",
  },
  blog: {
    /** Posts on each page of /blog and of each category's list (older ones on /blog/page/2, ...). */
    postsPerPage: 12,
    /** The newest posts /rss.xml carries: readers need what is new, not the archive. */
    feedPosts: 20,
    /** Posts this long (reading time, minutes) open with a table of contents; help articles always do. */
    contentsFromMinutes: 4,
  },
  trial: {
    days: trialDays,
    /** docs/spec/SITE-SPEC.md §1, worded the same everywhere the trial is offered (badges, banners, FAQ, pricing). */
    terms: [`${trialDays}-day free trial`, "No credit card needed", "Cancels automatically"],
    sentence: "No credit card needed, and it cancels automatically.",
  },
} as const

/**
 * Pages kept out of search engines: a noindex tag (components/seo), no sitemap entry
 * (gatsby-config.ts) and a Disallow line in robots.txt (gatsby-node.ts) all follow this list.
 */
export const hiddenFromSearch = ["/404", "/newsletter-unsubscribe"]

/** Anchors on the landing page that other pages link to. */
export const anchors = {
  features: "features",
  download: "download",
  /** The footer's newsletter sign-up, on every page. */
  newsletter: "newsletter",
} as const

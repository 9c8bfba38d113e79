/**
 * What the site may say about the app, each fact once, with where it comes from. Help articles,
 * posts, their frontmatter and the data files (content/) say these through `<Fact name="..." />`
 * and `<ContactEmail />` (docs/editing.md#facts-and-the-contact-address), so a changed fact
 * changes every page at the next build. A statement about the app that is not here is not known:
 * an article then says what the app does and how to reach us, and never names a menu, button,
 * shortcut or setting of the app.
 *
 * Values another place already owns are read from it, never retyped: the product name, contact
 * address, requirements and trial terms from ./site.ts, the prices and bundles from
 * content/data/pricing.json.
 */
import pricing from "../../content/data/pricing.json"
import { formatPrice } from "../lib/format-price"
import { site } from "./site"

export type AppFact = {
  /** What the page shows, written to sit inside a sentence (lower case unless it starts one by nature). */
  text: string
  /** Where the fact comes from: the spec's section, or the configuration that owns the value. */
  source: string
}

const SPEC = "docs/spec/SITE-SPEC.md"
const SITE = "src/config/site.ts"
const PRICING = "content/data/pricing.json"

/** docs/spec/SITE-SPEC.md §1: short breaks of 30 seconds every 20 minutes; a long break of 3 minutes after three short breaks. */
const rhythm = { shortSeconds: 30, shortEveryMinutes: 20, longMinutes: 3, longAfter: "three", postureFlashMinutes: 5 }

const shortBreak = `a ${rhythm.shortSeconds}-second short break every ${rhythm.shortEveryMinutes} minutes`
const longBreak = `a ${rhythm.longMinutes}-minute long break after ${rhythm.longAfter} short breaks`

/** The release notes that announced each feature: the slugs docs/spec/SITE-SPEC.md §2 and docs/spec/CONTRACT.md (Names) fix. */
const since = (version: string) => ({
  text: `${site.productName} ${version}`,
  source: `${SPEC} §2 and docs/spec/CONTRACT.md (Names): the ${version} release notes`,
})

/** "a, b and c": a list as a sentence says it. */
const listOf = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}` : (items[0] ?? "")

/** "1, 2 or 5 Macs", from the bundles pricing.json offers. */
const bundleSizes = pricing.map((tier) => tier.macs)
const bundles = `${bundleSizes.slice(0, -1).join(", ")} or ${bundleSizes[bundleSizes.length - 1]} Macs`

/** camelCase of a pricing key and mode: ("subscription", "1-mac") -> subscriptionPrice1Mac. */
const priceName = (mode: string, what: string, key: string) =>
  `${mode}${what}${key.replace(/(^|-)(\w)/g, (_match, _dash, letter: string) => letter.toUpperCase())}`

/** Each tier's price in each mode, and its badge where it has one: <Fact name="lifetimePrice2Macs" />, <Fact name="lifetimeBadge2Macs" />. */
const pricingFacts: Record<string, AppFact> = Object.fromEntries(
  pricing.flatMap((tier) =>
    (["subscription", "lifetime"] as const).flatMap((mode) => {
      const price = mode === "subscription" ? tier.subscriptionPrice : tier.lifetimePrice
      const perYear = mode === "subscription" ? " per year" : ""
      const badge = (tier as { badges?: Record<string, { text: string } | undefined> }).badges?.[mode]
      return [
        [priceName(mode, "Price", tier.key), { text: `${formatPrice(price)}${perYear}`, source: `${PRICING} (${SPEC} §9)` }],
        ...(badge ? [[priceName(mode, "Badge", tier.key), { text: badge.text, source: `${PRICING} (${SPEC} §9)` }]] : []),
      ]
    }),
  ),
)

export const appFacts: Record<string, AppFact> = {
  // The breaks and reminders.
  customizable: {
    text: "customizable break reminders for posture, eye strain, hydration and standing",
    source: `${SPEC}, its opening paragraph`,
  },
  breakRhythm: { text: `${shortBreak} and ${longBreak}`, source: `${SPEC} §1` },
  shortBreak: { text: shortBreak, source: `${SPEC} §1` },
  shortBreakLength: { text: `${rhythm.shortSeconds} seconds`, source: `${SPEC} §1` },
  shortBreakEvery: { text: `${rhythm.shortEveryMinutes} minutes`, source: `${SPEC} §1` },
  longBreak: { text: longBreak, source: `${SPEC} §1` },
  longBreakLength: { text: `${rhythm.longMinutes} minutes`, source: `${SPEC} §1` },
  longBreakAfter: { text: `${rhythm.longAfter} short breaks`, source: `${SPEC} §1` },
  postureFlash: { text: `a screen flash every ${rhythm.postureFlashMinutes} minutes`, source: `${SPEC} §1` },
  postureFlashEvery: { text: `${rhythm.postureFlashMinutes} minutes`, source: `${SPEC} §1` },
  eyeCare: { text: "eye-care reminders that follow the 20-20-20 rule", source: `${SPEC} §1` },
  eyeRule: {
    text: "every 20 minutes, look at something 20 feet away for 20 seconds",
    source: `${SPEC} §9 (article advice: the 20-second eye rule every 20 minutes); the 20-20-20 rule as eye doctors give it`,
  },
  // What makes reminders wait, and how they look.
  meetingDetection: { text: "reminders pause during video calls", source: `${SPEC} §1 (meeting detection); the 1.2.0 release notes` },
  meetingDetectionSince: since("1.2.0"),
  workingHours: { text: "reminders only during your working hours", source: `${SPEC} §1 (working hours); the 1.2.0 release notes` },
  workingHoursSince: since("1.2.0"),
  // The spec names what video playback detection is for beside meeting detection's "pauses during video calls";
  // neither says whether a break that falls in the pause comes later or not at all, so no page says either.
  videoDetection: { text: "reminders pause while a video plays", source: `${SPEC} §1 (video playback detection); the 1.3.0 release notes` },
  videoDetectionSince: since("1.3.0"),
  breakStyle: {
    text: "a custom break style and your own background image",
    source: `${SPEC} §1 (break screen styling); the 1.4.0 release notes`,
  },
  breakStyleSince: since("1.4.0"),
  appearance: { text: "light and dark modes", source: `${SPEC} §1` },
  comingSoon: { text: "standing desk (sit-stand) notifications and a quitting-time screen lock", source: `${SPEC} §1` },
  // Where it runs and what it needs.
  platform: { text: "Mac only for now (a Windows version is planned)", source: `${SPEC} §1` },
  language: { text: "English only for now", source: `${SPEC} §1` },
  macOS: { text: site.requirements.macOS, source: `${SITE} (requirements; ${SPEC} §1, §9)` },
  installSize: { text: site.requirements.installSize, source: `${SITE} (requirements; ${SPEC} §1, §9)` },
  memory: { text: site.requirements.memory, source: `${SITE} (requirements; ${SPEC} §1, §9)` },
  setupTime: { text: "3 minutes", source: `${SPEC} §2 ("Easy 3 min setup": download and install, simple setup, ready to go)` },
  latestRelease: {
    text: "the latest-release page",
    source: `${SPEC} §1: the download button opens it in a new tab (${SITE}, links.download)`,
  },
  // The trial.
  trial: { text: site.trial.terms[0], source: `${SITE} (trial; ${SPEC} §1, §9)` },
  trialLength: { text: `${site.trial.days} days`, source: `${SITE} (trial.days)` },
  noCreditCard: { text: site.trial.terms[1], source: `${SITE} (trial; ${SPEC} §1, §9)` },
  cancelsAutomatically: { text: site.trial.terms[2], source: `${SITE} (trial; ${SPEC} §1)` },
  trialTerms: { text: site.trial.sentence, source: `${SITE} (trial; ${SPEC} §1)` },
  // Licenses.
  licenseKinds: { text: "a subscription, paid per year, or a lifetime license", source: `${SPEC} §1, §9` },
  bundles: { text: bundles, source: `${PRICING} (${SPEC} §1, §9)` },
  tierIncludes: { text: "full access, the stated number of Mac licenses and regular updates", source: `${SPEC} §9` },
  volumeLicensing: { text: "volume licensing for enterprises", source: `${SPEC} §1` },
  currency: { text: "US dollars", source: `${SPEC} §9` },
  priceNote: { text: site.prices.note, source: `${SITE} (prices.tax: what the checkout does about tax)` },
  // Only when an operator lists some: with none, the pricing page leaves the question out.
  ...(site.prices.paymentMethods.length > 0
    ? {
        paymentMethods: {
          text: listOf(site.prices.paymentMethods),
          source: `${SITE} (prices.paymentMethods; ${SPEC} §7: a card payment provider)`,
        },
      }
    : {}),
  resetsCounted: { text: "resets are counted, and excessive resets may get a license blocked", source: `${SPEC} §1, §9` },
  ...pricingFacts,
  // Offers.
  offerCode: { text: site.offer.code, source: `${SITE} (offer; ${SPEC} §9)` },
  offerPercentOff: { text: `${site.offer.percentOff}%`, source: `${SITE} (offer; ${SPEC} §9)` },
  blackFridayPercentOff: { text: `${site.blackFriday.percentOff}%`, source: `${SITE} (blackFriday; ${SPEC} §9)` },
  // Reaching us.
  contactEmail: { text: site.contactEmail, source: `${SITE} (contactEmail); <ContactEmail /> links it` },
}

/**
 * A fact as a component shows it on its own or at the start of a sentence (a list item, a table cell, a
 * heading's lead): its text with the first letter capitalized. Components use the facts this way or as
 * `appFacts.<name>.text` mid-sentence, never typing them (docs/editing.md#what-the-site-says-about-the-app).
 */
export const factAlone = (name: keyof typeof appFacts & string): string => {
  const { text } = appFacts[name]
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** The names an editor may give `<Fact name="..." />`, in the order above (build errors list them). */
export const FACT_NAMES: readonly string[] = Object.keys(appFacts)

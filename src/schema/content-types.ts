/**
 * Every kind of content an editor writes, declared once. gatsby-node turns these declarations into
 * GraphQL types and checks every file against them at build time; components receive the types
 * Gatsby generates from that schema (Queries.*). Adding a field: declare it here, then show it in
 * the component (and its fragment) that displays it.
 */
import { PRICING_MODES } from "../components/pricing/pricing-mode"
import { LOCAL_DATE_TIME } from "../lib/seasonal-sales"
import { PROVENANCE, testimonialProblems } from "./testimonials"
import { boolean, date, enumOf, file, float, htmlText, int, object, objectList, optional, text, textList, type ContentType } from "./fields"

/** Badge colours a pricing tier may use; each has a style in pricing-card.module.css. */
export const BADGE_COLOURS = ["teal", "amber"] as const

/** Icons content may name; each has a drawing in components/ui/icon.tsx. */
export const CONTENT_ICONS = [
  "timer",
  "coffee",
  "posture",
  "eye",
  "video",
  "calendar",
  "play",
  "palette",
  "moon",
  "mail",
  "stand",
  "lock",
  "chair",
  "water",
  "sparkle",
  "shield",
  "users",
] as const

export type ContentIcon = (typeof CONTENT_ICONS)[number]

/** The blog's categories: each in use has its own list page (/blog/category/<name>), linked from the blog's filter. */
export const POST_CATEGORIES = ["Wellness", "Productivity", "Eye Health", "Remote Work", "Release Notes", "Deals"] as const

/** Where a post stands in this build (src/lib/publishing.ts): only published posts reach production. */
export const POST_STATUSES = ["published", "draft", "scheduled"] as const

/** The help center's topics, in the order /help shows them; each has a description in src/lib/help-topics.ts. */
export const HELP_TOPICS = [
  "Getting started",
  "Breaks and reminders",
  "Licenses and purchases",
  "Newsletter and contact",
  "Troubleshooting",
] as const

/**
 * What a slug, a help folder's name and a data key may be: words of lowercase letters and digits joined
 * by hyphens, and by dots only between two digits, as in a version number (respite-1.2.0-...). A slug
 * is an address, and Gatsby writes a page whose address ends in .htm or .html as a file of that name
 * rather than a folder with its index.html (gatsby-core-utils, generateHtmlPath): no slug may end like
 * a file, and none can here, since a dot is always followed by a digit. Nor may it be longer than
 * SLUG_MAX_LENGTH: Gatsby shortens a path segment over 255 bytes (a file name's limit) to 50
 * characters and a digest, while the blog's lists, canonical links and feed keep the slug whole, so
 * every link to that page would be a 404 (issue 49); the slug also names files of its own (its
 * sharing image, social/<slug>.jpg), hence the room left below 255.
 */
export const SLUG_MAX_LENGTH = 200
export const SLUG = {
  regex: new RegExp(`^(?=.{1,${SLUG_MAX_LENGTH}}$)[a-z0-9]+(?:(?:-|(?<=[0-9])\\.(?=[0-9]))[a-z0-9]+)*$`),
  hint: `lowercase letters, digits and hyphens, with dots only between digits (1.2.0), at most ${SLUG_MAX_LENGTH} characters`,
}

const icon = () => enumOf("ContentIcon", CONTENT_ICONS)
const badge = () => optional(object("PricingBadge", { text: text(), colour: enumOf("BadgeColour", BADGE_COLOURS) }))
const price = () => float({ min: 0.01 })
/** An article body's h2 and h3 headings, for its table of contents (src/gatsby-node/rehype-heading-ids.ts). */
const headings = () => objectList("ArticleHeading", { id: text(), text: text(), depth: int({ min: 2, max: 3 }) })
/**
 * Help articles a page, post or FAQ answer declares (`help`: their slugs, the folder names in
 * content/help/), looked up when a query asks (src/gatsby-node/help-links.ts): a slug with no
 * published article stops the build.
 */
const helpSlugs = () => optional(textList())
const helpArticles = () => objectList("HelpLink", { slug: text(), title: text(), summary: text() })
/** The address of the article's own sharing image, drawn when a page asks for it (src/social-images/). */
const socialImage = () => text()

/** content/blog/<slug>/index.mdx frontmatter. */
export const post: ContentType = {
  typeName: "BlogPost",
  fields: {
    title: text(),
    slug: text({ pattern: SLUG }),
    date: date(),
    excerpt: text(),
    categories: textList({ oneOf: POST_CATEGORIES }),
    tags: textList(),
    hero: file(),
    heroAlt: text(),
    /** true keeps the post out of production builds; `npm run develop` shows it labelled "Draft". */
    draft: optional(boolean()),
    /** The help articles of what the post announces (each release note's features), shown under it. */
    help: helpSlugs(),
  },
  derived: {
    helpArticles: helpArticles(),
    /** Minutes, from the word count (src/lib/read-time.ts), when the node is made. */
    readTime: int(),
    /** The body as HTML, rendered at build time (src/gatsby-node/article-html.ts). */
    html: text(),
    headings: headings(),
    /** published, draft or scheduled, worked out on the day of the build. */
    status: enumOf("PostStatus", POST_STATUSES),
    socialImage: socialImage(),
  },
}

/** content/help/<slug>/index.mdx frontmatter: the help center's articles (/help/<slug>). */
export const helpArticle: ContentType = {
  typeName: "HelpArticle",
  fields: {
    title: text(),
    /** One or two sentences: on /help, in search results and social cards. */
    summary: text(),
    topic: text({ oneOf: HELP_TOPICS }),
    /** Its place among its topic's articles, from 1. */
    order: int({ min: 1 }),
    /** When the article was last brought up to date; shown on the page. */
    updated: date(),
    /** true keeps the article out of production builds; `npm run develop` shows it labelled "Draft". */
    draft: optional(boolean()),
  },
  derived: {
    /** The folder's name: content/help/<slug>/index.mdx is /help/<slug>. */
    slug: text({ pattern: SLUG }),
    html: text(),
    headings: headings(),
    /** published or draft (an article has no publication date to schedule). */
    status: enumOf("PostStatus", POST_STATUSES),
    socialImage: socialImage(),
  },
}

/** content/legal/*.mdx frontmatter. */
export const legalPage: ContentType = {
  typeName: "LegalPage",
  fields: {
    title: text(),
    slug: text({ pattern: SLUG }),
    description: optional(text()),
    /** The language of the text itself, for screen readers (the imprint is German). */
    lang: optional(text({ oneOf: ["de", "en"] })),
  },
  derived: {
    /** The body as HTML, rendered at build time as an article's is (src/gatsby-node/article-html.ts). */
    html: text(),
  },
}

/** content/data/pricing.json */
export const pricingTier: ContentType = {
  typeName: "PricingJson",
  label: "key",
  fields: {
    key: text({ pattern: SLUG }),
    title: text(),
    subtitle: text(),
    macs: int({ min: 1 }),
    subscriptionPrice: price(),
    lifetimePrice: price(),
    features: textList(),
    popular: optional(boolean()),
    badges: optional(object("PricingBadges", { subscription: badge(), lifetime: badge() })),
    /** Set during a sale: the card then shows the regular price struck through and the percentage off. */
    discountedPrices: optional(object("PricingDiscountedPrices", { subscription: optional(price()), lifetime: optional(price()) })),
  },
}

/** Where a seasonal sale stands on the build's day (src/lib/seasonal-sales.ts). */
export const SALE_STATUSES = ["upcoming", "running", "ended"] as const

/**
 * content/data/offers.json: the seasonal sales, each with its window (docs/offers.md). The build also
 * refuses an unknown time zone, an end before its start, overlapping sales and a plan pricing.json
 * does not have (src/lib/seasonal-sales.ts, checked by src/gatsby-node/sale-pages.ts).
 */
export const seasonalSale: ContentType = {
  typeName: "OffersJson",
  label: "key",
  fields: {
    /** Names the sale in build messages: "black-friday-2026". */
    key: text({ pattern: SLUG }),
    /** As visitors read it: "Black Friday". */
    name: text(),
    percentOff: int({ min: 1, max: 99 }),
    /** The plan the discount applies to: a key of content/data/pricing.json and a mode. */
    plan: object("SalePlan", { tier: text({ pattern: SLUG }), mode: enumOf("PricingMode", PRICING_MODES) }),
    /** Wall-clock times in timeZone: the sale runs from start until end. */
    start: text({ pattern: LOCAL_DATE_TIME }),
    end: text({ pattern: LOCAL_DATE_TIME }),
    /** An IANA time zone: "America/New_York". */
    timeZone: text(),
  },
  derived: {
    /** Where the sale stands as of the moment the page's context names (src/gatsby-node/sale-pages.ts). */
    status: enumOf("SaleStatus", SALE_STATUSES),
    /** start and end as visitors read them, with the zone spelt out. */
    startsAt: text(),
    endsAt: text(),
  },
}

/**
 * content/data/faq.json; answerHtml is the answer with its facts filled in, sanitised at build time and
 * ended by a link to each help article in `help`; anchor the item's id on the landing page, which
 * search results link to (gatsby-node createResolvers).
 */
export const faqItem: ContentType = {
  typeName: "FaqJson",
  label: "question",
  fields: { question: text(), answer: htmlText(), help: helpSlugs() },
  derived: { answerHtml: text(), anchor: text() },
}

/** content/data/help-links.json: the help articles each page of the site links, where the question arises. */
export const helpLinks: ContentType = {
  typeName: "HelpLinksJson",
  label: "page",
  fields: {
    page: text({ pattern: { regex: /^\/(?!\/)[a-z0-9./-]*$/, hint: "a path of this site, such as /pricing" } }),
    help: textList(),
  },
  derived: { helpArticles: helpArticles() },
}

/**
 * content/data/testimonials.json. A testimonial is published with its provenance (where and when it was
 * given, how we checked that its author used the app, when they agreed to its publication), or is a
 * sample (`"sample": true`) that only development and local builds show: ./testimonials.ts.
 */
export const testimonial: ContentType = {
  typeName: "TestimonialsJson",
  label: "name",
  fields: {
    name: text(),
    role: text(),
    rating: int({ min: 1, max: 5 }),
    comment: text(),
    /** The person's own picture, given with their consent; without one, the card shows their initials. */
    image: optional(file()),
    provenance: optional(object("TestimonialProvenance", PROVENANCE)),
    sample: optional(boolean()),
  },
  check: testimonialProblems,
}

/** content/data/screenshots.json: the landing carousel and the press kit. */
export const screenshot: ContentType = {
  typeName: "ScreenshotsJson",
  label: "alt",
  fields: { src: file(), alt: text() },
}

/** content/data/features.json */
export const feature: ContentType = {
  typeName: "FeaturesJson",
  label: "title",
  fields: { title: text(), description: text(), icon: icon(), comingSoon: optional(boolean()) },
}

/** content/data/problems.json */
export const problem: ContentType = {
  typeName: "ProblemsJson",
  label: "title",
  fields: { title: text(), description: text(), icon: icon() },
}

/** content/data/setup-steps.json */
export const setupStep: ContentType = {
  typeName: "SetupStepsJson",
  label: "title",
  fields: { title: text(), description: text() },
}

export const contentTypes = [
  post,
  helpArticle,
  legalPage,
  pricingTier,
  seasonalSale,
  faqItem,
  helpLinks,
  testimonial,
  screenshot,
  feature,
  problem,
  setupStep,
]

/** Which declaration an MDX file follows, by the folder (gatsby-source-filesystem name) it sits in. */
export const mdxCollections: Record<string, ContentType> = { blog: post, help: helpArticle, legal: legalPage }

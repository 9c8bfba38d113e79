import { site } from "../config/site"

/**
 * The text of a <script type="application/ld+json"> data block: the data as JSON that no text can
 * close. A browser's parser ends the block at the first "</script" and reads "<!--" specially, and
 * react-helmet writes the text as it is given, so a title holding "</script><script>..." would
 * otherwise open a script of its own. "<", ">" and "&" are written as JSON escapes (\u003c...), as
 * are U+2028 and U+2029 (line breaks to older JavaScript parsers): the same data, read back by
 * JSON.parse, and nothing in it an HTML parser acts on. Plain-text content refuses markup before
 * it gets here (src/schema/fields.ts): this is the second line of defence (docs/security.md).
 */
export const jsonLdText = (data: unknown): string =>
  JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`)

const stripTags = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim()

export const organizationJsonLd = () => ({
  "@context": "https://schema.org",
  "@type": "Organization",
  name: site.productName,
  url: site.siteUrl,
  logo: `${site.siteUrl}/icon.png`,
  email: site.contactEmail,
  sameAs: [site.social.instagram, site.social.x],
})

/** The site, and how to search it (the search page takes ?q=). */
export const websiteJsonLd = () => ({
  "@context": "https://schema.org",
  "@type": "WebSite",
  name: site.productName,
  url: site.siteUrl,
  potentialAction: {
    "@type": "SearchAction",
    target: { "@type": "EntryPoint", urlTemplate: `${site.siteUrl}${site.search.path}?q={search_term_string}` },
    "query-input": "required name=search_term_string",
  },
})

export const faqJsonLd = (items: ReadonlyArray<{ question: string; answerHtml: string }>) => ({
  "@context": "https://schema.org",
  "@type": "FAQPage",
  mainEntity: items.map((item) => ({
    "@type": "Question",
    name: item.question,
    acceptedAnswer: { "@type": "Answer", text: stripTags(item.answerHtml) },
  })),
})

export const softwareApplicationJsonLd = (tiers: ReadonlyArray<{ title: string; subscriptionPrice: number; lifetimePrice: number }>) => ({
  "@context": "https://schema.org",
  "@type": "SoftwareApplication",
  name: site.productName,
  operatingSystem: site.requirements.macOS,
  applicationCategory: "HealthApplication",
  description: site.description,
  url: site.siteUrl,
  offers: tiers.flatMap((tier) => [
    {
      "@type": "Offer",
      name: `${tier.title}, subscription (per year)`,
      price: tier.subscriptionPrice.toFixed(2),
      priceCurrency: "USD",
      url: site.links.checkoutSubscription,
    },
    {
      "@type": "Offer",
      name: `${tier.title}, lifetime`,
      price: tier.lifetimePrice.toFixed(2),
      priceCurrency: "USD",
      url: site.links.checkoutLifetime,
    },
  ]),
})

import { site } from "../config/site"

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

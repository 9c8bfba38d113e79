/**
 * Every page's structured data (schema.org JSON-LD, which search engines read), built and written
 * out here and nowhere else. Each builder returns the data block's text (JsonLd), which the Seo
 * component only places in the page: Seo is on every page, so it imports nothing from here but the
 * type, and a page's JavaScript carries only the builders that page calls
 * (docs/performance.md#search-that-narrows-and-lands-issue-31).
 */
import { site } from "../config/site"
import { HELP_PATH, helpArticlePath, helpTopicPath, type HelpTopic } from "./help-paths"

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

/** A data block's text, as jsonLdText wrote it: the only structured data the Seo component takes. */
export type JsonLd = string & { readonly writtenBy: "jsonLdText" }

/** `data` as the text of its data block. */
export const toJsonLd = (data: object): JsonLd => jsonLdText(data) as JsonLd

// A block's end is a space between words; an inline element's edge is none ("<strong>20 minutes</strong>,"
// reads "20 minutes,", not "20 minutes ,").
const stripTags = (html: string) =>
  html
    .replace(/<\/(?:p|li|h[1-6]|div|dd|dt|blockquote)>|<br\s*\/?>/gi, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ")
    .trim()

export const organizationJsonLd = () =>
  toJsonLd({
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.productName,
    url: site.siteUrl,
    logo: `${site.siteUrl}/icon.png`,
    email: site.contactEmail,
    sameAs: [site.social.instagram, site.social.x],
  })

/** The site, and how to search it (the search page takes ?q=). */
export const websiteJsonLd = () =>
  toJsonLd({
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

export const faqJsonLd = (items: ReadonlyArray<{ question: string; answerHtml: string }>) =>
  toJsonLd({
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: stripTags(item.answerHtml) },
    })),
  })

export const softwareApplicationJsonLd = (tiers: ReadonlyArray<{ title: string; subscriptionPrice: number; lifetimePrice: number }>) =>
  toJsonLd({
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: site.productName,
    operatingSystem: site.requirements.macOS,
    // Where a store would list a break reminder: with the apps for getting work done (the productivity
    // category), not the health ones: it reminds, and claims no health outcome (docs/editing.md#what-the-site-says-about-the-app).
    applicationCategory: "BusinessApplication",
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

/** The site as the author and publisher of its articles. */
const siteAsOrganization = () => ({ "@type": "Organization", name: site.productName, url: site.siteUrl })

/** A blog post; `imageSrc` is its social card's root-relative URL, if it has one. */
export const blogPostingJsonLd = (post: {
  title: string
  excerpt: string
  date: string
  imageSrc?: string
  tags: readonly string[]
  categories: readonly string[]
  path: string
}) =>
  toJsonLd({
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    image: post.imageSrc ? `${site.siteUrl}${post.imageSrc}` : undefined,
    keywords: post.tags.join(", "),
    articleSection: post.categories.join(", "),
    mainEntityOfPage: `${site.siteUrl}${post.path}`,
    author: siteAsOrganization(),
    publisher: siteAsOrganization(),
  })

type HelpArticleData = { title: string; summary: string; updated: string; topic: HelpTopic; slug: string }

/** A help article, and where it sits: Help, its topic, itself. */
export const helpArticleJsonLd = (article: HelpArticleData) => {
  const url = `${site.siteUrl}${helpArticlePath(article.slug)}`
  return [
    toJsonLd({
      "@context": "https://schema.org",
      "@type": "TechArticle",
      headline: article.title,
      description: article.summary,
      dateModified: article.updated,
      articleSection: article.topic,
      mainEntityOfPage: url,
      author: siteAsOrganization(),
      publisher: siteAsOrganization(),
    }),
    toJsonLd({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Help", item: `${site.siteUrl}${HELP_PATH}` },
        { "@type": "ListItem", position: 2, name: article.topic, item: `${site.siteUrl}${helpTopicPath(article.topic)}` },
        { "@type": "ListItem", position: 3, name: article.title, item: url },
      ],
    }),
  ]
}

/** /help: the help center, and the articles it holds. */
export const helpCenterJsonLd = (description: string, articles: ReadonlyArray<{ title: string; slug: string }>) =>
  toJsonLd({
    "@context": "https://schema.org",
    "@type": "CollectionPage",
    name: `${site.productName} help center`,
    description,
    url: `${site.siteUrl}${HELP_PATH}`,
    hasPart: articles.map((article) => ({
      "@type": "TechArticle",
      headline: article.title,
      url: `${site.siteUrl}${helpArticlePath(article.slug)}`,
    })),
  })

/** The search page. */
export const searchPageJsonLd = (description: string) =>
  toJsonLd({
    "@context": "https://schema.org",
    "@type": "SearchResultsPage",
    name: `Search · ${site.productName}`,
    description,
    url: `${site.siteUrl}${site.search.path}`,
  })

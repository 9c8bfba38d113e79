import React from "react"
import { graphql, type PageProps } from "gatsby"
import { HelpArticle } from "../components/help/help-article"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/seo/seo"
import { site } from "../config/site"
import { HELP_PATH, helpArticlePath } from "../lib/help-paths"
import { helpTopicPath } from "../lib/help-topic-paths"
import type { HelpTopic } from "../lib/help-topics"
import type { SaleContext } from "../gatsby-node/sale-pages"

/**
 * What gatsby-node (src/gatsby-node/create-pages.ts) decides for each help article: the other
 * articles of its topic, in order, looked up one by one (src/gatsby-node/resolvers.ts); for one
 * that shows the running seasonal sale, the moment its status is decided as of
 * (src/gatsby-node/sale-pages.ts).
 */
export type HelpArticleContext = { slug: string; siblingSlugs: string[] } & Partial<SaleContext>

export default function HelpArticleTemplate({ data }: PageProps<Queries.HelpArticleQuery, HelpArticleContext>) {
  const article = data.helpArticle
  if (!article) return null
  const path = helpArticlePath(article.slug)
  const topic = article.topic as HelpTopic
  return (
    <Layout>
      <Seo
        title={article.title}
        description={article.summary}
        path={path}
        type="article"
        jsonLd={[
          {
            "@context": "https://schema.org",
            "@type": "TechArticle",
            headline: article.title,
            description: article.summary,
            dateModified: article.updated,
            articleSection: topic,
            mainEntityOfPage: `${site.siteUrl}${path}`,
            author: { "@type": "Organization", name: site.productName, url: site.siteUrl },
            publisher: { "@type": "Organization", name: site.productName, url: site.siteUrl },
          },
          {
            "@context": "https://schema.org",
            "@type": "BreadcrumbList",
            itemListElement: [
              { "@type": "ListItem", position: 1, name: "Help", item: `${site.siteUrl}${HELP_PATH}` },
              { "@type": "ListItem", position: 2, name: topic, item: `${site.siteUrl}${helpTopicPath(topic)}` },
              { "@type": "ListItem", position: 3, name: article.title, item: `${site.siteUrl}${path}` },
            ],
          },
        ]}
      />
      <HelpArticle article={article} siblings={data.siblings} />
    </Layout>
  )
}

export const query = graphql`
  query HelpArticle($slug: String!, $siblingSlugs: [String!]!, $offersAsOf: String) {
    helpArticle(slug: { eq: $slug }) {
      ...HelpArticleFields
    }
    siblings: helpArticlesBySlug(slugs: $siblingSlugs) {
      ...HelpArticleLink
    }
  }
`

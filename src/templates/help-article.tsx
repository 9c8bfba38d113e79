import React from "react"
import { graphql, type PageProps } from "gatsby"
import { HelpArticle } from "../components/help/help-article"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/seo/seo"
import { site } from "../config/site"
import { helpArticlePath, type HelpTopic } from "../lib/help-paths"
import { helpArticleJsonLd } from "../lib/structured-data"
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
  return (
    <Layout>
      <Seo
        title={article.title}
        description={article.summary}
        path={helpArticlePath(article.slug)}
        image={article.socialImage}
        imageAlt={`${article.title}: ${site.productName} help, ${article.topic}`}
        type="article"
        jsonLd={helpArticleJsonLd({ ...article, topic: article.topic as HelpTopic })}
      />
      <HelpArticle article={article} siblings={data.siblings} />
    </Layout>
  )
}

export const query = graphql`
  query HelpArticle($slug: String!, $siblingSlugs: [String!]!, $offersAsOf: String) {
    helpArticle(slug: { eq: $slug }) {
      ...HelpArticleFields
      # Its own sharing image, drawn for its title and topic (src/social-images/).
      socialImage
    }
    siblings: helpArticlesBySlug(slugs: $siblingSlugs) {
      ...HelpArticleLink
    }
  }
`

import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Article } from "../components/blog/article"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/seo/seo"
import { site } from "../config/site"
import { postPath } from "../lib/blog-paths"
import { blogPostingJsonLd } from "../lib/structured-data"
import type { SaleContext } from "../gatsby-node/sale-pages"

/**
 * What gatsby-node (src/gatsby-node/create-pages.ts) decides for each article: its neighbours (none
 * or one each) and its related posts, by slug, looked up one by one (src/gatsby-node/resolvers.ts);
 * for a post that shows the running seasonal sale, the moment its status is decided as of
 * (src/gatsby-node/sale-pages.ts).
 */
export type BlogPostContext = { slug: string; newer: string[]; older: string[]; relatedSlugs: string[] } & Partial<SaleContext>

export default function BlogPostTemplate({ data }: PageProps<Queries.BlogPostQuery, BlogPostContext>) {
  const post = data.blogPost
  if (!post) return null
  const { title, slug, date, excerpt, categories, tags, socialImage } = post
  const path = postPath(slug)
  return (
    <Layout>
      <Seo
        title={title}
        description={excerpt}
        path={path}
        image={socialImage}
        imageAlt={`${title}: ${site.productName} blog, ${categories[0]}`}
        type="article"
        preloadImage={post.hero.childImageSharp?.gatsbyImageData}
        publishedTime={date}
        jsonLd={blogPostingJsonLd({ title, excerpt, date, imageSrc: socialImage, tags, categories, path })}
      />
      <Article post={post} newer={data.newer[0] ?? null} older={data.older[0] ?? null} related={data.related} />
    </Layout>
  )
}

export const query = graphql`
  query BlogPost($slug: String!, $newer: [String!]!, $older: [String!]!, $relatedSlugs: [String!]!, $offersAsOf: String) {
    blogPost(slug: { eq: $slug }) {
      ...ArticleFields
      slug
      excerpt
      # Its own sharing image, drawn for its title and category (src/social-images/).
      socialImage
    }
    # In the order gatsby-node ranked them; each looked up on its own, so that editing another post
    # does not rerun this query (src/gatsby-node/resolvers.ts).
    related: blogPostsBySlug(slugs: $relatedSlugs) {
      ...PostSummary
    }
    newer: blogPostsBySlug(slugs: $newer) {
      ...PostLink
    }
    older: blogPostsBySlug(slugs: $older) {
      ...PostLink
    }
  }
`

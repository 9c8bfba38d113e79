import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Article } from "../components/blog/article"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/seo/seo"
import { site } from "../config/site"
import { imageSrc } from "../lib/image-src"
import { postPath } from "../lib/blog-paths"

/** What gatsby-node (src/gatsby-node/create-pages.ts) decides for each article. */
export type BlogPostContext = { slug: string; newerSlug: string; olderSlug: string; relatedSlugs: string[] }

export default function BlogPostTemplate({ data, pageContext }: PageProps<Queries.BlogPostQuery, BlogPostContext>) {
  const post = data.blogPost
  if (!post) return null
  const { title, slug, date, excerpt, categories, tags, heroAlt } = post
  const path = postPath(slug)
  const heroSrc = imageSrc(post.social.childImageSharp?.gatsbyImageData)
  // GraphQL returns the related posts in its own order; keep the ranking gatsby-node chose.
  const related = [...data.related.nodes].sort(
    (a, b) => pageContext.relatedSlugs.indexOf(a.slug) - pageContext.relatedSlugs.indexOf(b.slug),
  )
  return (
    <Layout>
      <Seo
        title={title}
        description={excerpt}
        path={path}
        image={heroSrc}
        imageAlt={heroAlt}
        type="article"
        preloadImage={post.hero.childImageSharp?.gatsbyImageData}
        publishedTime={date}
        jsonLd={{
          "@context": "https://schema.org",
          "@type": "BlogPosting",
          headline: title,
          description: excerpt,
          datePublished: date,
          image: heroSrc ? `${site.siteUrl}${heroSrc}` : undefined,
          keywords: tags.join(", "),
          articleSection: categories.join(", "),
          mainEntityOfPage: `${site.siteUrl}${path}`,
          author: { "@type": "Organization", name: site.productName, url: site.siteUrl },
          publisher: { "@type": "Organization", name: site.productName, url: site.siteUrl },
        }}
      />
      <Article post={post} newer={data.newer} older={data.older} related={related} />
    </Layout>
  )
}

export const query = graphql`
  query BlogPost($slug: String!, $newerSlug: String, $olderSlug: String, $relatedSlugs: [String!]!) {
    blogPost(slug: { eq: $slug }) {
      ...ArticleFields
      slug
      excerpt
      social: hero {
        childImageSharp {
          gatsbyImageData(width: 1200, height: 630, layout: FIXED, formats: [JPG], quality: 80)
        }
      }
    }
    related: allBlogPost(filter: { slug: { in: $relatedSlugs } }) {
      nodes {
        ...PostSummary
      }
    }
    newer: blogPost(slug: { eq: $newerSlug }) {
      ...PostLink
    }
    older: blogPost(slug: { eq: $olderSlug }) {
      ...PostLink
    }
  }
`

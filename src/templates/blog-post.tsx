import React from "react"
import { graphql, type PageProps } from "gatsby"
import { MDXProvider } from "@mdx-js/react"
import { MdxLink } from "../components/blog/mdx-link"
import { toPostSummaries } from "../components/blog/post-card"
import { imageSrc } from "../components/ui/responsive-image"
import { Article } from "../components/blog/article"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/seo/seo"
import { site } from "../config/site"

const neighbour = (node: Queries.BlogPostQuery["newer"]) =>
  node?.frontmatter ? { title: node.frontmatter.title, slug: node.frontmatter.slug } : null

const mdxComponents = { a: MdxLink }

type Context = { relatedIds: string[] }

/** GraphQL returns the related posts in its own order; keep the ranking gatsby-node chose. */
const orderedRelated = (nodes: Queries.BlogPostQuery["related"]["nodes"], ids: readonly string[]) =>
  toPostSummaries([...nodes].sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id)))

export default function BlogPostTemplate({ data, children, pageContext }: PageProps<Queries.BlogPostQuery, Context>) {
  const post = data.mdx
  if (!post?.frontmatter) return null
  const { title, slug, date, excerpt, categories, tags, hero, heroAlt } = post.frontmatter
  const path = `/blog/${slug}`
  const heroSrc = imageSrc(hero?.social?.gatsbyImageData)
  return (
    <Layout>
      <Seo
        title={title}
        description={excerpt}
        path={path}
        image={heroSrc}
        imageAlt={heroAlt}
        type="article"
        preloadImage={hero?.childImageSharp?.gatsbyImageData}
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
      <Article
        title={title}
        date={date}
        readTime={post.fields?.readTime ?? 1}
        categories={categories}
        tags={tags}
        hero={hero?.childImageSharp?.gatsbyImageData ?? undefined}
        heroAlt={heroAlt}
        newer={neighbour(data.newer)}
        older={neighbour(data.older)}
        related={orderedRelated(data.related.nodes, pageContext.relatedIds)}
      >
        <MDXProvider components={mdxComponents}>{children}</MDXProvider>
      </Article>
    </Layout>
  )
}

export const query = graphql`
  query BlogPost($id: String!, $newerId: String, $olderId: String, $relatedIds: [String!]!) {
    mdx(id: { eq: $id }) {
      fields {
        readTime
      }
      frontmatter {
        title
        slug
        date
        excerpt
        categories
        tags
        heroAlt
        hero {
          childImageSharp {
            gatsbyImageData(
              width: 1024
              aspectRatio: 1.7778
              placeholder: DOMINANT_COLOR
              formats: [AUTO, WEBP, AVIF]
              quality: 70
              outputPixelDensities: [0.375, 0.5, 0.75, 1, 1.5]
              sizes: "(min-width: 1024px) 960px, calc(100vw - 2rem)"
            )
          }
          social: childImageSharp {
            gatsbyImageData(width: 1200, height: 630, layout: FIXED, formats: [JPG], quality: 80)
          }
        }
      }
    }
    related: allMdx(filter: { id: { in: $relatedIds } }) {
      nodes {
        id
        ...PostSummary
      }
    }
    newer: mdx(id: { eq: $newerId }) {
      frontmatter {
        title
        slug
      }
    }
    older: mdx(id: { eq: $olderId }) {
      frontmatter {
        title
        slug
      }
    }
  }
`

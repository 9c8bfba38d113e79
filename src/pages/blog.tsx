import React from "react"
import { graphql, type PageProps } from "gatsby"
import { PostList } from "../components/blog/post-list"
import type { PostSummary } from "../components/blog/post-card"
import { Layout } from "../components/layout/layout"
import { PageHeader } from "../components/page/page-header"
import { Seo } from "../components/seo/seo"
import { site } from "../config/site"

export default function BlogPage({ data }: PageProps<Queries.BlogListQuery>) {
  const posts: PostSummary[] = data.allMdx.nodes.flatMap((node) =>
    node.frontmatter
      ? [
          {
            title: node.frontmatter.title,
            slug: node.frontmatter.slug,
            excerpt: node.frontmatter.excerpt,
            date: node.frontmatter.date,
            categories: node.frontmatter.categories,
            readTime: node.fields?.readTime ?? 1,
            image: node.frontmatter.hero?.childImageSharp?.gatsbyImageData ?? undefined,
          },
        ]
      : [],
  )
  return (
    <Layout>
      <Seo
        title="Blog"
        path="/blog"
        preloadImage={posts[0]?.image}
        description={`Practical advice on breaks, posture, eye strain and energy at work, plus ${site.productName} release notes.`}
      />
      <PageHeader eyebrow="Blog" title="Work well, feel better">
        <p>Practical advice on breaks, posture, eye strain and energy at work, and what's new in {site.productName}.</p>
      </PageHeader>
      <section className="container" aria-label="Articles">
        <PostList posts={posts} />
      </section>
    </Layout>
  )
}

export const query = graphql`
  query BlogList {
    allMdx(filter: { fields: { collection: { eq: "blog" } } }, sort: { frontmatter: { date: DESC } }) {
      nodes {
        fields {
          readTime
        }
        frontmatter {
          title
          slug
          date
          excerpt
          categories
          hero {
            childImageSharp {
              gatsbyImageData(
                width: 480
                aspectRatio: 1.7778
                placeholder: DOMINANT_COLOR
                formats: [AUTO, WEBP, AVIF]
                quality: 65
                outputPixelDensities: [0.5, 1, 1.5, 2]
                sizes: "(min-width: 1100px) 360px, (min-width: 700px) 50vw, 100vw"
              )
            }
          }
        }
      }
    }
  }
`

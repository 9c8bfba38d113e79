import React from "react"
import { graphql, type PageProps } from "gatsby"
import { PostList } from "../components/blog/post-list"
import { Layout } from "../components/layout/layout"
import { PageHeader } from "../components/layout/page-header"
import { Seo } from "../components/seo/seo"
import { site } from "../config/site"

export default function BlogPage({ data }: PageProps<Queries.BlogListQuery>) {
  const posts = data.allBlogPost.nodes
  return (
    <Layout>
      <Seo
        title="Blog"
        path="/blog"
        preloadImage={posts[0]?.hero.childImageSharp?.gatsbyImageData}
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
    allBlogPost(sort: { date: DESC }) {
      nodes {
        ...PostSummary
      }
    }
  }
`

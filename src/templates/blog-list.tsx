import React from "react"
import { graphql, type PageProps } from "gatsby"
import { CategoryFilter } from "../components/blog/category-filter"
import { Pagination } from "../components/blog/pagination"
import { cardImage } from "../components/blog/post-card"
import { PostList } from "../components/blog/post-list"
import { Layout } from "../components/layout/layout"
import { PageHeader } from "../components/layout/page-header"
import { Seo } from "../components/seo/seo"
import { site } from "../config/site"
import { categoryDescriptions } from "../lib/blog-categories"
import { listPagePath, type PostCategory } from "../lib/blog-paths"
import { SearchForm } from "../search/search-form"

/** What gatsby-node (src/gatsby-node/create-pages.ts) decides for each page of a list. */
export type BlogListContext = {
  /** The slugs of the posts on this page, newest first. */
  slugs: string[]
  page: number
  pageCount: number
  /** The list's first page: /blog, or /blog/category/<name>. */
  basePath: string
  /** The category this list shows; null for the whole blog. */
  category: PostCategory | null
  /** Categories that have posts, for the filter. */
  categories: PostCategory[]
}

const blogDescription = `Practical advice on breaks, posture, eye strain and energy at work, plus ${site.productName} release notes.`

/** /blog, its older pages, and every category's pages: one template, paged by gatsby-node. */
export default function BlogList({ data, pageContext }: PageProps<Queries.BlogListQuery, BlogListContext>) {
  const posts = data.blogPostsBySlug
  const { page, pageCount, basePath, category, categories } = pageContext
  const name = category ?? "Blog"
  const link = (n: number) => `${site.siteUrl}${listPagePath(basePath, n)}`
  return (
    <Layout>
      <Seo
        title={page > 1 ? `${name}, page ${page} of ${pageCount}` : name}
        path={listPagePath(basePath, page)}
        preloadImage={posts[0] && cardImage(posts[0])}
        description={category ? categoryDescriptions[category] : blogDescription}
      >
        {page > 1 ? <link rel="prev" href={link(page - 1)} /> : null}
        {page < pageCount ? <link rel="next" href={link(page + 1)} /> : null}
      </Seo>
      {category ? (
        <PageHeader eyebrow="Blog" title={category}>
          <p>{categoryDescriptions[category]}</p>
          {pageCount > 1 ? <p>{`Page ${page} of ${pageCount}`}</p> : null}
        </PageHeader>
      ) : (
        <PageHeader eyebrow="Blog" title="Work well, feel better">
          <p>Practical advice on breaks, posture, eye strain and energy at work, and what's new in {site.productName}.</p>
          {pageCount > 1 ? <p>{`Page ${page} of ${pageCount}`}</p> : null}
          <SearchForm id="blog-search" label="Search the blog and help" inHeader />
        </PageHeader>
      )}
      <section className="container" aria-label="Articles">
        <CategoryFilter categories={categories} current={category} />
        <PostList posts={posts} />
        <Pagination basePath={basePath} page={page} pageCount={pageCount} />
      </section>
    </Layout>
  )
}

export const query = graphql`
  query BlogList($slugs: [String!]!) {
    # Newest first, as gatsby-node listed them; each looked up on its own, so that editing a post
    # reruns only the list pages that show it (src/gatsby-node/resolvers.ts).
    blogPostsBySlug(slugs: $slugs) {
      ...PostSummary
    }
  }
`

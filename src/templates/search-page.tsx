import React from "react"
import type { PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { PageHeader } from "../components/layout/page-header"
import { Seo } from "../components/seo/seo"
import { site } from "../config/site"
import type { PostCategory } from "../lib/blog-paths"
import type { HelpTopic } from "../lib/help-paths"
import { searchPageJsonLd } from "../lib/structured-data"
import { siteSearch } from "../search/site-search.island"
import { Island } from "../islands/render"

/** What gatsby-node (src/gatsby-node/create-pages.ts) gives the search page: what there is to browse. */
export type SearchPageContext = { topics: HelpTopic[]; categories: PostCategory[] }

const description = `Search ${site.productName}'s help center, blog, FAQ, pricing and press kit.`

/** /search: the only page that loads the search code and index (src/search/). */
export default function SearchPage({ pageContext }: PageProps<object, SearchPageContext>) {
  return (
    <Layout>
      <Seo title="Search" path={site.search.path} description={description} jsonLd={searchPageJsonLd(description)} />
      <PageHeader eyebrow="Search" title="Find an answer">
        <p>Help articles, blog posts, the FAQ, pricing and the press kit, in one place.</p>
      </PageHeader>
      <Island of={siteSearch} topics={pageContext.topics} categories={pageContext.categories} />
    </Layout>
  )
}

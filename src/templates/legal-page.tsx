import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { PageHeader } from "../components/layout/page-header"
import { Seo } from "../components/seo/seo"
import * as styles from "../components/legal/legal.module.css"

/**
 * A legal page of content/legal/: its text is rendered to HTML at build time, as an article's is
 * (src/gatsby-node/article-html.ts), so the page ships no component made from content.
 */
export default function LegalPage({ data }: PageProps<Queries.LegalPageQuery>) {
  const page = data.legalPage
  if (!page) return null
  return (
    <Layout>
      <Seo title={page.title} path={`/${page.slug}`} description={page.description ?? undefined} />
      <PageHeader eyebrow="Legal" title={page.title} />
      {/* The legal text itself is German; the lang attribute lets screen readers switch voice. */}
      <div className={`container ${styles.legal}`} lang={page.lang ?? "en"} dangerouslySetInnerHTML={{ __html: page.html }} />
    </Layout>
  )
}

export const query = graphql`
  query LegalPage($id: String!) {
    legalPage(id: { eq: $id }) {
      title
      slug
      description
      lang
      html
    }
  }
`

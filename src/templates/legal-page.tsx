import React from "react"
import { graphql, type PageProps } from "gatsby"
import { MDXProvider } from "@mdx-js/react"
import { legalMdxComponents } from "../components/legal/imprint-details"
import { Layout } from "../components/layout/layout"
import { PageHeader } from "../components/layout/page-header"
import { Seo } from "../components/seo/seo"
import * as styles from "../components/legal/legal.module.css"

export default function LegalPage({ data, children }: PageProps<Queries.LegalPageQuery>) {
  const page = data.legalPage
  if (!page) return null
  return (
    <Layout>
      <Seo title={page.title} path={`/${page.slug}`} description={page.description ?? undefined} />
      <PageHeader eyebrow="Legal" title={page.title} />
      {/* The legal text itself is German; the lang attribute lets screen readers switch voice. */}
      <div className={`container ${styles.legal}`} lang={page.lang ?? "en"}>
        <MDXProvider components={legalMdxComponents}>{children}</MDXProvider>
      </div>
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
    }
  }
`

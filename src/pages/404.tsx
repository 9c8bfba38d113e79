import React from "react"
import { Link } from "gatsby"
import { Layout } from "../components/layout/layout"
import { PageHeader } from "../components/layout/page-header"
import { Seo } from "../components/seo/seo"
import { SearchForm } from "../search/search-form"
import * as styles from "../styles/pages/not-found.module.css"

export default function NotFoundPage() {
  return (
    <Layout>
      <Seo title="Page not found" path="/404" description="This page does not exist." />
      <PageHeader eyebrow="404" title="This page does not exist">
        <p>The link may be old or mistyped. Everything else is still where you left it.</p>
        {/* A plain GET form to /search?q=..., with JavaScript off too (src/search/search-form.tsx). */}
        <SearchForm id="not-found-search" label="Search the site for what you were looking for" inHeader withoutScript />
        <p className={styles.home}>
          <Link to="/" className="btn btn-primary btn-large">
            Back to the home page
          </Link>
        </p>
      </PageHeader>
    </Layout>
  )
}

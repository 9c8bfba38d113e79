import React from "react"
import { Link } from "gatsby"
import { Layout } from "../components/layout/layout"
import { PageHeader } from "../components/layout/page-header"
import { Seo } from "../components/seo/seo"
import { site } from "../config/site"
import * as styles from "../styles/pages/not-found.module.css"

export default function NotFoundPage() {
  return (
    <Layout>
      <Seo title="Page not found" path="/404" description="This page does not exist." />
      <PageHeader eyebrow="404" title="This page does not exist">
        <p>The link may be old or mistyped. Everything else is still where you left it.</p>
        {/* Two ways on, both plain links that work without JavaScript. Search is a page of its own,
            loaded anew like the header's search link (only its policy lets the search run), with the
            box focused there; a box here would put the search form's component into this page's
            JavaScript (docs/performance.md#search-that-narrows-and-lands-issue-31). */}
        <p className={styles.ways}>
          <Link to="/" className="btn btn-primary btn-large">
            Back to the home page
          </Link>
          <a href={site.search.path} className="btn btn-secondary btn-large">
            Search the site
          </a>
        </p>
      </PageHeader>
    </Layout>
  )
}

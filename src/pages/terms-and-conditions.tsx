import React from "react"
import { Layout } from "../components/layout/layout"
import { LegalWidget } from "../components/legal/legal-widget"
import { PageHeader } from "../components/layout/page-header"
import { Seo } from "../components/seo/seo"
import { site } from "../config/site"

export default function TermsPage() {
  return (
    <Layout>
      <Seo
        title="Terms and Conditions"
        path="/terms-and-conditions"
        description={`The terms for using ${site.productName} and this website.`}
      />
      <PageHeader eyebrow="Legal" title="Terms and Conditions" />
      <LegalWidget documentId={site.legalWidget.termsId} title="Terms and Conditions" fallbackUrl={site.legalWidget.termsUrl} />
    </Layout>
  )
}

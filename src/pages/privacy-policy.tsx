import React from "react"
import { Layout } from "../components/layout/layout"
import { LegalWidget } from "../components/legal/legal-widget"
import { PageHeader } from "../components/layout/page-header"
import { Seo } from "../components/seo/seo"
import { site } from "../config/site"

export default function PrivacyPolicyPage() {
  return (
    <Layout>
      <Seo title="Privacy Policy" path="/privacy-policy" description={`How ${site.productName} handles your personal data.`} />
      <PageHeader eyebrow="Legal" title="Privacy Policy" />
      <LegalWidget documentId={site.legalWidget.privacyPolicyId} title="Privacy Policy" fallbackUrl={site.legalWidget.privacyPolicyUrl} />
    </Layout>
  )
}

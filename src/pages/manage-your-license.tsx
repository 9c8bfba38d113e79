import React from "react"
import { graphql, Link, type PageProps } from "gatsby"
import { LicenseResetForm } from "../components/forms/license-reset-form"
import { HelpLinks } from "../components/help/help-links"
import { Layout } from "../components/layout/layout"
import { PageHeader } from "../components/layout/page-header"
import { Seo } from "../components/seo/seo"
import { site } from "../config/site"
import * as styles from "../styles/pages/narrow.module.css"

export default function ManageYourLicensePage({ data }: PageProps<Queries.ManageYourLicensePageQuery>) {
  return (
    <Layout>
      <Seo
        title="Manage your license"
        path="/manage-your-license"
        description={`Reset your ${site.productName} license to move it to another Mac.`}
      />
      <PageHeader eyebrow="License" title="Manage your license">
        <p>Moving to a new Mac? Reset your license here, then install {site.productName} on the new Mac.</p>
      </PageHeader>
      <div className={`container ${styles.split}`}>
        <LicenseResetForm />
        <div className={styles.aside}>
          <h2>What a reset does</h2>
          <ul>
            <li>A reset is how your license moves from one Mac to another.</li>
            <li>You need the email address you bought {site.productName} with and your license key.</li>
          </ul>
          <h2>Please reset only when you need to</h2>
          <p>
            Resets are counted, and excessive resets may get a license blocked. If you hit the limit,{" "}
            <Link to="/feedback">contact support</Link> or write to <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a> and
            we'll help.
          </p>
          <p>
            Can't find your license key? Write to <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a> from the address you
            bought {site.productName} with.
          </p>
          <HelpLinks links={data.helpLinksJson?.helpArticles ?? []} className={styles.help} />
        </div>
      </div>
    </Layout>
  )
}

export const query = graphql`
  query ManageYourLicensePage($path: String!) {
    ...PageHelpLinks
  }
`

import React from "react"
import { graphql, type PageProps } from "gatsby"
import { licenseResetForm } from "../components/forms/license-reset-form.island"
import { Island } from "../islands/render"
import { FormPage } from "../components/layout/form-page"
import { factAlone } from "../config/app-facts"
import { site } from "../config/site"
import { messages } from "../lib/messages"

export default function ManageYourLicensePage({ data }: PageProps<Queries.ManageYourLicensePageQuery>) {
  const [beforeContact, afterContact] = messages.nextSteps.resetLimit.split("{contact}")
  return (
    <FormPage
      seo={{
        title: "Manage your license",
        path: "/manage-your-license",
        description: `Reset your ${site.productName} license to move it to another Mac.`,
      }}
      eyebrow="License"
      title="Manage your license"
      intro={<p>Moving to a new Mac? Reset your license here, then install {site.productName} on the new Mac.</p>}
      help={data}
      aside={
        <>
          <h2>What a reset does</h2>
          <ul>
            <li>A reset is how your license moves from one Mac to another.</li>
            <li>You need the email address you bought {site.productName} with and your license key.</li>
          </ul>
          <h2>Please reset only when you need to</h2>
          <p>
            {factAlone("resetsCounted")}. {beforeContact}
            <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
            {afterContact}
          </p>
          <p>
            Can't find your license key? Write to <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a> from the address you
            bought {site.productName} with.
          </p>
        </>
      }
    >
      <Island of={licenseResetForm} />
    </FormPage>
  )
}

export const query = graphql`
  query ManageYourLicensePage($path: String!) {
    ...PageHelpLinks
  }
`

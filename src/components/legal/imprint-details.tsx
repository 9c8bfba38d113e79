import React from "react"
import { company, site } from "../../config/site"

/**
 * The operator's details in the imprint, from configuration (src/config/site.ts), so the legal text
 * in content/legal/imprint.mdx never holds a name or an address of its own (declared for legal pages
 * in ./legal-components.ts).
 */
export function CompanyAddress() {
  return (
    <address>
      {company.name}
      <br />
      Vertreten durch: {company.representative}
      <br />
      {company.street}
      <br />
      {company.postcode} {company.city}
      <br />
      {company.country}
    </address>
  )
}

export function ResponsiblePerson() {
  return (
    <address>
      {company.representative}
      <br />
      {company.street}
      <br />
      {company.postcode} {company.city}
    </address>
  )
}

export const VatId = () => <>{company.vatId}</>

export const ContactEmail = () => <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>

/**
 * The components a legal page (content/legal/*.mdx) may use besides the editor components, declared
 * as those are (src/components/mdx/editor-components.ts): the operator's details, from configuration,
 * so that the legal text never holds a name or an address of its own. Legal pages alone may use them
 * (src/gatsby-node/mdx-components.ts); like every article, a legal page is rendered to HTML at build
 * time (src/gatsby-node/article-html.ts) and ships no component of its own to the browser.
 */
import type { EditorComponent } from "../mdx/editor-components"
import { CompanyAddress, ContactEmail, ResponsiblePerson, VatId } from "./imprint-details"

export const legalComponents: Record<string, EditorComponent> = {
  CompanyAddress: { render: CompanyAddress, attributes: {}, example: "<CompanyAddress />" },
  ResponsiblePerson: { render: ResponsiblePerson, attributes: {}, example: "<ResponsiblePerson />" },
  VatId: { render: VatId, attributes: {}, example: "<VatId />" },
  ContactEmail: { render: ContactEmail, attributes: {}, example: "<ContactEmail />" },
}

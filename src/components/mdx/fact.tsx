import React from "react"
import { appFacts } from "../../config/app-facts"
import { site } from "../../config/site"

/**
 * A fact about the app, as src/config/app-facts.ts words it: `<Fact name="shortBreak" />`. Rendered at
 * build time into the article's HTML as plain text; the build refuses a name that is not there
 * (editor-components.ts lists the names).
 */
export function Fact({ name }: { name: string }) {
  return <>{appFacts[name].text}</>
}

/** The contact address from src/config/site.ts, as a mailto link: `<ContactEmail />`. */
export function ContactEmail() {
  return <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
}

import React from "react"
import { site } from "../../config/site"
import { legalWidget } from "./legal-widget.enhancement"
import { Enhancement } from "../../islands/render"
import { ExternalLink } from "../ui/external-link"
import * as styles from "./legal.module.css"

type Props = { documentId: string; title: string; fallbackUrl: string }

/**
 * The legal text comes from a third-party widget, which fills the element marked termly-embed once
 * its script has run. The script is added by the legal-widget enhancement this renders, as the page
 * loads (src/components/legal/legal-widget.enhancement.ts), so it never blocks rendering; the link to the provider's
 * own copy is always there, and says so plainly if the script fails (./load-legal-widget.ts).
 */
export function LegalWidget({ documentId, title, fallbackUrl }: Props) {
  return (
    <Enhancement of={legalWidget} title={title} scriptUrl={site.legalWidget.scriptUrl}>
      <div className={`container ${styles.legal}`}>
        <div {...{ name: "termly-embed" }} data-id={documentId} data-type="iframe" />
        <div className={styles.fallback} data-legal-fallback="">
          <p>
            You can also read our {title.toLowerCase()} on <ExternalLink href={fallbackUrl}>our legal provider's site</ExternalLink>.
            Questions? Write to <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>.
          </p>
        </div>
      </div>
    </Enhancement>
  )
}

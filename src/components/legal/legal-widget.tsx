import React, { useState } from "react"
import { Script } from "gatsby"
import { site } from "../../config/site"
import { ExternalLink } from "../ui/external-link"
import * as styles from "./legal.module.css"

type Props = { documentId: string; title: string; fallbackUrl: string }

/**
 * The legal text comes from a third-party widget. Its script loads after the page is
 * interactive so it never blocks rendering; if it fails, visitors get a direct link instead.
 */
export function LegalWidget({ documentId, title, fallbackUrl }: Props) {
  const [failed, setFailed] = useState(false)
  return (
    <div className={`container ${styles.legal}`}>
      <div {...{ name: "termly-embed" }} data-id={documentId} data-type="iframe" />
      <Script src={site.legalWidget.scriptUrl} strategy="post-hydrate" id="legal-widget" onError={() => setFailed(true)} />
      <div className={styles.fallback} role={failed ? "alert" : undefined}>
        <p>
          {failed ? `The ${title.toLowerCase()} could not be loaded here. ` : ""}
          You can also read our {title.toLowerCase()} on <ExternalLink href={fallbackUrl}>our legal provider's site</ExternalLink>.
          Questions? Write to <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>.
        </p>
      </div>
    </div>
  )
}

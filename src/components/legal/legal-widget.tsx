import React from "react"
import { site } from "../../config/site"
import { ExternalLink } from "../ui/external-link"
import * as styles from "./legal.module.css"

type Props = { documentId: string; title: string; fallbackUrl: string }

/** What the fallback says before its link when the widget's script cannot load. */
export const widgetFailed = (title: string) => `The ${title.toLowerCase()} could not be loaded here. `

/**
 * The legal text comes from a third-party widget, which fills the element marked termly-embed once
 * its script has run. The script is added by the page's legal-widget island as the page loads
 * (src/islands/legal-widget.island.tsx), so it never blocks rendering; the link to the provider's
 * own copy is always there, and says so plainly if the script fails.
 */
export function LegalWidget({ documentId, title, fallbackUrl }: Props) {
  return (
    <div className={`container ${styles.legal}`}>
      <div {...{ name: "termly-embed" }} data-id={documentId} data-type="iframe" />
      <div className={styles.fallback} data-legal-fallback="">
        <p>
          You can also read our {title.toLowerCase()} on <ExternalLink href={fallbackUrl}>our legal provider's site</ExternalLink>.
          Questions? Write to <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>.
        </p>
      </div>
    </div>
  )
}

/**
 * The widget's script, added to the page; if it cannot load, the fallback becomes an alert that
 * says so. Plain DOM code: the island renders nothing of its own.
 */
export function loadLegalWidget(element: HTMLElement, { title }: { title: string }): void {
  const script = document.createElement("script")
  script.id = "legal-widget"
  script.src = site.legalWidget.scriptUrl
  script.async = true
  script.addEventListener("error", () => {
    const fallback = element.querySelector("[data-legal-fallback]")
    fallback?.setAttribute("role", "alert")
    fallback?.querySelector("p")?.prepend(widgetFailed(title))
  })
  document.body.appendChild(script)
}

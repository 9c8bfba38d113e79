// Stage 3, hydrated (docs/page-life.md#the-stages): sections kept as the server sent them, never hydrated.
import React, { useState, type ReactNode } from "react"
import { AS_SENT, keepsServerHtml } from "./kept-as-sent"
import * as styles from "./display-contents.module.css"

type Props = {
  /** Unique on the page: how the browser finds the HTML the server sent for these sections. */
  id: string
  children: ReactNode
}

/**
 * Sections that need no JavaScript at all (text, pictures, plain links and native <details>; no
 * handler, no state) and are never hydrated. The server's HTML already is what they will ever be, so on the page the browser first
 * loads the runtime keeps their DOM as sent (./kept-as-sent.ts) and does not render them again. On
 * the landing page that is about half its elements, and hydrating those was most of the page's
 * blocking time (docs/performance.md). Reached by client-side navigation, where there is no server
 * HTML, they render as usual. Never put a control that needs a handler inside: an e2e test checks
 * that none is there.
 */
export function StaticHtml({ id, children }: Props) {
  // Decided once, at mount: the page shown is the one the server sent, and these sections are in it.
  const [keep] = useState(() => keepsServerHtml(id))
  return keep ? (
    <div id={id} className={styles.contents} data-static-html="" dangerouslySetInnerHTML={AS_SENT} suppressHydrationWarning />
  ) : (
    <div id={id} className={styles.contents} data-static-html="">
      {children}
    </div>
  )
}

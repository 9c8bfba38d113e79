import React, { useState, type ReactNode } from "react"
import { AS_SENT, isServerHtml } from "../../lib/server-html"
import * as styles from "./display-contents.module.css"

type Props = {
  /** Unique on the page: how the browser finds the HTML the server sent for these sections. */
  id: string
  children: ReactNode
}

/**
 * Sections that need no JavaScript at all: text, pictures, plain links and native <details>, no
 * handler, no state. The server's HTML already is what they will ever be, so on the page the
 * browser first loads they are not hydrated: the runtime keeps their DOM as sent and does not render
 * them again (React and Preact both leave an element's `dangerouslySetInnerHTML` content untouched
 * while hydrating). On the landing page that is about half its elements, and hydrating those was
 * most of the page's blocking time (docs/performance.md). Reached by client-side navigation, where
 * there is no server HTML, they render as usual. Never put a control that needs a handler inside.
 */
export function StaticHtml({ id, children }: Props) {
  // Decided once, at mount: the server's HTML is in the page and the page is being hydrated.
  const [keepServerHtml] = useState(() => isServerHtml(id))
  return keepServerHtml ? (
    <div id={id} className={styles.contents} data-static-html="" dangerouslySetInnerHTML={AS_SENT} suppressHydrationWarning />
  ) : (
    <div id={id} className={styles.contents} data-static-html="">
      {children}
    </div>
  )
}

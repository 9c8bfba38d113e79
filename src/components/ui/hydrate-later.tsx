import React, { useEffect, useRef, useState, type ReactNode } from "react"
import { hydrateRoot, type Root } from "react-dom/client"
import { LocationProvider } from "@reach/router"
import { hydrateInTurn } from "../../lib/hydration-queue"
import { AS_SENT, isServerHtml } from "../../lib/server-html"
import * as styles from "./display-contents.module.css"

type Props = {
  /** Unique on the page: how the browser finds the HTML the server sent for this part. */
  id: string
  children: ReactNode
}

/** A part hydrated as a root of its own gets the router's context there (see below). */
const ownRoot = (children: ReactNode) => <LocationProvider>{children}</LocationProvider>

/**
 * A part of the page that works from its HTML alone until its JavaScript arrives (links, a
 * <dialog> opened by its invoker, forms whose submits are held: src/before-hydration/) and so can
 * be hydrated a moment after the rest. On the page the browser first loads, the runtime keeps this
 * part's HTML as sent, and the part is hydrated afterwards as a root of its own, in a task of its
 * own (src/lib/hydration-queue.ts), so no single task hydrates the whole page. `<html
 * data-hydrated>` is set once every such part is live (gatsby-browser.tsx). Reached by client-side
 * navigation, where there is no server HTML, the part renders with the page as usual.
 *
 * A separate root does not see the page's React context: Gatsby's links read the location from
 * the router's context, so the part gets a LocationProvider of its own, which follows the same
 * browser history. Nothing else in the site uses context.
 */
export function HydrateLater({ id, children }: Props) {
  // Decided once, at mount, like StaticHtml: the server's HTML is in the page and not yet taken over.
  const [later] = useState(() => isServerHtml(id))
  const container = useRef<HTMLDivElement>(null)
  const root = useRef<Root | null>(null)
  const latest = useRef(children)

  // Keeps a part that is already its own root in step with what the page renders now.
  useEffect(() => {
    latest.current = children
    root.current?.render(ownRoot(children))
  })

  useEffect(() => {
    const element = container.current
    if (!later || !element) return
    const withdraw = hydrateInTurn(() => {
      root.current = hydrateRoot(element, ownRoot(latest.current))
    })
    return () => {
      withdraw()
      const own = root.current
      root.current = null
      // Not while the page's own root is committing (React refuses a synchronous unmount then).
      if (own) setTimeout(() => own.unmount(), 0)
    }
  }, [later])

  return later ? (
    <div
      id={id}
      ref={container}
      className={styles.contents}
      data-hydrate-later=""
      dangerouslySetInnerHTML={AS_SENT}
      suppressHydrationWarning
    />
  ) : (
    <div id={id} className={styles.contents} data-hydrate-later="">
      {children}
    </div>
  )
}

// Stage 3, hydrated (docs/page-life.md#the-stages): parts kept as sent until their turn (stage 4).
import React, { useEffect, useRef, useState, type ReactNode } from "react"
import { hydrateRoot, type Root } from "react-dom/client"
// Gatsby's own router (gatsby/cache-dir imports it by this name); declared in package.json at Gatsby's version.
import { LocationProvider } from "@gatsbyjs/reach-router"
import { submitsNotTakenOverCannotBeSent } from "./held-submits"
import { hydrateInTurn } from "./hydration-queue"
import { markPartLive } from "./marker"
import { AS_SENT, keepsServerHtml } from "./kept-as-sent"
import { PartBoundary } from "./part-boundary"
import { recordChildLists } from "./undo-mutations"
import * as styles from "./display-contents.module.css"

type Props = {
  /** Unique on the page: how the browser finds the HTML the server sent for this part. */
  id: string
  children: ReactNode
}

/**
 * A part hydrated as a root of its own gets the router's context there: Gatsby's <Link> reads the
 * location from it. It is the only context a part has (see below). Inside it, the part's own error
 * boundary, which hears of an error first (./part-boundary.tsx).
 */
const ownRoot = (children: ReactNode, onError: (error: unknown) => void) => (
  <LocationProvider>
    <PartBoundary onError={onError}>{children}</PartBoundary>
  </LocationProvider>
)

/** An error in a part after its turn: the part shows nothing, and the console says why. */
const reportError = (error: unknown) => console.error(error)

/**
 * A part of the page that works from its HTML alone until its JavaScript arrives (links, a
 * <dialog> opened by its invoker, forms whose submits are held by stage 1) and so can be hydrated
 * a moment after the rest. On the page the browser first loads, the runtime keeps this part's HTML
 * as sent (./kept-as-sent.ts), and the part is hydrated afterwards as a root of its own, in a task
 * of its own (stage 4, ./hydration-queue.ts), so no single task hydrates the whole page. Its container is then marked live (./marker.ts), and
 * the page once every part is. Reached by client-side navigation, where there is no server HTML,
 * the part renders with the page as usual.
 *
 * A root of its own does not see the page's React context. So no component reads context, except
 * Gatsby's <Link> from the router's, which `ownRoot` provides: eslint.config.mjs refuses
 * useContext, useStaticQuery and the other context reads anywhere in src/
 * (docs/page-life.md#the-rule-on-context).
 */
export function HydrateLater({ id, children }: Props) {
  // Decided once, at mount, like StaticHtml: the page shown is the one the server sent, and this part is in it.
  const [later] = useState(() => keepsServerHtml(id))
  const container = useRef<HTMLDivElement>(null)
  const root = useRef<Root | null>(null)
  const latest = useRef(children)

  // Keeps a part that is already its own root in step with what the page renders now.
  useEffect(() => {
    latest.current = children
    root.current?.render(ownRoot(children, reportError))
  })

  useEffect(() => {
    const element = container.current
    if (!later || !element) return
    const withdraw = hydrateInTurn(() => {
      // The runtime hydrates within the call (docs/upgrade-surface.md), so an error while hydrating
      // is known when it returns. Preact has then removed the server's nodes from where the error
      // was thrown (./undo-mutations.ts): the part is unmounted and its HTML put back as sent.
      let failed = false
      const changes = recordChildLists(element)
      try {
        const own = hydrateRoot(
          element,
          ownRoot(latest.current, (error) => {
            failed = true
            reportError(error)
          }),
        )
        if (failed) {
          own.unmount()
          changes.undo()
        } else {
          root.current = own
        }
        markPartLive(element)
      } finally {
        changes.stop()
        // A part that failed keeps its HTML, and a form in it that no component took over (the
        // runtime hydrates within the call: docs/upgrade-surface.md) will never be sent: it says so.
        submitsNotTakenOverCannotBeSent(element)
      }
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

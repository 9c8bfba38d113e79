/**
 * An island: a part of a page a visitor interacts with, sent as complete HTML by the server render
 * and woken on its own in the browser, once it is seen or first used (docs/page-life.md). The rest
 * of the page is a document and runs no framework at all.
 *
 * An island is declared once, in a file of this folder named `<name>.island.tsx`:
 *
 *   export const NewsletterFormIsland = island("newsletter-form", NewsletterForm, "on-use")
 *
 * and used in a page like the component it wraps (`<NewsletterFormIsland idPrefix="footer" />`).
 * The server renders the component inside a <site-island> element that carries the island's name,
 * when it wakes and its props as JSON; the post-build bundles each island file on its own
 * (src/post-build/island-bundles.ts) and gives every page that holds islands the loader
 * (./loader.ts), which imports an island's code when its moment comes and hydrates the component
 * from its HTML with Preact (./wake.ts). A page without islands gets no JavaScript for them.
 *
 * An enhancement is the same for behaviour over HTML that the island does not render itself (the
 * image overlay over an article's body): `enhancement(name, attach, wakes)`, whose `attach(element,
 * props)` runs instead of a hydration.
 */
import React, { useEffect, useRef, type ComponentType, type ReactNode } from "react"

/** When an island's code is loaded and run. */
export type Wakes =
  /** As the page loads: the island acts on arrival (the unsubscribe page, the search). */
  | "on-load"
  /** When any part of it first comes into view: it moves by itself, or it is what the page is for. */
  | "on-sight"
  /** When the visitor first points at, touches, focuses, types in, clicks or submits it. */
  | "on-use"

/** The element and attributes the server render, the loader, the post-build and the tests share. */
export const ISLAND = {
  tag: "site-island",
  /** Its name: the file `src/islands/<name>.island.tsx` and the bundle built from it. */
  name: "data-island",
  wakes: "data-wakes",
  /** Its props, as JSON (absent when it has none). */
  props: "data-props",
  /** Set by the loader: "waking" once its code is asked for, then "live" or "failed". */
  state: "data-island-state",
  /** Set by the loader on an island that wakes on sight: performance.now() when it was first seen. */
  seenAt: "data-seen-at",
  /** Set by the loader on the element a visitor clicked in an island before it was live, for the island to act on. */
  clickedEarly: "data-clicked-early",
} as const

/** The island's code failed to load in time or to start: it keeps its HTML. */
export const ISLAND_FAILED = "failed"
export const ISLAND_LIVE = "live"

/**
 * Props an island can carry in its page, as JSON: `P` with every function in it (a handler, a
 * component) turned into `never`, so that passing one fails `tsc` instead of vanishing from the page.
 */
export type Serializable<T> = T extends (...args: never[]) => unknown
  ? never
  : T extends object
    ? { [K in keyof T]: Serializable<T[K]> }
    : T

/** What the island's own bundle needs to wake it (./wake.ts). */
export type IslandDefinition =
  | { name: string; wakes: Wakes; Component: ComponentType<never> }
  | { name: string; wakes: Wakes; attach: (element: HTMLElement, props: never) => void }

export type Island<P> = ComponentType<P> & { island: IslandDefinition }

/** The props JSON, with "<" escaped: the attribute is safe either way, but the text then never holds markup. */
const propsJson = (props: object) => (Object.keys(props).length === 0 ? undefined : JSON.stringify(props).replace(/</g, "\\u003c"))

function islandElement(definition: IslandDefinition, props: object, children: ReactNode, ref?: React.Ref<HTMLElement>) {
  return React.createElement(
    ISLAND.tag,
    { ref, [ISLAND.name]: definition.name, [ISLAND.wakes]: definition.wakes, [ISLAND.props]: propsJson(props) },
    children,
  )
}

/** Declares an island that renders `Component` with the props it is given, hydrated from its HTML when `wakes` says. */
export function island<P extends object>(name: string, Component: ComponentType<P>, wakes: Wakes): Island<P & Serializable<P>> {
  const definition: IslandDefinition = { name, wakes, Component: Component as ComponentType<never> }
  const Rendered = (props: P & Serializable<P>) => islandElement(definition, props, <Component {...props} />)
  Rendered.displayName = `Island(${name})`
  return Object.assign(Rendered, { island: definition })
}

type EnhancementProps<P> = P & { children: ReactNode }

/**
 * Declares an enhancement: HTML rendered by the page (its children) that `attach` makes work when
 * `wakes` says. Under `npm run develop`, where Gatsby's own runtime renders the page, it attaches
 * once the page has rendered, as the loader would.
 */
export function enhancement<P extends object>(
  name: string,
  attach: (element: HTMLElement, props: P) => void,
  wakes: Wakes,
): Island<EnhancementProps<P & Serializable<P>>> {
  const definition: IslandDefinition = { name, wakes, attach: attach as (element: HTMLElement, props: never) => void }
  function Rendered({ children, ...props }: EnhancementProps<P>) {
    const ref = useRef<HTMLElement>(null)
    useEffect(() => {
      if (ref.current) attach(ref.current, props as unknown as P)
      // Once, as the loader does.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [])
    return islandElement(definition, props, children, ref)
  }
  Rendered.displayName = `Enhancement(${name})`
  return Object.assign(Rendered, { island: definition })
}

/**
 * An island: a part of a page a visitor interacts with, sent as complete HTML by the server render
 * and woken on its own in the browser, once it is seen or first used (docs/page-life.md). The rest
 * of the page is a document and runs no framework at all.
 *
 * An island is declared once, in a file of this folder named for it, `<name>.island.tsx`:
 *
 *   export const newsletterForm = defineIsland("newsletter-form", NewsletterForm, "on-use")
 *
 * and a page renders it with `<Island of={newsletterForm} idPrefix="footer" />` (./render.tsx). The
 * server renders the component inside a <site-island> element that carries the island's name, when
 * it wakes and its props as JSON; the post-build bundles each island file on its own
 * (src/post-build/island-bundles.ts) and gives every page that holds islands the loader
 * (./loader.ts), which imports an island's code when its moment comes and hydrates the component
 * from its HTML with Preact (./wake.ts). A page without islands gets no JavaScript for them.
 *
 * An enhancement, declared in `<name>.enhancement.ts` with `defineEnhancement(name, attach, wakes)`
 * and rendered with `<Enhancement of={...}>`, is behaviour over HTML the page renders itself (the
 * image overlay over an article's body): `attach(element, props)` runs instead of a hydration, and
 * its bundle carries no Preact.
 *
 * This module holds only what the browser's bundles need too: no React.
 */

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
  /** Its name: the file `src/islands/<name>.island.tsx` (or `.enhancement.ts`) and the bundle built from it. */
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

/** A component island: `Component` rendered with its props, hydrated from its HTML when `wakes` says. */
export type IslandDefinition<P> = { name: string; wakes: Wakes; Component: (props: P) => unknown }

/** An enhancement: `attach` run on the island's element, with its props, when `wakes` says. */
export type EnhancementDefinition<P> = { name: string; wakes: Wakes; attach: (element: HTMLElement, props: P) => void }

/** Declares a component island (typed for the component React renders on the server). */
export function defineIsland<P extends object>(
  name: string,
  Component: (props: P) => unknown,
  wakes: Wakes,
): IslandDefinition<P & Serializable<P>> {
  return { name, wakes, Component: Component as (props: P & Serializable<P>) => unknown }
}

/** Declares an enhancement. */
export function defineEnhancement<P extends object>(
  name: string,
  attach: (element: HTMLElement, props: P) => void,
  wakes: Wakes,
): EnhancementDefinition<P & Serializable<P>> {
  return { name, wakes, attach }
}

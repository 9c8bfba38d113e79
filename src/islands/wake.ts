/**
 * In the browser: wakes one island from its server HTML. Every island's bundle is its file of this
 * folder and this function (src/post-build/island-bundles.ts writes that entry); the loader
 * (./loader.ts) imports the bundle and calls it with the island's element and props. A component
 * island is hydrated by Preact (the browser's React, src/gatsby-node/preact-runtime.ts) from the
 * HTML inside the element; an enhancement attaches to that HTML. What it throws, the loader
 * catches: the island then keeps the HTML it had.
 */
import { createElement, hydrate } from "preact"
import type { IslandDefinition } from "./island"

export function wake(definition: IslandDefinition, element: HTMLElement, props: object): void {
  if ("attach" in definition) {
    definition.attach(element, props as never)
    return
  }
  hydrate(createElement(definition.Component as never, props), element)
}

/**
 * In the browser: wakes a component island from its server HTML. Every component island's bundle is
 * its file of this folder and this function (src/post-build/island-bundles.ts writes that entry;
 * an enhancement's calls its `attach` instead); the loader (./loader.ts) imports the bundle and
 * calls it with the island's element and props. Preact (the browser's React,
 * src/islands/preact-runtime.ts) hydrates the component from the HTML inside the element. What
 * it throws, the loader catches: the island then keeps the HTML it had.
 */
import { createElement, hydrate } from "preact"
import type { IslandDefinition } from "./island"

export function wake(definition: IslandDefinition<never>, element: HTMLElement, props: object): void {
  hydrate(createElement(definition.Component as never, props), element)
}

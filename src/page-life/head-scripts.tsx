// Stage 1, sent (docs/page-life.md#the-stages): what every page's <head> runs before its bundles.
import React from "react"
import { searchShortcutScript } from "./search-shortcut"
import { firstSightScript } from "./first-sight"
import { heldSubmitsScript } from "./held-submits"

/**
 * The inline scripts every page runs before its bundles, so that what a visitor does in the HTML is
 * kept, and Ctrl+K or Cmd+K opens the search from the start (gatsby-ssr.tsx puts them in the <head>).
 * Inline code in the built HTML is hashed into each page's security policy by the build.
 */
export function beforeHydrationScripts(): React.ReactElement[] {
  return [
    <script key="held-submits" id="held-submits" dangerouslySetInnerHTML={{ __html: heldSubmitsScript() }} />,
    <script key="first-sight" id="first-sight" dangerouslySetInnerHTML={{ __html: firstSightScript() }} />,
    <script key="search-shortcut" id="search-shortcut" dangerouslySetInnerHTML={{ __html: searchShortcutScript() }} />,
  ]
}

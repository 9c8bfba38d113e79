// What every page's <head> runs before anything else (docs/page-life.md).
import React from "react"
import { searchShortcutScript } from "./search-shortcut"
import { heldSubmitsScript } from "./held-submits"
import { sectionArrivalScript } from "./section-arrival"
import { speculationRulesText } from "./speculation-rules"

/**
 * The inline scripts every page runs from the start, so that what a visitor does in the HTML is kept
 * before an island wakes, a section link lands on its section, and Ctrl+K or Cmd+K opens the search;
 * and the rules by which the browser readies the next page (gatsby-ssr.tsx puts them in the <head>). Inline code in the built HTML is hashed into each page's
 * security policy by the build.
 */
export function headScripts(): React.ReactElement[] {
  return [
    <script key="held-submits" id="held-submits" dangerouslySetInnerHTML={{ __html: heldSubmitsScript() }} />,
    <script key="section-arrival" id="section-arrival" dangerouslySetInnerHTML={{ __html: sectionArrivalScript() }} />,
    <script key="search-shortcut" id="search-shortcut" dangerouslySetInnerHTML={{ __html: searchShortcutScript() }} />,
    <script key="speculation-rules" type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRulesText() }} />,
  ]
}

import React from "react"

/**
 * The brand mark as a browser tab shows it, 16 to 32 px: the tile, the sun and the horizon of
 * static/logo.svg in their darkest colours, without the gradients and rays that do not show at that
 * size (static/favicon.ico stays for the browsers that ask for it by name).
 */
const MARK =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0f766e"/>' +
  '<path d="M17.5 41a14.5 14.5 0 0 1 29 0z" fill="#f59e0b"/><rect x="10" y="43.5" width="44" height="4.5" rx="2.25" fill="#fff"/></svg>'

/**
 * The page's icon as a data: address: the browser asks for no file for it, so nothing it fetches for
 * the tab starts before the first paint (docs/performance.md#nothing-before-the-first-paint). Percent-
 * encoded, so React writes the address as it is (its entities for quotes and brackets cost more bytes).
 */
export const FAVICON = `data:image/svg+xml,${MARK.replace(/[%#<>"]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`)}`

/** The <link> gatsby-ssr.tsx puts in every page's <head>. */
export const faviconLink = () => <link key="icon" rel="icon" type="image/svg+xml" href={FAVICON} />

/**
 * When the browser asks for the site's JavaScript. Gatsby ends every page with its bundles as
 * `<script async>`, and Chrome runs an async script as soon as it arrives, which is before it has
 * painted the page: Lighthouse's trace of / showed the bundles evaluated before the hero picture
 * was painted, so on a phone the largest paint waited for the JavaScript (docs/performance.md).
 *
 * Every page is complete HTML without JavaScript; the bundles add interactivity (forms, the
 * carousel, the menu). So after the build (gatsby-node.ts, onPostBuild, before the pages' CSP
 * hashes are taken) those tags are replaced with one small inline script that requests the same
 * bundles, in the same order, once the page has painted and its high-priority image (the one
 * ResponsiveImage marks for the largest paint) has arrived, or after MAX_WAIT_MS whatever happens
 * (a slow image, or a background tab that never paints).
 *
 * Gatsby writes the tags into a "slice" it stitches into every page (public/_gatsby/slices/); a
 * later build that changes the bundles stitches the slice in again, and this runs again.
 */

/** Longest wait before the bundles are requested anyway. */
export const MAX_WAIT_MS = 3000

/**
 * Runs in the browser as an inline script: self-contained (no imports, no closures over this
 * module), because its source text is what goes into the page.
 */
export function requestBundlesAfterPaint(sources: string[], maxWaitMs: number): void {
  let requested = false
  function request() {
    if (requested) return
    requested = true
    sources.forEach(function (source) {
      const script = document.createElement("script")
      script.src = source
      // Dynamically added scripts run in the order they were added, like Gatsby's tags did.
      script.async = false
      document.body.appendChild(script)
    })
  }
  // A frame's paint is shown after its animation-frame callbacks: waiting for the start of the
  // frame after it is the first moment the page is known to be on screen.
  function afterNextPaint() {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(request, 0)
      })
    })
  }
  const largestPaint = document.querySelector("img[fetchpriority=high]") as HTMLImageElement | null
  if (largestPaint && !largestPaint.complete) {
    largestPaint.addEventListener("load", afterNextPaint)
    largestPaint.addEventListener("error", afterNextPaint)
  } else {
    afterNextPaint()
  }
  setTimeout(request, maxWaitMs)
}

/** The inline script for a page whose bundles are `sources` (root-relative URLs, in Gatsby's order). */
export function bundlesAfterPaintScript(sources: string[]): string {
  return `(${requestBundlesAfterPaint.toString()})(${JSON.stringify(sources)},${MAX_WAIT_MS})`
}

/** The part of each page Gatsby fills from its scripts slice, and a bundle tag in it. */
const SCRIPTS_SLICE = /(<!-- slice-start id="_gatsby-scripts[^"]*" -->)([\s\S]*?)(<!-- slice-end id="_gatsby-scripts[^"]*" -->)/
const BUNDLE_TAG = /<script src="([^"]+)" async(?:="")?><\/script>/g

/**
 * A built page with its bundle tags replaced by the inline loader. A page that already has the
 * loader (not stitched again by this build) comes back unchanged. Throws if the page has no
 * scripts slice, so a Gatsby upgrade that moves the tags cannot pass unnoticed.
 */
export function withBundlesAfterPaint(html: string): string {
  const slice = SCRIPTS_SLICE.exec(html)
  if (!slice) throw new Error('no Gatsby scripts slice (<!-- slice-start id="_gatsby-scripts-1" -->) in the page')
  const [whole, start, content, end] = slice
  const sources = Array.from(content.matchAll(BUNDLE_TAG), (tag) => tag[1])
  if (sources.length === 0) return html
  const loader = `<script id="bundles-after-paint">${bundlesAfterPaintScript(sources)}</script>`
  return html.replace(whole, () => `${start}${content.replace(BUNDLE_TAG, "")}${loader}${end}`)
}

/**
 * Pages with a security policy of their own (src/config/site.ts, ownPolicyPages: the search page
 * may compile WebAssembly, the legal pages load the legal widget's origin) are always loaded anew:
 * a <meta> policy stays in force for its document's whole life, so a page the router rendered in
 * that document would run under the looser policy. Links into them are plain links; links out of
 * them go through Gatsby's router like any other, so on those pages the router is told to leave by a
 * full page load instead: Gatsby's navigate() loads the address anew while `window.___swUpdated` is
 * set (the flag gatsby-plugin-offline sets after a service-worker update; gatsby/cache-dir/navigation.js).
 * docs/upgrade-surface.md; e2e/bad-input.spec.ts checks that a link out of /search and out of a
 * legal page leaves no WebAssembly allowed on the next page.
 */
import { ownPolicyPages } from "../config/site"

type GatsbyWindow = Window & { ___swUpdated?: boolean }

/** Whether `pathname` is a page with a policy of its own (with or without a trailing slash). */
export const hasOwnPolicy = (pathname: string): boolean => ownPolicyPages.includes(pathname.replace(/(.)\/$/, "$1"))

/** Called once, before Gatsby's router starts (gatsby-browser.tsx, onClientEntry). */
export function leaveOwnPolicyPagesByFullLoad(): void {
  if (hasOwnPolicy(window.location.pathname)) (window as GatsbyWindow).___swUpdated = true
}

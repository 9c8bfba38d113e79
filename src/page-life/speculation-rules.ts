/**
 * Instant navigation without a router (docs/page-life.md): the browser itself fetches, or renders
 * ahead, the page a visitor is about to open, from these Speculation Rules, in every page's <head>
 * as a rule set the page's policy allows by its hash (src/post-build/known-scripts.ts). "moderate":
 * when the pointer rests on a link (about 200 ms) or presses it, never for every link in view, so a
 * phone downloads only what it is about to open. Browsers without Speculation Rules ignore them.
 *
 * Rendered ahead (prerender), the next page is shown the moment the link is followed, its islands
 * already awake. Two kinds of page are only fetched ahead (prefetch), because rendering them runs
 * what the visitor has not asked for yet: the legal pages load the legal provider's script from
 * another site, and the unsubscribe page unsubscribes on arrival.
 */
import { site } from "../config/site"

const fetchedOnly = [...site.legalWidget.pages, "/newsletter-unsubscribe"]

const rules = {
  prerender: [
    {
      where: { and: [{ href_matches: { pathname: "/*" } }, ...fetchedOnly.map((pathname) => ({ not: { href_matches: { pathname } } }))] },
      eagerness: "moderate",
    },
  ],
  prefetch: [{ where: { or: fetchedOnly.map((pathname) => ({ href_matches: { pathname } })) }, eagerness: "moderate" }],
}

/** The rule set's text, as the page carries it ("<" cannot occur: no rule holds one). */
export const speculationRulesText = () => JSON.stringify(rules)

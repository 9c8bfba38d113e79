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
 * another site, and the unsubscribe page unsubscribes on arrival. Whatever is rendered ahead, its
 * islands wake only once it is shown (src/islands/loader.ts).
 */
import { site } from "../config/site"

const fetchedOnly = [...site.legalWidget.pages, "/newsletter-unsubscribe"]

/** A character of a path in every spelling a host answers alike: either case, and percent-encoded. */
function anySpelling(character: string): string {
  const encoded = (c: string) => {
    const hex = c.charCodeAt(0).toString(16).padStart(2, "0")
    return `%${hex[0]}${/[a-f]/.test(hex[1]) ? `[${hex[1]}${hex[1].toUpperCase()}]` : hex[1]}`
  }
  const lower = character.toLowerCase()
  const upper = character.toUpperCase()
  const forms =
    lower === upper ? [character === "." ? "\\." : character, encoded(character)] : [`[${lower}${upper}]`, encoded(lower), encoded(upper)]
  return `(?:${forms.join("|")})`
}

/**
 * A URL pattern's pathname (URLPattern syntax, one regular expression group) that matches `pathname`
 * however a link spells it: in either case, with any character percent-encoded, with or without a
 * trailing slash or index.html. The hosts answer every such spelling with the same page (they decode
 * a path before they look for its file), while a pattern of the plain path matches only itself: a
 * link to /%6Eewsletter-unsubscribe was rendered ahead (issue 49).
 */
export function everySpelling(pathname: string): string {
  return `/(${Array.from(pathname.slice(1), anySpelling).join("")})(/|/index\\.html)?`
}

const rules = {
  prerender: [
    {
      where: {
        and: [
          { href_matches: { pathname: "/*" } },
          ...fetchedOnly.map((pathname) => ({ not: { href_matches: { pathname: everySpelling(pathname) } } })),
        ],
      },
      eagerness: "moderate",
    },
  ],
  prefetch: [
    { where: { or: fetchedOnly.map((pathname) => ({ href_matches: { pathname: everySpelling(pathname) } })) }, eagerness: "moderate" },
  ],
}

/** The rule set's text, as the page carries it ("<" cannot occur: no rule holds one). */
export const speculationRulesText = () => JSON.stringify(rules)

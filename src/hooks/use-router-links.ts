import { useEffect, type RefObject } from "react"
import { navigate } from "gatsby"
import { ownPolicyPages } from "../config/site"

/**
 * A link to a page of this site that the router can open: same tab, root-relative, not a file, and
 * not a page that must load with its own security policy (src/config/site.ts, ownPolicyPages).
 */
function routerTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const link = (event.target as Element | null)?.closest?.("a")
  const href = link?.getAttribute("href") ?? ""
  if (!link || link.target || link.hasAttribute("download") || !href.startsWith("/") || href.startsWith("//")) return null
  if (ownPolicyPages.includes(new URL(href, "http://site").pathname)) return null
  return href
}

/**
 * Links inside HTML rendered at build time (an article's body) are plain <a> elements: without
 * JavaScript they load the page like any link. Once the page is live, a click on one that stays
 * on this site goes through Gatsby's router instead, like a <Link>: no full reload.
 */
export function useRouterLinks(container: RefObject<HTMLElement>) {
  useEffect(() => {
    const root = container.current
    if (!root) return
    const onClick = (event: MouseEvent) => {
      const href = routerTarget(event)
      if (!href) return
      event.preventDefault()
      void navigate(href)
    }
    root.addEventListener("click", onClick)
    return () => root.removeEventListener("click", onClick)
  }, [container])
}

/**
 * A header link followed in the moment between the header's turn and the footer's, the last
 * (docs/page-life.md#the-stages). The turns run faster than a test can act, so the page acts for the
 * visitor: the moment the header's turn has run, it follows the header's link to `to` itself, with
 * the next page's code and data fetched as a hover on the link would (Gatsby's loader,
 * docs/upgrade-surface.md), and notes what it saw then and what the next page showed when it first
 * rendered. The CPU is slowed four times meanwhile, so that the moment is there to catch. A CDP
 * session outlives the test: give it a page of its own (`isolatedPage`).
 */
import type { Page } from "@playwright/test"
import { PART_LIVE_ATTRIBUTE } from "../../src/page-life/marker"
import { initScriptForTest } from "./until-test-ends"

export type Seen = {
  /** Whether the footer's turn had run when the link was followed. */
  footerLive: boolean
  /** Whether the next page could render at once (its code and data loaded). */
  nextPageReady: boolean
  /** The next page's header as it first rendered: its main links, and whether it had the menu button. */
  links?: string[]
  menuButton?: boolean
}

/** Sets the page up before the test opens it; `seen()`, once the next page is there, restores the CPU and says what the page noted. */
export async function followHeaderLinkBeforeLastTurn(page: Page, to: string) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 })
  await initScriptForTest(
    page,
    ({ partLive, to: next }: { partLive: string; to: string }) => {
      type Loader = { loadPage: (path: string) => Promise<unknown>; loadPageSync: (path: string) => unknown }
      const seen = ((window as unknown as { seen: Record<string, unknown> }).seen = {})
      let loader: Loader | undefined
      Object.defineProperty(window, "___loader", {
        configurable: true,
        get: () => loader,
        set: (value: Loader) => {
          loader = value
          void value.loadPage(next)
        },
      })
      document.addEventListener("DOMContentLoaded", () => {
        const header = document.getElementById("site-header")!
        const footer = document.getElementById("site-footer")!
        new MutationObserver((_, observer) => {
          if (!header.hasAttribute(partLive)) return
          observer.disconnect()
          Object.assign(seen, { footerLive: footer.hasAttribute(partLive), nextPageReady: Boolean(loader?.loadPageSync(next)) })
          new MutationObserver((__, shownObserver) => {
            if (location.pathname !== next || !document.querySelector("main h1")) return
            shownObserver.disconnect()
            const shown = document.getElementById("site-header")!
            Object.assign(seen, {
              links: Array.from(shown.querySelectorAll('nav[aria-label="Main"] a'), (link) => link.textContent),
              menuButton: Boolean(shown.querySelector("button[aria-controls=mobile-menu]")),
            })
          }).observe(document.body, { childList: true, subtree: true })
          header.querySelector<HTMLAnchorElement>(`nav[aria-label="Main"] a[href="${next}"]`)!.click()
        }).observe(header, { attributes: true })
      })
    },
    { partLive: PART_LIVE_ATTRIBUTE, to },
  )
  return {
    seen: async (): Promise<Seen> => {
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 })
      return page.evaluate(() => (window as unknown as { seen: Seen }).seen)
    },
  }
}

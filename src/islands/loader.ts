/**
 * The island loader: one inline script at the end of every page that holds islands
 * (src/post-build/islands.ts writes it with the bundles of that page's islands only). For each
 * <site-island> (./island.ts) it waits for the island's moment: on load, on sight (any part of it
 * in view; the moment is noted on the island, `data-seen-at`, for the carousel's first advance) or
 * on first use (pointer over it, a press, focus, a key, typing, a click or a submit). Then it imports
 * the island's bundle and wakes it from its HTML (./wake.ts). An island that wakes on load or on
 * sight is imported once the page has loaded and painted (its images first: the largest paint comes
 * before any island's code); one the visitor uses is imported at once.
 *
 * Until an island is live, what the visitor does there is kept: a submit is held by the page's head
 * script (src/head-scripts/held-submits.ts) and sent by the form once live; a click is noted on the
 * element clicked (`data-clicked-early`), which the island acts on as it wakes (the image overlay
 * opens the image). An island whose bundle fails to load, or has not loaded within the
 * specification's 120 s (docs/spec/SITE-SPEC.md §8), or fails to wake, keeps its HTML as it was, is
 * marked failed, and tells the head script so (CANNOT_SEND_EVENT): a submit held there gets the
 * form's failure message instead of waiting for ever. The rest of the page is not touched. A bundle
 * that comes after the 120 s still wakes its island, which then sends nothing until used again.
 *
 * A page the browser renders ahead (Speculation Rules, src/head-scripts/speculation-rules.ts) is not
 * shown yet, and may never be: nothing wakes, and no island is seen, until it is shown
 * (`document.prerendering` false, the `prerenderingchange` event). An island that acts on arrival
 * (the unsubscribe page) then acts only for a visitor who opened the page, whatever address it was
 * rendered ahead at.
 */
import { inlineScript } from "../head-scripts/inline-script"
import { CANNOT_SEND_EVENT } from "../head-scripts/held-submits"
import { ISLAND } from "./island"

type IslandAttributes = typeof ISLAND

/** docs/spec/SITE-SPEC.md §8: loading a piece of code gives up after 120 s. */
export const WAKE_TIMEOUT_MS = 120_000

/** What counts as first use of an island that wakes on use: each is heard once, on the island, while capturing. */
export const USE_EVENTS = ["pointerover", "pointerdown", "focusin", "keydown", "input", "click", "submit"]

/**
 * Runs in the browser as an inline script (src/head-scripts/inline-script.ts says what that asks of it),
 * after the islands it wakes have been parsed. `bundles` maps each island on the page to its bundle.
 * @inlineScript
 */
export function wakeIslands(
  bundles: Record<string, string>,
  attributes: IslandAttributes,
  useEvents: string[],
  cannotSendEvent: string,
  timeoutMs: number,
): void {
  // Rendered ahead and not shown yet: everything below waits until the page is shown.
  if ((document as Document & { prerendering?: boolean }).prerendering) {
    document.addEventListener(
      "prerenderingchange",
      function () {
        wakeIslands(bundles, attributes, useEvents, cannotSendEvent, timeoutMs)
      },
      { once: true },
    )
    return
  }

  function fail(island: HTMLElement) {
    island.setAttribute(attributes.state, "failed")
    island.dispatchEvent(new Event(cannotSendEvent, { bubbles: true }))
  }

  function wake(island: HTMLElement) {
    if (island.hasAttribute(attributes.state)) return
    island.setAttribute(attributes.state, "waking")
    const bundle = bundles[island.getAttribute(attributes.name) || ""]
    let props: object | null = null
    try {
      props = JSON.parse(island.getAttribute(attributes.props) || "{}")
    } catch {
      props = null
    }
    if (!bundle || !props || typeof props !== "object") {
      fail(island)
      return
    }
    // Past the time limit the island is given up on (a submit held there is given back); its code,
    // if it still comes, wakes it then, and what the visitor does from then on works.
    let late = false
    const timer = setTimeout(function () {
      if (island.getAttribute(attributes.state) !== "waking") return
      late = true
      fail(island)
    }, timeoutMs)
    import(bundle).then(
      function (module: { default: (element: HTMLElement, props: object) => void }) {
        clearTimeout(timer)
        if (island.getAttribute(attributes.state) !== "waking" && !late) return
        // What the server sent, to put back if waking fails half way.
        const sent = island.cloneNode(true)
        try {
          module.default(island, props as object)
          island.setAttribute(attributes.state, "live")
        } catch (error) {
          island.replaceChildren(...Array.from(sent.childNodes))
          fail(island)
          console.error(error)
        }
      },
      function () {
        clearTimeout(timer)
        if (island.getAttribute(attributes.state) === "waking") fail(island)
      },
    )
  }

  function noteEarlyClicks(island: HTMLElement) {
    island.addEventListener(
      "click",
      function (event) {
        if (island.getAttribute(attributes.state) === "live" || !(event.target instanceof Element)) return
        const before = island.querySelector("[" + attributes.clickedEarly + "]")
        if (before) before.removeAttribute(attributes.clickedEarly)
        event.target.setAttribute(attributes.clickedEarly, "")
      },
      true,
    )
  }

  // Once the page has loaded and painted a frame since (a page whose first paint comes late, on a
  // busy phone, then paints before any island's code competes with it), in a task of its own: a
  // request begun inside the load event's handlers is counted as part of the page's load by WebKit
  // (WebKitGTK 2.50), which then never finishes while it waits.
  function afterLoad(run: () => void) {
    function painted() {
      requestAnimationFrame(function () {
        requestAnimationFrame(function () {
          setTimeout(run, 0)
        })
      })
    }
    if (document.readyState === "complete") painted()
    else window.addEventListener("load", painted, { once: true })
  }

  const sight =
    "IntersectionObserver" in window
      ? new IntersectionObserver(function (entries) {
          entries.forEach(function (entry) {
            const island = entry.target.parentElement
            if (!entry.isIntersecting || !island) return
            if (!island.hasAttribute(attributes.seenAt)) island.setAttribute(attributes.seenAt, String(performance.now()))
            Array.from(island.children).forEach(function (child) {
              sight!.unobserve(child)
            })
            afterLoad(function () {
              wake(island)
            })
          })
        })
      : null

  document.querySelectorAll<HTMLElement>(attributes.tag).forEach(function (island) {
    noteEarlyClicks(island)
    const wakes = island.getAttribute(attributes.wakes)
    if (wakes === "on-sight" && sight) {
      // The island itself takes no room of its own (display: contents): what it holds is watched.
      Array.from(island.children).forEach(function (child) {
        sight.observe(child)
      })
    } else if (wakes === "on-use") {
      const onUse = function () {
        useEvents.forEach(function (type) {
          island.removeEventListener(type, onUse, true)
        })
        wake(island)
      }
      useEvents.forEach(function (type) {
        island.addEventListener(type, onUse, { capture: true, passive: true })
      })
    } else {
      if (wakes === "on-sight") island.setAttribute(attributes.seenAt, String(performance.now()))
      afterLoad(function () {
        wake(island)
      })
    }
  })
}

/** The loader for a page whose islands have these bundles (island name -> address). */
export const islandLoaderScript = (bundles: Record<string, string>) =>
  inlineScript<typeof wakeIslands>("wakeIslands", bundles, ISLAND, USE_EVENTS, CANNOT_SEND_EVENT, WAKE_TIMEOUT_MS)

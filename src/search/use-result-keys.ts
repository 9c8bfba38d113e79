import { useEffect, type RefObject } from "react"

/** On each result, and on each result's title link: what the arrow keys move between. */
export const RESULT_KEYS = { result: "data-result", link: "data-result-link" } as const

/** Where the arrow keys take focus from `from`, in `area`: a result's title link, the box, or nowhere. */
function target(area: HTMLElement, box: HTMLElement | null, from: Element, key: string): HTMLElement | null {
  const results = Array.from(area.querySelectorAll<HTMLElement>(`[${RESULT_KEYS.result}]`))
  const title = (index: number) => results[index]?.querySelector<HTMLElement>(`[${RESULT_KEYS.link}]`) ?? null
  if (from === box) return key === "ArrowDown" ? title(0) : null
  const at = results.findIndex((result) => result.contains(from))
  if (at < 0) return null
  const onTitle = from === title(at)
  switch (key) {
    case "ArrowDown":
      return title(at + 1)
    case "ArrowUp":
      // From a section link, to its result's title; from a title, to the one before, or from the first back to the box.
      return onTitle ? (at === 0 ? box : title(at - 1)) : title(at)
    case "Home":
      return title(0)
    case "End":
      return title(results.length - 1)
    case "Escape":
      return box
    default:
      return null
  }
}

/**
 * The arrow keys over the search results, as focus moved over their title links: from the search
 * box, Down moves to the first result; in the results, Down and Up move to the next result and the
 * one before, Home and End to the first and the last, and Up from the first (or Escape) goes back
 * to the box; Enter opens the focused result, as on any link. Tab is left alone: it still reaches
 * every link in order, each result's section links included.
 *
 * Why links and not a listbox (a combobox with aria-activedescendant): a result is a heading, an
 * excerpt and up to three section links, which the options of a listbox cannot hold (an option is
 * read as one flat name, without its heading or links). As links they keep what every link has
 * (opening in a new tab, a screen reader's lists of headings and links), a screen reader reads the
 * title as focus moves to it, and Safari, whose Tab skips links unless the visitor turns that on,
 * still reaches every result from the keyboard.
 */
export function useResultKeys(area: RefObject<HTMLElement>, boxId: string) {
  useEffect(() => {
    const root = area.current
    if (!root) return
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || !(event.target instanceof Element))
        return
      const next = target(root, document.getElementById(boxId), event.target, event.key)
      if (!next) return
      event.preventDefault()
      next.focus()
    }
    root.addEventListener("keydown", onKey)
    return () => root.removeEventListener("keydown", onKey)
  }, [area, boxId])
}

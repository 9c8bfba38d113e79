import { useEffect, useRef, type RefObject } from "react"
import mediumZoom from "medium-zoom"

/** Spec: the overlay closes once the page has scrolled more than 50 px from where it opened. */
export const OVERLAY_SCROLL_CLOSE_PX = 50

/**
 * Article images open in a full-screen overlay on click, closing on click, Escape or scroll.
 * medium-zoom does exactly this, keyboard included, in under 3 KB.
 */
export function useImageZoom(
  container: RefObject<HTMLElement>,
  selector: string,
  onOpenChange?: (open: boolean) => void,
) {
  const onOpenChangeRef = useRef(onOpenChange)
  onOpenChangeRef.current = onOpenChange
  useEffect(() => {
    const root = container.current
    if (!root) return
    const images = Array.from(root.querySelectorAll<HTMLImageElement>(selector))
    images.forEach((image) => {
      image.setAttribute("tabindex", "0")
      image.setAttribute("role", "button")
      image.setAttribute("aria-label", `Enlarge image: ${image.alt}`)
    })
    const zoom = mediumZoom(images, {
      margin: 24,
      background: "rgba(2, 6, 23, 0.92)",
      scrollOffset: OVERLAY_SCROLL_CLOSE_PX,
    })
    zoom.on("open", () => onOpenChangeRef.current?.(true))
    zoom.on("closed", () => onOpenChangeRef.current?.(false))
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement
      if ((event.key === "Enter" || event.key === " ") && images.includes(target as HTMLImageElement)) {
        event.preventDefault()
        void zoom.open({ target })
      }
    }
    root.addEventListener("keydown", onKey)
    return () => {
      root.removeEventListener("keydown", onKey)
      zoom.detach()
    }
  }, [container, selector])
}

/**
 * Images open in a full-screen overlay on click, Enter or Space, and close on click, Escape or a
 * scroll of more than 50 px (docs/spec/SITE-SPEC.md §4). medium-zoom does exactly this in under 4 KB;
 * it is fetched on the first click, so pages that are only read never download it. The "pure"
 * build leaves its stylesheet to us (in src/styles/global.css) instead of injecting a <style>
 * element the page's policy would block.
 *
 * Plain DOM code, for two users: the articles' image overlay, an enhancement island over the
 * article's HTML (src/components/blog/image-zoom.enhancement.ts), and the carousel's component (through
 * src/hooks/use-image-zoom.ts). An image clicked before its island woke (the loader notes it:
 * src/islands/loader.ts) opens as soon as this is attached.
 */
import type { Zoom } from "medium-zoom"
import { ISLAND } from "../islands/island"

/** docs/spec/SITE-SPEC.md §4: the overlay closes once the page has scrolled more than 50 px from where it opened. */
const OVERLAY_SCROLL_CLOSE_PX = 50

/** Makes the images in `root` that match `selector` open in the overlay; gives back what undoes it. */
export function attachImageZoom(root: HTMLElement, selector: string, onOpenChange?: (open: boolean) => void): () => void {
  const images = Array.from(root.querySelectorAll<HTMLImageElement>(selector))
  images.forEach((image) => {
    image.setAttribute("tabindex", "0")
    image.setAttribute("role", "button")
    image.setAttribute("aria-label", `Enlarge image: ${image.alt}`)
    image.style.cursor = "zoom-in"
  })

  let zoom: Zoom | null = null
  let loading: Promise<Zoom> | null = null
  let detached = false
  const load = () => {
    loading ??= import("medium-zoom/dist/pure").then(({ default: mediumZoom }) => {
      zoom = mediumZoom({ margin: 24, background: "rgba(2, 6, 23, 0.92)", scrollOffset: OVERLAY_SCROLL_CLOSE_PX })
      zoom.on("open", () => onOpenChange?.(true))
      zoom.on("closed", () => onOpenChange?.(false))
      if (detached) zoom.detach()
      return zoom
    })
    return loading
  }

  const open = (target: HTMLImageElement) => {
    void load().then((instance) => {
      if (detached) return
      // Attached per image on demand: medium-zoom then handles closing by click, Escape and scroll.
      if (!instance.getImages().includes(target)) instance.attach(target)
      void instance.open({ target })
    })
  }

  const onClick = (event: MouseEvent) => {
    const target = event.target as HTMLImageElement
    if (!images.includes(target) || zoom?.getImages().includes(target)) return
    event.preventDefault()
    open(target)
  }
  const onKey = (event: KeyboardEvent) => {
    const target = event.target as HTMLImageElement
    if ((event.key === "Enter" || event.key === " ") && images.includes(target)) {
      event.preventDefault()
      open(target)
    }
  }
  root.addEventListener("click", onClick)
  root.addEventListener("keydown", onKey)

  const clickedEarly = root.querySelector<HTMLImageElement>(`[${ISLAND.clickedEarly}]`)
  if (clickedEarly) {
    clickedEarly.removeAttribute(ISLAND.clickedEarly)
    if (images.includes(clickedEarly)) open(clickedEarly)
  }

  return () => {
    detached = true
    root.removeEventListener("click", onClick)
    root.removeEventListener("keydown", onKey)
    zoom?.detach()
  }
}

import { useEffect, useRef, type RefObject } from "react"
import { attachImageZoom } from "../lib/image-zoom"

/** The image overlay (src/lib/image-zoom.ts) for a component's images: the carousel's. */
export function useImageZoom(container: RefObject<HTMLElement>, selector: string, onOpenChange?: (open: boolean) => void) {
  const onOpenChangeRef = useRef(onOpenChange)
  onOpenChangeRef.current = onOpenChange

  useEffect(() => {
    const root = container.current
    if (!root) return
    return attachImageZoom(root, selector, (open) => onOpenChangeRef.current?.(open))
  }, [container, selector])
}

import { attachImageZoom } from "../../lib/image-zoom"
import { defineEnhancement } from "../../islands/island"

/**
 * The image overlay over an article's or a help article's HTML (its images, by `selector`). Wakes on
 * first use: most readers never open an image, so a post or help page sends no JavaScript for it
 * until the reader points at, touches, focuses or clicks in the article; an image clicked before
 * it is live opens once it is (the loader notes the click: src/islands/loader.ts).
 */
export const imageZoom = defineEnhancement(
  "image-zoom",
  (element, { selector }: { selector: string }) => void attachImageZoom(element, selector),
  "on-use",
)

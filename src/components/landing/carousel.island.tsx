import { Carousel } from "./carousel"
import { defineIsland } from "../../islands/island"

/**
 * The landing page's screenshots. Wakes on sight: it advances by itself 3 s after it was first seen
 * (docs/spec/SITE-SPEC.md §4), a moment the loader notes as it wakes it; its arrows appear once they
 * work, and an image clicked in the meantime opens once it is live (src/lib/image-zoom.ts).
 */
export const carousel = defineIsland("carousel", Carousel, "on-sight")

import { NewsletterForm } from "./newsletter-form"
import { defineIsland } from "../../islands/island"

/**
 * The newsletter form, in every page's footer and in the landing page's download section. Wakes on
 * first use: it is on every page and most visitors never use it, and until it wakes it is HTML that
 * can be typed in; a Join pressed before is held and sent once it is live (src/head-scripts/held-submits.ts).
 */
export const newsletterForm = defineIsland("newsletter-form", NewsletterForm, "on-use")

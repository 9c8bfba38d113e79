import { loadLegalWidget } from "./load-legal-widget"
import { defineEnhancement } from "../../islands/island"

/**
 * The privacy policy's and terms' text, from the legal provider's widget. Wakes on load: the page is
 * for that text. An enhancement, not a component: it adds the provider's script and, if that fails,
 * says so in the fallback the page already shows.
 */
export const legalWidget = defineEnhancement("legal-widget", loadLegalWidget, "on-load")

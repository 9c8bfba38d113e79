import { UnsubscribeStatus } from "./unsubscribe-status"
import { defineIsland } from "../../islands/island"

/** What /newsletter-unsubscribe says. Wakes on load: it unsubscribes on arrival (docs/spec/SITE-SPEC.md §4). */
export const unsubscribe = defineIsland("unsubscribe", UnsubscribeStatus, "on-load")

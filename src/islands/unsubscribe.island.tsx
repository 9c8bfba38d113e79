import { UnsubscribeStatus } from "../components/unsubscribe/unsubscribe-status"
import { island } from "./island"

/** What /newsletter-unsubscribe says. Wakes on load: it unsubscribes on arrival (docs/spec/SITE-SPEC.md §4). */
export const UnsubscribeIsland = island("unsubscribe", UnsubscribeStatus, "on-load")

import { FeedbackForm } from "./feedback-form"
import { defineIsland } from "../../islands/island"

/**
 * The feedback form. Wakes on sight: it is what /feedback is for, and its button, disabled until both
 * fields hold something (docs/spec/SITE-SPEC.md §4), enables as the visitor types only once it is live.
 */
export const feedbackForm = defineIsland("feedback-form", FeedbackForm, "on-sight")

import { site } from "../config/site"
import type { HelpTopic } from "./help-paths"

/**
 * What /help says under each topic (docs/editing.md#add-a-help-article). Keyed by the closed
 * list in src/schema/content-types.ts, so a new topic without a description does not type-check.
 */
export const helpTopicDescriptions: Record<HelpTopic, string> = {
  "Getting started": `What ${site.productName} needs, how to install it and how the free trial works.`,
  "Breaks and reminders": "How breaks are timed, what each reminder does, and when reminders wait for you.",
  "Licenses and purchases": "Subscription or lifetime, licenses for several Macs, moving to a new Mac, and what a reset's messages mean.",
  "Newsletter and contact": "Joining and leaving the newsletter, and how to reach us.",
  Troubleshooting: "When reminders do not appear as you expect: what to check, and how to tell us.",
}

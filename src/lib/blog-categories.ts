import { site } from "../config/site"
import type { PostCategory } from "./blog-paths"

/**
 * What each category's page says under its title (docs/editing.md#the-blogs-lists). The record is keyed by
 * the closed list in src/schema/content-types.ts, so a new category without a description does
 * not type-check.
 */
export const categoryDescriptions: Record<PostCategory, string> = {
  Wellness: "Breaks, movement, hydration and rest: small habits that make a long workday feel shorter.",
  Productivity: "How pauses help focus, and how to plan a day that leaves room for them.",
  "Eye Health": "Screens, light and the 20-20-20 rule: looking after your eyes at work.",
  "Remote Work": "Working well from home: desks, routines and the boundaries that keep the day in shape.",
  "Release Notes": `What changed in each version of ${site.productName}, newest first: the changelog, with the story behind each update.`,
  Deals: `Discounts on ${site.productName} and on other Mac apps worth having.`,
}

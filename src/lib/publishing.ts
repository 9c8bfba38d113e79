/**
 * Which posts and help articles a build publishes (docs/editing.md#drafts-and-scheduled-posts). A post
 * with `draft: true`, or dated after the day of the build, is left out of a production build: no
 * page, and absent from the lists, the feed, the sitemap and other posts' related posts. `gatsby
 * develop` shows every post, labelled, so an editor can read a draft on the page it will have.
 */
import { buildClock } from "./build-clock"

export type PostStatus = "published" | "draft" | "scheduled"

export type Publishable = { date: string; draft?: boolean | null }

/** The build's day as YYYY-MM-DD, in UTC like the dates editors write (the build's clock: ./build-clock.ts). */
export const buildDay = (now: Date = buildClock()) => now.toISOString().slice(0, 10)

export function postStatus(post: Publishable, day: string = buildDay()): PostStatus {
  if (post.draft) return "draft"
  return post.date.slice(0, 10) > day ? "scheduled" : "published"
}

/** `gatsby develop` previews unpublished posts; `gatsby build` (what is deployed) never does. */
export const previewsUnpublished = () => process.env.gatsby_executing_command === "develop"

/** Whether a post gets a page and a place in the lists of this build. */
export const isShown = (post: Publishable, { preview = previewsUnpublished(), day = buildDay() } = {}) =>
  preview || postStatus(post, day) === "published"

/** A help article is published unless it is a draft: its date says when it was last updated, not when to publish it. */
export const helpArticleStatus = (article: { draft?: boolean | null }): PostStatus => (article.draft ? "draft" : "published")

/** Whether a help article gets a page and a place on /help in this build. */
export const isHelpArticleShown = (article: { draft?: boolean | null }, { preview = previewsUnpublished() } = {}) =>
  preview || helpArticleStatus(article) === "published"

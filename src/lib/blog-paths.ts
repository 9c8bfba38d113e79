/**
 * Where blog pages live. Older list pages are /blog/page/2, /blog/page/3, ...: a numbered segment
 * straight under /blog could one day be a post's slug (slugs may be digits, like "2"), and "page"
 * and "category" are kept out of slugs (gatsby-node checks), so no list page can collide with a post.
 */
import { POST_CATEGORIES } from "../schema/content-types"
import { slugify } from "./slugify"

export type PostCategory = (typeof POST_CATEGORIES)[number]

export const BLOG_PATH = "/blog"

/** Slugs a post may not take: the first segment of the list pages' paths. */
export const RESERVED_SLUGS = ["page", "category"] as const

export const postPath = (slug: string) => `${BLOG_PATH}/${slug}`

/** "Release Notes" -> /blog/category/release-notes. */
export const categoryPath = (category: string) => `${BLOG_PATH}/category/${slugify(category)}`

/** The path of page `page` (from 1) of a list whose first page is `basePath`. */
export const listPagePath = (basePath: string, page: number) => (page <= 1 ? basePath : `${basePath}/page/${page}`)

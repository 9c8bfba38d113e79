/** What a post shares with another decides how related they are; the date only breaks ties. */
export type RelatablePost = { id: string; date: string; categories: readonly string[]; tags: readonly string[] }

const CATEGORY_WEIGHT = 2
const TAG_WEIGHT = 1

const shared = (a: readonly string[], b: readonly string[]) => a.filter((item) => b.includes(item)).length

/**
 * For every post, the ids of the `count` posts that share the most categories and tags with it,
 * newest first among equals. Computed at build time, so editors never maintain the lists by hand.
 */
export function relatedPostIds(posts: readonly RelatablePost[], count = 3): Map<string, string[]> {
  return new Map(
    posts.map((post) => {
      const ranked = posts
        .filter((other) => other.id !== post.id)
        .map((other) => ({
          other,
          score: CATEGORY_WEIGHT * shared(post.categories, other.categories) + TAG_WEIGHT * shared(post.tags, other.tags),
        }))
        .sort((a, b) => b.score - a.score || b.other.date.localeCompare(a.other.date))
      return [post.id, ranked.slice(0, count).map(({ other }) => other.id)]
    }),
  )
}

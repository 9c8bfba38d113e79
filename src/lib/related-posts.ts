/** What a post shares with another decides how related they are; the date only breaks ties. */
export type RelatablePost = { id: string; date: string; categories: readonly string[]; tags: readonly string[] }

const CATEGORY_WEIGHT = 2
const TAG_WEIGHT = 1

/** For each category (or tag), the posts that have it, each once. */
function holders(posts: readonly RelatablePost[], field: "categories" | "tags"): Map<string, number[]> {
  const byItem = new Map<string, number[]>()
  posts.forEach((post, index) => {
    for (const item of new Set(post[field])) {
      const list = byItem.get(item)
      if (list) list.push(index)
      else byItem.set(item, [index])
    }
  })
  return byItem
}

/**
 * For every post, the ids of the `count` posts that share the most categories and tags with it
 * (a category counts twice a tag), newest first among equals, then in the order given. Computed at
 * build time, so editors never maintain the lists by hand.
 *
 * Every build runs this for every post, so it never ranks every pair of posts by sorting: each
 * post's scores come from the posts that hold its categories and tags, and only the best `count`
 * are kept (docs/performance.md#what-a-rebuild-with-nothing-changed-costs).
 */
export function relatedPostIds(posts: readonly RelatablePost[], count = 3): Map<string, string[]> {
  // The order among posts of equal score: newest first, then as given.
  const newestFirst = posts.map((_, index) => index).sort((a, b) => posts[b].date.localeCompare(posts[a].date) || a - b)
  const place = new Int32Array(posts.length)
  newestFirst.forEach((index, at) => (place[index] = at))
  const byCategory = holders(posts, "categories")
  const byTag = holders(posts, "tags")
  const score = new Int32Array(posts.length)

  return new Map(
    posts.map((post, self) => {
      const scored: number[] = []
      const add = (byItem: Map<string, number[]>, items: readonly string[], weight: number) => {
        for (const item of items) {
          for (const other of byItem.get(item) ?? []) {
            if (other === self) continue
            if (score[other] === 0) scored.push(other)
            score[other] += weight
          }
        }
      }
      add(byCategory, post.categories, CATEGORY_WEIGHT)
      add(byTag, post.tags, TAG_WEIGHT)

      const ranksBefore = (a: number, b: number) => score[a] > score[b] || (score[a] === score[b] && place[a] < place[b])
      const best: number[] = []
      for (const other of scored) {
        if (best.length === count && !ranksBefore(other, best[count - 1])) continue
        let at = Math.min(best.length, count - 1)
        while (at > 0 && ranksBefore(other, best[at - 1])) at--
        best.splice(at, 0, other)
        best.length = Math.min(best.length, count)
      }
      // Posts that share nothing come last, newest first.
      for (const other of newestFirst) {
        if (best.length >= count) break
        if (other !== self && score[other] === 0) best.push(other)
      }
      for (const other of scored) score[other] = 0
      return [post.id, best.map((index) => posts[index].id)]
    }),
  )
}

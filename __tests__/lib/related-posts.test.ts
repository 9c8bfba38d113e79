import { relatedPostIds } from "../../src/lib/related-posts"

const post = (id: string, date: string, categories: string[], tags: string[] = []) => ({ id, date, categories, tags })

describe("relatedPostIds", () => {
  const posts = [
    post("eyes", "2024-12-03", ["Eye Health", "Wellness"], ["eye strain", "breaks"]),
    post("breaks", "2024-10-01", ["Wellness"], ["breaks"]),
    post("home", "2024-09-01", ["Wellness", "Remote Work"], ["remote work"]),
    post("release", "2025-01-10", ["Release Notes"], ["release notes"]),
    post("deals", "2024-11-25", ["Deals"], []),
  ]

  it("ranks by shared categories, then shared tags, and never lists the post itself", () => {
    expect(relatedPostIds(posts).get("eyes")).toEqual(["breaks", "home", "release"])
  })

  it("breaks ties with the newest post first", () => {
    expect(relatedPostIds(posts).get("deals")).toEqual(["release", "eyes", "breaks"])
  })

  it("gives every post the number asked for when there are enough others", () => {
    for (const ids of relatedPostIds(posts, 2).values()) expect(ids).toHaveLength(2)
  })
})

describe("relatedPostIds on a grown blog", () => {
  // The ranking as the list on a post defines it, pair by pair: what relatedPostIds must give
  // without comparing every pair (src/lib/related-posts.ts).
  const byDefinition = (posts: ReturnType<typeof post>[], count: number) => {
    const shared = (a: string[], b: string[]) => a.filter((item) => b.includes(item)).length
    return new Map(
      posts.map((one) => [
        one.id,
        posts
          .filter((other) => other.id !== one.id)
          .map((other) => ({ other, score: 2 * shared(one.categories, other.categories) + shared(one.tags, other.tags) }))
          .sort((a, b) => b.score - a.score || b.other.date.localeCompare(a.other.date))
          .slice(0, count)
          .map(({ other }) => other.id),
      ]),
    )
  }
  // Few categories and tags, dates that repeat, a category listed twice, posts that share nothing:
  // the ties and gaps a real blog has, many times over.
  const categories = ["Wellness", "Productivity", "Eye Health", "Remote Work", "Release Notes", "Deals"]
  const tags = ["breaks", "posture", "eyes", "focus", "hydration", "standing"]
  const grown = Array.from({ length: 240 }, (_, i) =>
    post(
      `post-${i}`,
      `2025-0${1 + (i % 9)}-${String(1 + ((i * 7) % 28)).padStart(2, "0")}`,
      i % 17 === 0 ? [] : i % 11 === 0 ? [categories[i % 6], categories[i % 6]] : [categories[i % 6], categories[(i * 5) % 6]],
      i % 13 === 0 ? [] : tags.filter((_, t) => (i >> t) % 3 === 0),
    ),
  )

  it.each([1, 3, 5])("ranks %i posts for each as the pair-by-pair definition does", (count) => {
    expect(relatedPostIds(grown, count)).toEqual(byDefinition(grown, count))
  })

  it("fills the list with the newest posts when too few share anything", () => {
    const lonely = [post("a", "2025-01-01", ["Deals"]), post("b", "2025-03-01", ["Wellness"]), post("c", "2025-02-01", ["Wellness"])]
    expect(relatedPostIds(lonely).get("a")).toEqual(["b", "c"])
    expect(relatedPostIds(lonely).get("c")).toEqual(["b", "a"])
  })
})

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

import fs from "fs"
import path from "path"
import { fillFacts } from "../../src/lib/fill-facts"
import { countWords, formatReadTime, readTimeMinutes } from "../../src/lib/read-time"

describe("read time", () => {
  it("counts words, not Markdown syntax or image references", () => {
    expect(countWords("## A heading\n\n- **Bold** item\n\n![alt text here](./x.jpg)\n\n[a link](https://x.y)")).toBe(6)
  })

  it("rounds to whole minutes at 225 words a minute, never below one", () => {
    expect(readTimeMinutes("word ".repeat(900))).toBe(4)
    expect(readTimeMinutes("word ".repeat(1010))).toBe(4)
    expect(readTimeMinutes("word ".repeat(1020))).toBe(5)
    expect(readTimeMinutes("")).toBe(1)
  })

  it("formats as N min read", () => {
    expect(formatReadTime(4)).toBe("4 min read")
  })

  it("gives every shipped article 3 to 5 minutes, as the contract requires", () => {
    const blog = path.join(__dirname, "../../content/blog")
    const slugs = fs.readdirSync(blog).filter((name) => fs.existsSync(path.join(blog, name, "index.mdx")))
    expect(slugs).toHaveLength(11)
    for (const slug of slugs) {
      // Facts count as the words they show, as the build counts them (src/gatsby-node/content-nodes.ts).
      const minutes = readTimeMinutes(fillFacts(fs.readFileSync(path.join(blog, slug, "index.mdx"), "utf8"), "text"))
      expect({ slug, minutes }).toEqual({ slug, minutes: expect.any(Number) })
      expect(minutes).toBeGreaterThanOrEqual(3)
      expect(minutes).toBeLessThanOrEqual(5)
    }
  })
})

import fs from "fs"
import os from "os"
import path from "path"
import { dateFeedByContent, withContentDate } from "../../src/post-build/feed-date"

const feed = (lastBuildDate: string, ...dates: string[]) =>
  `<rss><channel><title>Blog</title><lastBuildDate>${lastBuildDate}</lastBuildDate>${dates
    .map((date) => `<item><title>Post</title><pubDate>${date}</pubDate></item>`)
    .join("")}</channel></rss>`

describe("the feed's last build date", () => {
  it("is its newest item's date, whenever the build ran, so an unchanged feed is the same file", () => {
    const items = ["Tue, 18 Mar 2025 00:00:00 GMT", "Tue, 08 Apr 2025 00:00:00 GMT", "Tue, 11 Feb 2025 00:00:00 GMT"]
    const first = withContentDate(feed("Sat, 28 Nov 2026 04:05:17 GMT", ...items))
    expect(first).toContain("<lastBuildDate>Tue, 08 Apr 2025 00:00:00 GMT</lastBuildDate>")
    expect(withContentDate(feed("Sat, 28 Nov 2026 05:07:00 GMT", ...items))).toBe(first)
  })

  it("moves when a newer post is published", () => {
    const later = withContentDate(feed("Sat, 28 Nov 2026 04:05:17 GMT", "Tue, 08 Apr 2025 00:00:00 GMT", "Fri, 27 Nov 2026 00:00:00 GMT"))
    expect(later).toContain("<lastBuildDate>Fri, 27 Nov 2026 00:00:00 GMT</lastBuildDate>")
  })

  it("is left out of a feed without items", () => {
    expect(withContentDate(feed("Sat, 28 Nov 2026 04:05:17 GMT"))).not.toContain("lastBuildDate")
  })

  it("stops the build, naming the cause, when the feed is not written yet as the post-build runs", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "feed-date-"))
    try {
      expect(() => dateFeedByContent(dir)).toThrow(/onPostBuild after gatsby-plugin-feed's/)
      fs.writeFileSync(path.join(dir, "rss.xml"), feed("Sat, 28 Nov 2026 04:05:17 GMT", "Tue, 08 Apr 2025 00:00:00 GMT"))
      dateFeedByContent(dir)
      expect(fs.readFileSync(path.join(dir, "rss.xml"), "utf8")).toContain("<lastBuildDate>Tue, 08 Apr 2025 00:00:00 GMT")
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

/**
 * The feed's <lastBuildDate>, from its content: gatsby-plugin-feed's RSS writer stamps the time of
 * every build, so a rebuild with nothing changed would change the feed, and with it the build's id
 * (./build-id.ts): the hourly deploy would then upload a new version every hour. RSS 2.0 defines
 * lastBuildDate as "the last time the content of the channel changed": here the date of its newest
 * item, which changes when a post is published. Gatsby runs the site's onPostBuild after the
 * plugins', so the feed is written when this runs.
 */
import fs from "fs"
import path from "path"

/** Where gatsby-config.ts has gatsby-plugin-feed write the blog's feed, in public/. */
export const FEED_FILE = "rss.xml"

/** The feed with its lastBuildDate set to its newest item's pubDate (or without one, when it has no items). */
export function withContentDate(xml: string): string {
  const dates = [...xml.matchAll(/<pubDate>([^<]+)<\/pubDate>/g)].map(([, date]) => Date.parse(date)).filter(Number.isFinite)
  const element = dates.length > 0 ? `<lastBuildDate>${new Date(Math.max(...dates)).toUTCString()}</lastBuildDate>` : ""
  return xml.replace(/<lastBuildDate>[^<]*<\/lastBuildDate>/, element)
}

/**
 * Rewrites public/rss.xml with the date of its content. Throws when there is no feed yet: the site
 * always has one, so a missing feed means Gatsby now runs the site's onPostBuild before the plugins'
 * (docs/upgrade-surface.md), and the feed would go out with the time of the build.
 */
export function dateFeedByContent(publicDir: string): void {
  const file = path.join(publicDir, FEED_FILE)
  if (!fs.existsSync(file)) {
    throw new Error(
      `no ${FEED_FILE} in public/ when the post-build ran: does Gatsby still run the site's onPostBuild after gatsby-plugin-feed's? (docs/upgrade-surface.md)`,
    )
  }
  fs.writeFileSync(file, withContentDate(fs.readFileSync(file, "utf8")))
}

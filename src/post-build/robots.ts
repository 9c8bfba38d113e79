import { hiddenFromSearch, site } from "../config/site"

/** robots.txt: everything may be crawled but the pages kept out of search (src/config/site.ts), and where the sitemap is. */
export const robotsTxt = () =>
  [
    "User-agent: *",
    "Allow: /",
    ...hiddenFromSearch.map((page) => `Disallow: ${page}`),
    "",
    `Sitemap: ${site.siteUrl}/sitemap-index.xml`,
    "",
  ].join("\n")

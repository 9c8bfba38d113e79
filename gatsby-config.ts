import type { GatsbyConfig } from "gatsby"
import { hiddenFromSearch, site } from "./src/config/site"
import { postPath } from "./src/lib/blog-paths"
import { isShown } from "./src/lib/publishing"
import { siteAdapter } from "./src/post-build/adapter"
import { FEED_FILE } from "./src/post-build/feed-date"

/** What the feed's query below returns (plugin queries are not part of Gatsby's generated types). */
type FeedQuery = {
  site: { siteMetadata: { siteUrl: string } }
  allBlogPost: { nodes: Array<Pick<Queries.BlogPost, "title" | "slug" | "date" | "draft" | "excerpt" | "categories">> }
}

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.title,
    description: site.description,
    siteUrl: site.siteUrl,
    image: site.socialImage,
  },
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: true,
    // Queries run from build hooks (graphql(`...`) in gatsby-node.ts and the modules it calls) get types too.
    documentSearchPaths: ["./gatsby-node.ts", "./src/gatsby-node/*.ts", "./src/post-build/*.ts"],
  },
  trailingSlash: "never",
  // The site's own adapter, so that Gatsby installs none of its own on a platform it detects
  // (src/post-build/adapter.ts, docs/hosting.md#netlify-the-alternative).
  adapter: siteAdapter(),
  plugins: [
    "gatsby-plugin-react-helmet",
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    { resolve: "gatsby-source-filesystem", options: { name: "blog", path: `${__dirname}/content/blog` } },
    { resolve: "gatsby-source-filesystem", options: { name: "help", path: `${__dirname}/content/help` } },
    { resolve: "gatsby-source-filesystem", options: { name: "data", path: `${__dirname}/content/data` } },
    { resolve: "gatsby-source-filesystem", options: { name: "legal", path: `${__dirname}/content/legal` } },
    "gatsby-transformer-json",
    // MDX nodes and the compiler (with gatsby-remark-images) for posts, help articles and legal pages,
    // each rendered to HTML at build time (src/gatsby-node/article-html.ts): no content file is ever a
    // page component, so none adds a JavaScript bundle or runs in the browser.
    "gatsby-plugin-mdx",
    {
      resolve: "gatsby-plugin-sitemap",
      options: { excludes: ["/404.html", "/dev-404-page", ...hiddenFromSearch] },
    },
    {
      resolve: "gatsby-plugin-feed",
      options: {
        query: `{ site { siteMetadata { title description siteUrl site_url: siteUrl } } }`,
        feeds: [
          {
            title: `${site.productName} Blog`,
            output: `/${FEED_FILE}`,
            query: `{
              allBlogPost(sort: [{ date: DESC }, { slug: ASC }]) {
                nodes { title slug date draft excerpt categories }
              }
            }`,
            // The newest published posts only: the same rule as the pages (src/lib/publishing.ts).
            serialize: ({ query }: { query: FeedQuery }) =>
              query.allBlogPost.nodes
                .filter((post) => isShown(post))
                .slice(0, site.blog.feedPosts)
                .map((post) => {
                  const url = `${query.site.siteMetadata.siteUrl}${postPath(post.slug)}`
                  return { title: post.title, description: post.excerpt, date: post.date, url, guid: url, categories: post.categories }
                }),
          },
        ],
      },
    },
  ],
}

export default config

import type { GatsbyConfig } from "gatsby"
import { rehypeUnstyledImages } from "./src/build/rehype-unstyled-images"
import { lightToken } from "./src/config/design-tokens"
import { hiddenFromSearch, site } from "./src/config/site"

/** What the feed's query below returns (plugin queries are not part of Gatsby's generated types). */
type FeedQuery = {
  site: { siteMetadata: { siteUrl: string } }
  allBlogPost: { nodes: Array<Pick<Queries.BlogPost, "title" | "slug" | "date" | "excerpt" | "categories">> }
}

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.title,
    description: site.description,
    siteUrl: site.siteUrl,
    image: site.socialImage,
  },
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  trailingSlash: "never",
  plugins: [
    "gatsby-plugin-react-helmet",
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    { resolve: "gatsby-source-filesystem", options: { name: "blog", path: `${__dirname}/content/blog` } },
    { resolve: "gatsby-source-filesystem", options: { name: "data", path: `${__dirname}/content/data` } },
    { resolve: "gatsby-source-filesystem", options: { name: "legal", path: `${__dirname}/content/legal` } },
    "gatsby-transformer-json",
    {
      resolve: "gatsby-plugin-mdx",
      options: {
        gatsbyRemarkPlugins: [
          {
            resolve: "gatsby-remark-images",
            // The article overlay (medium-zoom) handles enlarging; a link to the original would fight it.
            // WebP and JPEG only: AVIF took 30 times longer to encode and was not smaller (docs/performance.md).
            options: {
              maxWidth: 760,
              srcSetBreakpoints: [380, 1140],
              linkImagesToOriginal: false,
              withWebp: true,
              withAvif: false,
              quality: 75,
              backgroundColor: "transparent",
            },
          },
        ],
        // Article images without style attributes, which a client-side navigation could not apply under the CSP.
        mdxOptions: { rehypePlugins: [rehypeUnstyledImages] },
      },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: { excludes: ["/404.html", "/dev-404-page", ...hiddenFromSearch] },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.productName,
        short_name: site.productName,
        description: site.description,
        start_url: "/",
        background_color: lightToken("c-bg"),
        theme_color: lightToken("c-brand"),
        display: "standalone",
        icon: "static/icon.png",
        // The CSP forbids nothing here, but cache-busting query strings break the long-lived caching rule.
        cache_busting_mode: "none",
      },
    },
    {
      resolve: "gatsby-plugin-feed",
      options: {
        query: `{ site { siteMetadata { title description siteUrl site_url: siteUrl } } }`,
        feeds: [
          {
            title: `${site.productName} Blog`,
            output: "/rss.xml",
            query: `{
              allBlogPost(sort: { date: DESC }) {
                nodes { title slug date excerpt categories }
              }
            }`,
            serialize: ({ query }: { query: FeedQuery }) =>
              query.allBlogPost.nodes.map((post) => {
                const url = `${query.site.siteMetadata.siteUrl}/blog/${post.slug}`
                return { title: post.title, description: post.excerpt, date: post.date, url, guid: url, categories: post.categories }
              }),
          },
        ],
      },
    },
  ],
}

export default config

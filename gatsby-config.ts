import type { GatsbyConfig } from "gatsby"
import { site } from "./src/config/site"

type FeedQuery = {
  site: { siteMetadata: { siteUrl: string } }
  allMdx: {
    nodes: Array<{
      frontmatter: { title: string; slug: string; date: string; excerpt: string; categories: string[] }
    }>
  }
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
            options: { maxWidth: 760, linkImagesToOriginal: false, withWebp: true, withAvif: true, quality: 75, backgroundColor: "transparent" },
          },
        ],
      },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: { excludes: ["/404", "/404.html", "/dev-404-page", "/newsletter-unsubscribe"] },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.productName,
        short_name: site.productName,
        description: site.description,
        start_url: "/",
        background_color: "#f8fafc",
        theme_color: "#0f766e",
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
              allMdx(filter: { fields: { collection: { eq: "blog" } } }, sort: { frontmatter: { date: DESC } }) {
                nodes { frontmatter { title slug date excerpt categories } }
              }
            }`,
            serialize: ({ query }: { query: FeedQuery }) =>
              query.allMdx.nodes.map((node) => {
                const url = `${query.site.siteMetadata.siteUrl}/blog/${node.frontmatter.slug}`
                return {
                  title: node.frontmatter.title,
                  description: node.frontmatter.excerpt,
                  date: node.frontmatter.date,
                  url,
                  guid: url,
                  categories: node.frontmatter.categories,
                }
              }),
          },
        ],
      },
    },
  ],
}

export default config

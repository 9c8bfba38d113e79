import fs from "fs"
import path from "path"
import sanitizeHtml from "sanitize-html"
import type { CreateNodeArgs, CreatePagesArgs, CreateResolversArgs, CreateSchemaCustomizationArgs, GatsbyNode, Node } from "gatsby"
import { readTimeMinutes } from "./src/lib/read-time"
import { relatedPostIds } from "./src/lib/related-posts"
import { dataSchemas, findDuplicateSlugs, validatePostFrontmatter, validateRecord } from "./src/lib/content-validation"
import { FAQ_ALLOWED_HTML } from "./src/lib/sanitize-options"
import { company, companyEnvName, isPlaceholder, site, type CompanyField } from "./src/config/site"

const blogPostTemplate = path.resolve("./src/templates/blog-post.tsx")
const notFoundTemplate = path.resolve("./src/templates/not-found.tsx")
const legalTemplate = path.resolve("./src/templates/legal-page.tsx")

/** Fields Gatsby adds to every node; they are not part of an editor's content. */
const GATSBY_KEYS = new Set(["id", "parent", "children", "internal", "fields", "jsonId", "$loki"])

type FileNode = Node & { relativePath?: string; sourceInstanceName?: string; absolutePath?: string }

/** The imprint must name the real provider before the site goes live: say which details are still placeholders. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  for (const [field, value] of Object.entries(company) as Array<[CompanyField, string]>) {
    if (isPlaceholder(value)) {
      reporter.warn(
        `Imprint: company ${field} is still the placeholder "${value}". Set ${companyEnvName(field)} or edit src/config/site.ts.`,
      )
    }
  }
}

export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions, reporter }: CreateNodeArgs) => {
  const parent = node.parent ? (getNode(node.parent) as FileNode | undefined) : undefined
  const file = parent?.relativePath ? `content/${parent.sourceInstanceName}/${parent.relativePath}` : node.id

  if (node.internal.type === "Mdx") {
    const collection = parent?.sourceInstanceName ?? "unknown"
    actions.createNodeField({ node, name: "collection", value: collection })
    if (collection !== "blog") return
    const frontmatter = (node.frontmatter ?? {}) as Record<string, unknown>
    const problems = validatePostFrontmatter(file, frontmatter)
    if (typeof frontmatter.hero === "string" && parent?.absolutePath) {
      const heroPath = path.resolve(path.dirname(parent.absolutePath), frontmatter.hero)
      if (!fs.existsSync(heroPath)) problems.push(`${file}: field "hero" points to ${frontmatter.hero}, which does not exist`)
    }
    if (problems.length > 0) reporter.panicOnBuild(`Invalid blog post\n  ${problems.join("\n  ")}`)
    actions.createNodeField({ node, name: "readTime", value: readTimeMinutes(String(node.body ?? "")) })
    return
  }

  const schema = dataSchemas[node.internal.type]
  if (schema) {
    const record = Object.fromEntries(Object.entries(node).filter(([key]) => !GATSBY_KEYS.has(key)))
    const problems = validateRecord(file, record, schema)
    if (problems.length > 0) reporter.panicOnBuild(`Invalid data entry\n  ${problems.join("\n  ")}`)
  }
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }: CreateSchemaCustomizationArgs) => {
  actions.createTypes(`
    type Mdx implements Node {
      frontmatter: MdxFrontmatter
      fields: MdxFields
    }
    type MdxFrontmatter {
      title: String!
      slug: String!
      date: Date! @dateformat
      excerpt: String!
      categories: [String!]!
      tags: [String!]!
      hero: File! @fileByRelativePath
      heroAlt: String!
      description: String
      lang: String
    }
    type MdxFields {
      collection: String!
      readTime: Int
    }
    type PricingBadge {
      text: String!
      colour: String!
    }
    type PricingBadges {
      subscription: PricingBadge
      lifetime: PricingBadge
    }
    type PricingJson implements Node @dontInfer {
      key: String!
      title: String!
      subtitle: String!
      macs: Int!
      subscriptionPrice: Float!
      lifetimePrice: Float!
      features: [String!]!
      popular: Boolean
      badges: PricingBadges
    }
    type FaqJson implements Node @dontInfer {
      question: String!
      answer: String!
    }
    type TestimonialsJson implements Node @dontInfer {
      name: String!
      role: String!
      rating: Int!
      comment: String!
      image: File! @fileByRelativePath
    }
    type ScreenshotsJson implements Node @dontInfer {
      src: File! @fileByRelativePath
      alt: String!
    }
    type FeaturesJson implements Node @dontInfer {
      title: String!
      description: String!
      icon: String!
      comingSoon: Boolean
    }
    type ProblemsJson implements Node @dontInfer {
      title: String!
      description: String!
      icon: String!
    }
    type SetupStepsJson implements Node @dontInfer {
      title: String!
      description: String!
    }
  `)
}

/** FAQ answers may hold HTML; it is sanitised once, at build time, so the browser ships no sanitiser. */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }: CreateResolversArgs) => {
  createResolvers({
    FaqJson: {
      answerHtml: {
        type: "String!",
        resolve: (source: { answer: string }) => sanitizeHtml(source.answer, FAQ_ALLOWED_HTML),
      },
    },
  })
}

type PostsQuery = {
  allMdx: {
    nodes: Array<{
      id: string
      frontmatter: { slug: string; date: string; categories: string[]; tags: string[] }
      internal: { contentFilePath: string }
    }>
  }
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }: CreatePagesArgs) => {
  const result = await graphql<PostsQuery>(`
    query BlogPostPages {
      allMdx(filter: { fields: { collection: { eq: "blog" } } }, sort: { frontmatter: { date: DESC } }) {
        nodes {
          id
          frontmatter { slug date categories tags }
          internal { contentFilePath }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load blog posts", result.errors)
    return
  }
  const posts = result.data.allMdx.nodes
  const duplicates = findDuplicateSlugs(
    posts.map((p) => ({ slug: p.frontmatter.slug, file: path.relative(process.cwd(), p.internal.contentFilePath) })),
  )
  if (duplicates.length > 0) {
    reporter.panicOnBuild(duplicates.join("\n"))
    return
  }

  const related = relatedPostIds(posts.map((post) => ({ id: post.id, ...post.frontmatter })))
  posts.forEach((post, index) => {
    actions.createPage({
      path: `/blog/${post.frontmatter.slug}`,
      component: `${blogPostTemplate}?__contentFilePath=${post.internal.contentFilePath}`,
      context: {
        id: post.id,
        // Newest first: "newer" is the previous entry in the list.
        newerId: posts[index - 1]?.id ?? "",
        olderId: posts[index + 1]?.id ?? "",
        relatedIds: related.get(post.id) ?? [],
      },
    })
  })

  const legal = await graphql<PostsQuery>(`
    query LegalPages {
      allMdx(filter: { fields: { collection: { eq: "legal" } } }) {
        nodes {
          id
          frontmatter { slug }
          internal { contentFilePath }
        }
      }
    }
  `)
  legal.data?.allMdx.nodes.forEach((page) => {
    actions.createPage({
      path: `/${page.frontmatter.slug}`,
      component: `${legalTemplate}?__contentFilePath=${page.internal.contentFilePath}`,
      context: { id: page.id },
    })
  })

  actions.createPage({ path: "/404", component: notFoundTemplate, context: {} })
}

/**
 * Every stylesheet but global.css is a CSS Module, so the order chunks load them in cannot
 * matter; silence webpack's ordering warnings.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  if (stage !== "build-javascript") return
  const config = getConfig()
  const miniCss = config.plugins.find(
    (plugin: { constructor: { name: string } }) => plugin.constructor.name === "MiniCssExtractPlugin",
  )
  if (miniCss) miniCss.options.ignoreOrder = true
  // Spec 8: a chunk that fails to load gives up after 120 s (webpack's default, pinned here on purpose).
  config.output = { ...config.output, chunkLoadTimeout: 120_000 }
  actions.replaceWebpackConfig(config)
}

/** Content-hashed bundles (app-1a2b3c.js, styles.4d5e6f.css) never change, so they may be cached for a year. */
const HASHED_ASSET = /[.-][0-9a-f]{16,}\.(js|css)$/

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const file = path.join("public", "_headers")
  const template = fs.readFileSync(file, "utf8")
  const hashed = fs.readdirSync("public").filter((name) => HASHED_ASSET.test(name))
  const headers =
    template
      .replaceAll("{{API_ORIGIN}}", new URL(site.apiUrl).origin)
      .replaceAll("{{LEGAL_ORIGIN}}", new URL(site.legalWidget.scriptUrl).origin) +
    hashed.map((name) => `\n/${name}\n  Cache-Control: public, max-age=31536000, immutable\n`).join("")
  fs.writeFileSync(file, headers)
  fs.writeFileSync(
    path.join("public", "robots.txt"),
    `User-agent: *\nAllow: /\nDisallow: /newsletter-unsubscribe\n\nSitemap: ${site.siteUrl}/sitemap-index.xml\n`,
  )
  reporter.info(`_headers: CSP for ${new URL(site.apiUrl).origin}, long-lived caching for ${hashed.length} hashed files`)
}

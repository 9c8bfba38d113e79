import fs from "fs"
import path from "path"
import sanitizeHtml from "sanitize-html"
import type { CreateNodeArgs, CreatePagesArgs, CreateResolversArgs, CreateSchemaCustomizationArgs, GatsbyNode, Node } from "gatsby"
import { RecordBrowserAssets, browserAssets, stylesheetDigest } from "./src/build/browser-assets"
import { withBundlesAfterPaint } from "./src/build/bundles-after-paint"
import { inlineSources } from "./src/build/inline-sources"
import { useBrowserPreact } from "./src/build/preact-runtime"
import { contentSecurityPolicy, headerRules, isHashedAsset, toHeadersFile, toNginxConf, type Page } from "./src/build/security-headers"
import { readTimeMinutes } from "./src/lib/read-time"
import { relatedPostIds } from "./src/lib/related-posts"
import { FAQ_ALLOWED_HTML } from "./src/lib/sanitize-options"
import { contentTypes, mdxCollections, post } from "./src/schema/content-types"
import { toSdl, validate, type ContentType } from "./src/schema/fields"
import { DEFAULT_API_URL, company, companyEnvName, hiddenFromSearch, isPlaceholder, site, type CompanyField } from "./src/config/site"

const blogPostTemplate = path.resolve("./src/templates/blog-post.tsx")
const legalTemplate = path.resolve("./src/templates/legal-page.tsx")

/** Fields Gatsby adds to every node; they are not part of an editor's content. */
const GATSBY_KEYS = new Set(["id", "parent", "children", "internal", "fields", "jsonId", "$loki"])

type FileNode = Node & { relativePath?: string; sourceInstanceName?: string; absolutePath?: string }

/** The imprint must name the real provider before the site goes live: say which details are still placeholders. */
/** An API on this machine (the local stub) only answers here. */
const apiIsLocal = ["localhost", "127.0.0.1", "[::1]"].includes(new URL(site.apiUrl).hostname)

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  // A build that calls the local stub must never be deployed by accident (docs/product-api.md):
  // only npm start and the tests make one, and they say so with RESPITE_LOCAL_API=1.
  if (apiIsLocal && process.env.gatsby_executing_command === "build") {
    if (process.env.RESPITE_LOCAL_API !== "1") {
      reporter.panic(
        `GATSBY_API_URL is ${site.apiUrl}, an address on this machine: visitors' forms could never reach it. ` +
          `Unset it to build for deploy (the API is then ${DEFAULT_API_URL}), or use npm start for a local build with the API stub.`,
      )
    }
    reporter.warn(`This build calls the local API stub at ${site.apiUrl}: it is for this machine only. npm run build makes the build to deploy.`)
  }
  for (const [field, value] of Object.entries(company) as Array<[CompanyField, string]>) {
    if (isPlaceholder(value)) {
      reporter.warn(
        `Imprint: company ${field} is still the placeholder "${value}". Set ${companyEnvName(field)} or edit src/config/site.ts.`,
      )
    }
  }
}

/** The declarations Gatsby's JSON transformer's nodes follow (MDX collections are checked on their Mdx node). */
const mdxTypes = new Set(Object.values(mdxCollections))
const jsonTypes = new Map(contentTypes.filter((type) => !mdxTypes.has(type)).map((type) => [type.typeName, type]))

/** Checks one entry against its declaration (src/schema/content-types.ts); stops the build on the first bad file. */
function check(type: ContentType, record: Record<string, unknown>, source: FileNode | undefined, reporter: CreateNodeArgs["reporter"]) {
  const file = source?.relativePath ? `content/${source.sourceInstanceName}/${source.relativePath}` : "unknown file"
  const entry = type.label && typeof record[type.label] === "string" ? `, entry "${record[type.label]}"` : ""
  const fileExists = (relative: string) =>
    !source?.absolutePath || fs.existsSync(path.resolve(path.dirname(source.absolutePath), relative))
  const problems = validate(record, type.fields, { file, fileExists })
  if (problems.length > 0) reporter.panicOnBuild(`Invalid content in ${file}${entry}\n  ${problems.join("\n  ")}`)
  return problems.length === 0
}

/**
 * Every JSON entry and every MDX file's frontmatter is checked against its declaration. MDX gets a
 * typed child node per collection (BlogPost, LegalPage), so posts and legal pages each have their
 * own required fields instead of sharing one loose frontmatter type.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions, reporter, createNodeId, createContentDigest }: CreateNodeArgs) => {
  const source = node.parent ? (getNode(node.parent) as FileNode | undefined) : undefined

  if (node.internal.type === "Mdx") {
    const type = mdxCollections[source?.sourceInstanceName ?? ""]
    if (!type) return
    const frontmatter = (node.frontmatter ?? {}) as Record<string, unknown>
    if (!check(type, frontmatter, source, reporter)) return
    const fields = Object.fromEntries(
      Object.keys(type.fields).map((name) => {
        const value = frontmatter[name]
        return [name, value instanceof Date ? value.toISOString().slice(0, 10) : value]
      }),
    )
    const derived = type === post ? { readTime: readTimeMinutes(String(node.body ?? "")) } : {}
    const child = {
      ...fields,
      ...derived,
      id: createNodeId(`${node.id} >>> ${type.typeName}`),
      parent: node.id,
      children: [],
      internal: { type: type.typeName, contentDigest: createContentDigest({ ...fields, ...derived }) },
    }
    actions.createNode(child)
    actions.createParentChildLink({ parent: node, child: child as unknown as Node })
    return
  }

  const type = jsonTypes.get(node.internal.type)
  if (type) {
    const record = Object.fromEntries(Object.entries(node).filter(([key]) => !GATSBY_KEYS.has(key)))
    check(type, record, source, reporter)
  }
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }: CreateSchemaCustomizationArgs) => {
  actions.createTypes(toSdl(contentTypes))
}

/** FAQ answers may hold HTML; it is sanitised once, at build time, so the browser ships no sanitiser. */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }: CreateResolversArgs) => {
  createResolvers({
    FaqJson: {
      answerHtml: { resolve: (source: { answer: string }) => sanitizeHtml(source.answer, FAQ_ALLOWED_HTML) },
    },
  })
}

/** Returns a message for every slug used by more than one post. */
function duplicateSlugs(posts: ReadonlyArray<{ slug: string; file: string }>): string[] {
  const bySlug = new Map<string, string[]>()
  for (const { slug, file } of posts) bySlug.set(slug, [...(bySlug.get(slug) ?? []), file])
  return [...bySlug.entries()]
    .filter(([, files]) => files.length > 1)
    .map(([slug, files]) => `Duplicate blog slug "${slug}" in ${files.join(" and ")}`)
}

type WithMdxParent = { parent: object | { internal: { contentFilePath: string | null } } | null }

/** The MDX file a BlogPost or LegalPage node was made from: Gatsby's MDX page component renders it. */
const contentFile = ({ parent }: WithMdxParent) => (parent && "internal" in parent ? parent.internal.contentFilePath : null) ?? ""

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }: CreatePagesArgs) => {
  const result = await graphql<Queries.ContentPagesQuery>(`
    query ContentPages {
      allBlogPost(sort: { date: DESC }) {
        nodes {
          id
          slug
          date
          categories
          tags
          parent {
            ... on Mdx {
              internal {
                contentFilePath
              }
            }
          }
        }
      }
      allLegalPage {
        nodes {
          id
          slug
          parent {
            ... on Mdx {
              internal {
                contentFilePath
              }
            }
          }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the blog posts and legal pages", result.errors)
    return
  }
  const posts = result.data.allBlogPost.nodes
  const duplicates = duplicateSlugs(posts.map((p) => ({ slug: p.slug, file: path.relative(process.cwd(), contentFile(p)) })))
  if (duplicates.length > 0) {
    reporter.panicOnBuild(duplicates.join("\n"))
    return
  }

  const related = relatedPostIds(posts)
  posts.forEach((post, index) => {
    actions.createPage({
      path: `/blog/${post.slug}`,
      component: `${blogPostTemplate}?__contentFilePath=${contentFile(post)}`,
      context: {
        id: post.id,
        // Newest first: "newer" is the previous entry in the list.
        newerId: posts[index - 1]?.id ?? "",
        olderId: posts[index + 1]?.id ?? "",
        relatedIds: related.get(post.id) ?? [],
      },
    })
  })

  result.data.allLegalPage.nodes.forEach((page) => {
    actions.createPage({
      path: `/${page.slug}`,
      component: `${legalTemplate}?__contentFilePath=${contentFile(page)}`,
      context: { id: page.id },
    })
  })
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  const config = getConfig()
  if (stage === "build-javascript") {
    // Every stylesheet but global.css is a CSS Module, so the order chunks load them in cannot
    // matter; silence webpack's ordering warnings.
    const miniCss = config.plugins.find(
      (plugin: { constructor: { name: string } }) => plugin.constructor.name === "MiniCssExtractPlugin",
    )
    if (miniCss) miniCss.options.ignoreOrder = true
    // docs/spec/SITE-SPEC.md §8: a chunk that fails to load gives up after 120 s (webpack's default, pinned here on purpose).
    config.output = { ...config.output, chunkLoadTimeout: 120_000 }
    config.plugins.push(new RecordBrowserAssets())
    actions.replaceWebpackConfig(useBrowserPreact(config))
  }
  if (stage === "build-html") {
    // The browser build has just finished: make its CSS part of what decides which pages to re-render.
    config.output = { ...config.output, hashSalt: stylesheetDigest() }
    actions.replaceWebpackConfig(config)
  }
}

const NOT_FOUND_PAGE = "/404.html"

/** The file Gatsby wrote for a page path (trailingSlash: "never"). */
const htmlFile = (pagePath: string) =>
  path.join("public", pagePath === "/" ? "index.html" : pagePath.endsWith(".html") ? pagePath : `${pagePath}/index.html`)

/**
 * After every build, from the HTML as it now is (a kept public/ means some pages were not
 * re-rendered): each page's security policy with the hashes of its inline code, written for
 * every host (src/build/security-headers.ts), and robots.txt from the configuration.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const result = await graphql<Queries.BuiltPagesQuery>(`
    query BuiltPages {
      allSitePage {
        nodes {
          path
        }
      }
    }
  `)
  const built = (result.data?.allSitePage.nodes ?? [])
    .map((node) => node.path)
    .filter((pagePath) => fs.existsSync(htmlFile(pagePath)))
    .sort()
  // First each page's final form (its bundles requested after the first paint), then its hashes.
  const pages: Page[] = []
  for (const pagePath of built) {
    const file = htmlFile(pagePath)
    const html = fs.readFileSync(file, "utf8")
    let final: string
    try {
      final = withBundlesAfterPaint(html)
    } catch (error) {
      reporter.panicOnBuild(`${file}: ${(error as Error).message}`)
      return
    }
    if (final !== html) fs.writeFileSync(file, final)
    pages.push({ path: pagePath, sources: inlineSources(final) })
  }
  const notFound = pages.find((page) => page.path === NOT_FOUND_PAGE)
  if (!notFound) {
    reporter.panicOnBuild(`The build wrote no ${NOT_FOUND_PAGE}`)
    return
  }
  // Only this build's bundles: a kept public/ also holds earlier builds' files.
  const hashed = browserAssets().filter(isHashedAsset)
  fs.writeFileSync(path.join("public", "_headers"), toHeadersFile(headerRules(pages, hashed)))
  fs.writeFileSync(path.join("public", "_nginx.conf"), toNginxConf(pages, notFound))

  // A missing page is answered with 404.html at whatever path was asked for, which no per-page
  // header rule matches: that page carries its own policy in a <meta> tag.
  const notFoundFile = htmlFile(NOT_FOUND_PAGE)
  const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(notFound, { forMetaTag: true })}"/>`
  const html = fs.readFileSync(notFoundFile, "utf8").replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, "")
  // Right after the charset, before any script or style it governs.
  const CHARSET = /(<meta charSet="utf-8"\/>)/i
  if (!CHARSET.test(html)) {
    reporter.panicOnBuild(`${notFoundFile} has no <meta charSet="utf-8"/> to put its security policy after`)
    return
  }
  fs.writeFileSync(notFoundFile, html.replace(CHARSET, `$1${meta}`))

  fs.writeFileSync(
    path.join("public", "robots.txt"),
    ["User-agent: *", "Allow: /", ...hiddenFromSearch.map((page) => `Disallow: ${page}`), "", `Sitemap: ${site.siteUrl}/sitemap-index.xml`, ""].join("\n"),
  )
  reporter.info(`_headers and _nginx.conf: a hash-based policy for each of ${pages.length} pages, a year's caching for ${hashed.length} bundles`)
}

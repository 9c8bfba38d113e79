/**
 * The build's content checks, exercised through gatsby-node's own hooks with a stand-in
 * reporter: a wrong post stops the build with a message naming the file and the field.
 */
import path from "path"
import type { CreateNodeArgs, CreatePagesArgs, Node } from "gatsby"
import { createPages, onCreateNode } from "../gatsby-node"

const blogDir = path.join(__dirname, "../content/blog/digital-eye-strain")

const validFrontmatter = {
  title: "Digital Eye Strain",
  slug: "digital-eye-strain",
  date: "2024-12-03",
  excerpt: "Why eyes get tired.",
  categories: ["Eye Health"],
  tags: ["eyes"],
  hero: "./hero.jpg",
  heroAlt: "An illustration",
}

function runOnCreateNode(frontmatter: Record<string, unknown>) {
  const panicOnBuild = jest.fn()
  const createNodeField = jest.fn()
  const file = { id: "file", relativePath: "digital-eye-strain/index.mdx", sourceInstanceName: "blog", absolutePath: path.join(blogDir, "index.mdx") }
  const node = { id: "mdx", parent: "file", internal: { type: "Mdx" }, frontmatter, body: "word ".repeat(900) } as unknown as Node
  const args = { node, getNode: () => file, actions: { createNodeField }, reporter: { panicOnBuild } } as unknown as CreateNodeArgs
  ;(onCreateNode as (args: CreateNodeArgs) => void)(args)
  return { panicOnBuild, createNodeField }
}

describe("gatsby-node content checks", () => {
  it("accepts a valid post and records its read time", () => {
    const { panicOnBuild, createNodeField } = runOnCreateNode(validFrontmatter)
    expect(panicOnBuild).not.toHaveBeenCalled()
    expect(createNodeField).toHaveBeenCalledWith(expect.objectContaining({ name: "readTime", value: 4 }))
  })

  it("stops the build when a required field is missing, naming file and field", () => {
    const { title: _title, ...withoutTitle } = validFrontmatter
    const { panicOnBuild } = runOnCreateNode(withoutTitle)
    expect(panicOnBuild).toHaveBeenCalledWith(
      expect.stringContaining('content/blog/digital-eye-strain/index.mdx: required field "title" is missing'),
    )
  })

  it("stops the build when the hero image file does not exist", () => {
    const { panicOnBuild } = runOnCreateNode({ ...validFrontmatter, hero: "./missing.jpg" })
    expect(panicOnBuild).toHaveBeenCalledWith(expect.stringContaining('field "hero" points to ./missing.jpg, which does not exist'))
  })

  it("stops the build on a duplicate slug, naming both files", async () => {
    const panicOnBuild = jest.fn()
    const createPage = jest.fn()
    const post = (id: string, dir: string) => ({
      id,
      frontmatter: { slug: "same-slug" },
      internal: { contentFilePath: path.join(process.cwd(), "content/blog", dir, "index.mdx") },
    })
    const graphql = jest.fn().mockResolvedValue({ data: { allMdx: { nodes: [post("a", "one"), post("b", "two")] } } })
    const args = { graphql, actions: { createPage }, reporter: { panicOnBuild } } as unknown as CreatePagesArgs
    await (createPages as (args: CreatePagesArgs) => Promise<void>)(args)
    expect(panicOnBuild).toHaveBeenCalledWith(
      'Duplicate blog slug "same-slug" in content/blog/one/index.mdx and content/blog/two/index.mdx',
    )
    expect(createPage).not.toHaveBeenCalled()
  })
})

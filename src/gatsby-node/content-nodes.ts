/**
 * Every content file is checked against its declaration (src/schema/content-types.ts) as Gatsby
 * reads it, and a bad file stops the build with the file, the entry, the field and what is
 * allowed. MDX gets a typed child node per collection (BlogPost, LegalPage), so posts and legal
 * pages each have their own required fields instead of sharing one loose frontmatter type.
 */
import fs from "fs"
import path from "path"
import type { CreateNodeArgs, Node } from "gatsby"
import { readTimeMinutes } from "../lib/read-time"
import { contentTypes, mdxCollections, post } from "../schema/content-types"
import { validate, type ContentType } from "../schema/fields"

/** Fields Gatsby adds to every node; they are not part of an editor's content. */
const GATSBY_KEYS = new Set(["id", "parent", "children", "internal", "fields", "jsonId", "$loki"])

type FileNode = Node & { relativePath?: string; sourceInstanceName?: string; absolutePath?: string }

/** The declarations Gatsby's JSON transformer's nodes follow (MDX collections are checked on their Mdx node). */
const mdxTypes = new Set(Object.values(mdxCollections))
const jsonTypes = new Map(contentTypes.filter((type) => !mdxTypes.has(type)).map((type) => [type.typeName, type]))

/** Fields computed when the node is made (the others in a declaration's `derived` are resolved at query time). */
const computedOnCreate = new Map<ContentType, (mdxBody: string) => Record<string, unknown>>([
  [post, (body) => ({ readTime: readTimeMinutes(body) })],
])

/** Checks one entry against its declaration; reports every problem of the file at once. */
function check(type: ContentType, record: Record<string, unknown>, source: FileNode | undefined, reporter: CreateNodeArgs["reporter"]) {
  const file = source?.relativePath ? `content/${source.sourceInstanceName}/${source.relativePath}` : "unknown file"
  const entry = type.label && typeof record[type.label] === "string" ? `, entry "${record[type.label]}"` : ""
  const fileExists = (relative: string) => !source?.absolutePath || fs.existsSync(path.resolve(path.dirname(source.absolutePath), relative))
  const problems = validate(record, type.fields, { file, fileExists })
  if (problems.length > 0) reporter.panicOnBuild(`Invalid content in ${file}${entry}\n  ${problems.join("\n  ")}`)
  return problems.length === 0
}

export function checkAndTypeContent({ node, getNode, actions, reporter, createNodeId, createContentDigest }: CreateNodeArgs) {
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
    const computed = computedOnCreate.get(type)?.(String(node.body ?? "")) ?? {}
    const child = {
      ...fields,
      ...computed,
      id: createNodeId(`${node.id} >>> ${type.typeName}`),
      parent: node.id,
      children: [],
      internal: { type: type.typeName, contentDigest: createContentDigest({ ...fields, ...computed }) },
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

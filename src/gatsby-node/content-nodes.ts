/**
 * Every content file is checked against its declaration (src/schema/content-types.ts) as Gatsby
 * reads it, and a bad file stops the build with the file, the entry, the field and what is
 * allowed; an MDX body is checked against what content may contain too (./mdx-components.ts), before
 * anything compiles it.
 * MDX gets a typed child node per collection (BlogPost, HelpArticle, LegalPage), so each has its
 * own required fields instead of sharing one loose frontmatter type. Content may not type out
 * what configuration owns (the contact address, the trial terms: ./content-literals.ts); the facts
 * it names instead are filled into frontmatter here, and into the body's words for the read time.
 */
import fs from "fs"
import path from "path"
import type { CreateNodeArgs, Node } from "gatsby"
import { fillFacts, fillFactsIn, unknownFacts } from "../lib/fill-facts"
import { readTimeMinutes } from "../lib/read-time"
import { SLUG, contentTypes, helpArticle, mdxCollections, post } from "../schema/content-types"
import { validate, type ContentType } from "../schema/fields"
import { jsonLiteralProblems, mdxLiteralProblems } from "./content-literals"
import { componentsFor, mdxComponentProblems } from "./mdx-components"

/** Fields Gatsby adds to every node; they are not part of an editor's content. */
const GATSBY_KEYS = new Set(["id", "parent", "children", "internal", "fields", "jsonId", "$loki"])

type FileNode = Node & { relativePath?: string; sourceInstanceName?: string; absolutePath?: string }

/** The declarations Gatsby's JSON transformer's nodes follow (MDX collections are checked on their Mdx node). */
const mdxTypes = new Set(Object.values(mdxCollections))
const jsonTypes = new Map(contentTypes.filter((type) => !mdxTypes.has(type)).map((type) => [type.typeName, type]))

type Computed = { fields: Record<string, unknown>; problems: string[] }

/** Fields computed when the node is made (the others in a declaration's `derived` are resolved at query time). */
const computedOnCreate = new Map<ContentType, (mdxBody: string, source: FileNode | undefined) => Computed>([
  // The words a reader reads: a fact counts as its text. (An unknown fact is reported by the MDX checks.)
  [post, (body) => ({ fields: { readTime: readTimeMinutes(unknownFacts(body).length ? body : fillFacts(body, "text")) }, problems: [] })],
  [
    helpArticle,
    (_body, source) => {
      // content/help/<slug>/index.mdx: the folder's name is the article's address.
      const file = source?.relativePath ?? ""
      const slug = path.dirname(file)
      const problems =
        path.basename(file) !== "index.mdx" || slug.includes("/") || slug === "."
          ? [`a help article is content/help/<slug>/index.mdx, one folder each (this file is content/help/${file})`]
          : SLUG.regex.test(slug)
            ? []
            : [`the folder name "${slug}" is the article's address (/help/${slug}): use ${SLUG.hint}`]
      return { fields: { slug }, problems }
    },
  ],
])

/** Where a file is, as an editor knows it: content/data/pricing.json. */
const fileName = (source: FileNode | undefined) =>
  source?.relativePath ? `content/${source.sourceInstanceName}/${source.relativePath}` : "unknown file"

/** Reports every problem of a file at once; true when there is none. */
function report(file: string, entry: string, problems: string[], reporter: CreateNodeArgs["reporter"]) {
  if (problems.length > 0) reporter.panicOnBuild(`Invalid content in ${file}${entry}\n  ${problems.join("\n  ")}`)
  return problems.length === 0
}

/** The line of the file where `text` is written, as it is or escaped as JSON would (content/data/*.json). */
function lineIn(source: FileNode | undefined, text: string): number | undefined {
  if (!source?.absolutePath || !fs.existsSync(source.absolutePath)) return undefined
  const raw = fs.readFileSync(source.absolutePath, "utf8")
  const at = [text, JSON.stringify(text).slice(1, -1)].map((form) => raw.indexOf(form)).find((index) => index >= 0)
  return at === undefined ? undefined : raw.slice(0, at).split("\n").length
}

/** Checks one entry's fields against its declaration. */
function fieldProblems(type: ContentType, record: Record<string, unknown>, source: FileNode | undefined) {
  const fileExists = (relative: string) => !source?.absolutePath || fs.existsSync(path.resolve(path.dirname(source.absolutePath), relative))
  return validate(record, type.fields, { file: fileName(source), fileExists, lineOf: (text) => lineIn(source, text) })
}

/** The content file as the editor wrote it ("" when there is none, as in some tests). */
const rawText = (source: FileNode | undefined) =>
  source?.absolutePath && fs.existsSync(source.absolutePath) ? fs.readFileSync(source.absolutePath, "utf8") : ""

/** The line of the file where the MDX body starts (after the frontmatter), so problems name the editor's line. */
const bodyFirstLine = (raw: string, body: string) => {
  const at = raw ? raw.indexOf(body.slice(0, 200)) : -1
  return at < 0 ? 1 : raw.slice(0, at).split("\n").length
}

export async function checkAndTypeContent({ node, getNode, actions, reporter, createNodeId, createContentDigest }: CreateNodeArgs) {
  const source = node.parent ? (getNode(node.parent) as FileNode | undefined) : undefined

  if (node.internal.type === "Mdx") {
    const type = mdxCollections[source?.sourceInstanceName ?? ""]
    if (!type) return
    const frontmatter = (node.frontmatter ?? {}) as Record<string, unknown>
    const body = String(node.body ?? "")
    const raw = rawText(source)
    const computed = computedOnCreate.get(type)?.(body, source) ?? { fields: {}, problems: [] }
    const problems = [
      ...fieldProblems(type, frontmatter, source),
      ...computed.problems,
      ...(await mdxComponentProblems(body, bodyFirstLine(raw, body), componentsFor(type))),
      ...mdxLiteralProblems(raw),
    ]
    if (!report(fileName(source), "", problems, reporter)) return
    const fields = Object.fromEntries(
      Object.keys(type.fields).map((name) => {
        const value = frontmatter[name]
        return [name, value instanceof Date ? value.toISOString().slice(0, 10) : fillFactsIn(value)]
      }),
    )
    const child = {
      ...fields,
      ...computed.fields,
      id: createNodeId(`${node.id} >>> ${type.typeName}`),
      parent: node.id,
      children: [],
      // The body counts too: the article's HTML is resolved from it, so a page showing it must rerun when only the text changed.
      internal: { type: type.typeName, contentDigest: createContentDigest({ ...fields, ...computed.fields, body }) },
    }
    actions.createNode(child)
    actions.createParentChildLink({ parent: node, child: child as unknown as Node })
    return
  }

  const type = jsonTypes.get(node.internal.type)
  if (type) {
    const record = Object.fromEntries(Object.entries(node).filter(([key]) => !GATSBY_KEYS.has(key)))
    const entry = type.label && typeof record[type.label] === "string" ? `, entry "${record[type.label]}"` : ""
    const problems = [
      ...fieldProblems(type, record, source),
      ...(type.check?.(record) ?? []),
      ...jsonLiteralProblems(record, rawText(source)),
    ]
    report(fileName(source), entry, problems, reporter)
  }
}

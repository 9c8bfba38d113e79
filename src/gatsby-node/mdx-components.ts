/**
 * What an editor may write in MDX (posts, help articles, legal pages): Markdown, the declared
 * components with their attributes written as text, the plain HTML elements of PLAIN_ELEMENTS with
 * theirs, and comments. Everything else MDX can say is code: an import or export, an {expression}
 * (a comment is allowed only when the expression's program is nothing but comments: code between
 * two comments is code), an attribute written as an {expression}, a {...spread}, any other element. Each stops the
 * build with the file, the line and what is allowed, checked when Gatsby reads the file
 * (./content-nodes.ts), before anything compiles it; the compiler checks again and refuses a file
 * that does not pass (./article-html.ts). Content is data: nothing in content/ runs at build time
 * or in the browser (docs/security.md).
 */
import { editorComponents, type EditorComponent } from "../components/mdx/editor-components"
import { legalComponents } from "../components/legal/legal-components"
import { legalPage } from "../schema/content-types"
import type { ContentType } from "../schema/fields"
import { isOwnResource, schemeOf } from "../lib/addresses"
import { parseMdx, type MdxAttributeValue, type MdxTree as MdxNode } from "./mdx-parse"

export type Components = Readonly<Record<string, EditorComponent>>

/** What a collection's bodies may use: the editor components, and on legal pages their own. */
export const componentsFor = (type: ContentType): Components =>
  type === legalPage ? { ...editorComponents, ...legalComponents } : editorComponents

/**
 * The plain HTML elements an article may contain, each with the attributes it may carry. Markdown
 * says the rest (paragraphs, headings, lists, links, images, emphasis, code, quotes); these are the
 * few it cannot. No attribute here takes an address or a style, and none may be added that runs
 * code (on*): a new element or attribute is added here, with a reason, and in docs/editing.md#what-an-article-may-contain.
 */
export const PLAIN_ELEMENTS: Readonly<Record<string, readonly string[]>> = {
  abbr: ["title"],
  br: [],
  sub: [],
  sup: [],
}

/** Addresses a Markdown link may take: the site's own pages (no scheme), another site's ("//host" too), or these schemes. */
const LINK_SCHEMES = ["https", "http", "mailto"]

const quoted = (values: readonly string[]) => values.map((value) => `"${value}"`).join(", ")
const PLAIN_LIST = Object.keys(PLAIN_ELEMENTS).join(", ")

/** An {expression} that is nothing but comments: its program has no statement. */
const isOnlyComments = (node: { data?: { estree?: { body: unknown[] } } }) => node.data?.estree?.body.length === 0

const isText = (value: MdxAttributeValue | undefined): value is string => typeof value === "string"

/** An image, written inline or by reference to a definition: only a file of the site itself (src/lib/addresses.ts). */
const imageProblems = (url: string, at: string) =>
  isOwnResource(url) ? [] : [`${at}: an image from ${url} is not allowed (an image is a file next to the article, e.g. ./figure-1.jpg)`]

/** A link, or a definition (which links and images alike may refer to: an image's is checked as an image too). */
function linkProblems(url: string, at: string): string[] {
  const scheme = schemeOf(url)
  if (scheme && !LINK_SCHEMES.includes(scheme)) {
    return [
      `${at}: a link to ${url} is not allowed (a link goes to a page of this site, e.g. /pricing, or to an ${LINK_SCHEMES.join(":, ")}: address)`,
    ]
  }
  return []
}

function plainElementProblems(node: MdxNode, name: string, at: string, components: Components): string[] {
  const allowed = PLAIN_ELEMENTS[name]
  if (!allowed) {
    return [
      `${at}: <${name}> is not allowed in content (plain elements allowed: ${PLAIN_LIST}; components: ${Object.keys(components).join(", ")}); ` +
        "write Markdown for the rest",
    ]
  }
  const problems: string[] = []
  for (const attribute of node.attributes ?? []) {
    if (!attribute.name) continue
    if (!allowed.includes(attribute.name)) {
      problems.push(`${at}: <${name}> may not have a ${attribute.name} attribute (allowed: ${allowed.join(", ") || "none"})`)
    } else if (!isText(attribute.value)) {
      problems.push(`${at}: <${name}> ${attribute.name} must be written as text, e.g. <${name} ${attribute.name}="...">`)
    }
  }
  return problems
}

function componentProblems(node: MdxNode, name: string, at: string, components: Components): string[] {
  const component = components[name]
  if (!component) return [`${at}: unknown component <${name}> (allowed: ${Object.keys(components).join(", ")}); is it misspelt?`]
  const problems: string[] = []
  const attributes = node.attributes ?? []
  const allowed = Object.keys(component.attributes)
  for (const attribute of attributes) {
    const rule = attribute.name ? component.attributes[attribute.name] : undefined
    if (!attribute.name) continue
    if (!rule) {
      problems.push(`${at}: unknown attribute "${attribute.name}" on <${name}> (allowed: ${allowed.join(", ") || "none"})`)
    } else if (!isText(attribute.value) || attribute.value.trim() === "") {
      problems.push(`${at}: <${name}> ${attribute.name} must be written as text, e.g. ${component.example}`)
    } else if (rule.oneOf && !rule.oneOf.includes(attribute.value)) {
      problems.push(`${at}: <${name}> ${attribute.name} must be one of ${quoted(rule.oneOf)}, got "${attribute.value}"`)
    }
  }
  for (const [attribute, rule] of Object.entries(component.attributes)) {
    if (rule.required && !attributes.some((each) => each.name === attribute)) {
      const choices = rule.oneOf ? ` (one of ${quoted(rule.oneOf)})` : ""
      problems.push(`${at}: <${name}> needs ${attribute}${choices}, e.g. ${component.example}`)
    }
  }
  return problems
}

function elementProblems(node: MdxNode, at: string, components: Components): string[] {
  const name = node.name
  if (!name) return [`${at}: fragments <>...</> are not allowed in content`]
  if (!/^[A-Za-z][A-Za-z\d]*$/.test(name)) return [`${at}: <${name}> is not allowed in content (a name such as <Callout> or <abbr>)`]
  const spreads = (node.attributes ?? []).some((attribute) => attribute.type !== "mdxJsxAttribute" || !attribute.name)
  return [
    ...(spreads ? [`${at}: spread attributes {...} are not allowed in content: write each attribute as name="text"`] : []),
    ...(/^[A-Z]/.test(name) ? componentProblems(node, name, at, components) : plainElementProblems(node, name, at, components)),
  ]
}

/**
 * One readable message per problem in an MDX body; none when it is fine. `firstLine` is the body's
 * first line in the file; `components` what the body's collection may use (componentsFor).
 */
export async function mdxComponentProblems(body: string, firstLine = 1, components: Components = editorComponents): Promise<string[]> {
  let tree: MdxNode
  try {
    tree = await parseMdx(body)
  } catch (error) {
    return [`the MDX does not parse: ${(error as Error).message.split("\n")[0]}`]
  }
  const problems: string[] = []
  const visit = (node: MdxNode) => {
    const at = `line ${(node.position?.start.line ?? 1) + firstLine - 1}`
    if (node.type === "mdxjsEsm") problems.push(`${at}: import and export are not allowed in content`)
    else if ((node.type === "mdxFlowExpression" || node.type === "mdxTextExpression") && !isOnlyComments(node)) {
      problems.push(`${at}: {expressions} are not allowed in content (comments {/* like this */} are)`)
    } else if (node.type === "html") problems.push(`${at}: HTML is not allowed in content`)
    else if (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") problems.push(...elementProblems(node, at, components))
    else if (node.type === "link") problems.push(...linkProblems(node.url ?? "", at))
    else if (node.type === "image") problems.push(...imageProblems(node.url ?? "", at))
    else if (node.type === "imageReference") images.push({ identifier: node.identifier ?? "", at })
    else if (node.type === "definition") {
      problems.push(...linkProblems(node.url ?? "", at))
      // The first definition of a label is the one references use (CommonMark).
      if (!definitions.has(node.identifier ?? "")) definitions.set(node.identifier ?? "", node.url ?? "")
    }
    node.children?.forEach(visit)
  }
  const definitions = new Map<string, string>()
  const images: Array<{ identifier: string; at: string }> = []
  visit(tree)
  // A definition may come after the image that refers to it: the images are checked once every one is known.
  for (const { identifier, at } of images) problems.push(...imageProblems(definitions.get(identifier) ?? "", at))
  return problems
}

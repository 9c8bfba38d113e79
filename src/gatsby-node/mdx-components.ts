/**
 * What an editor may write in MDX besides Markdown, checked when Gatsby reads the file
 * (./content-nodes.ts), so a mistake stops the build with the file, the line and what is allowed,
 * as a frontmatter mistake does: the components of src/components/mdx/editor-components.ts with
 * their attributes, plain HTML elements without style or script attributes, and comments. No
 * imports, exports or JavaScript expressions: an article is content, rendered once at build time.
 */
import { editorComponents } from "../components/mdx/editor-components"
import { parseMdx, type MdxTree as MdxNode } from "./mdx-parse"

const quoted = (values: readonly string[]) => values.map((value) => `"${value}"`).join(", ")
const ALLOWED = Object.keys(editorComponents).join(", ")
const isComment = (expression = "") => /^\s*\/\*[\s\S]*\*\/\s*$/.test(expression)

function elementProblems(node: MdxNode, at: string): string[] {
  const name = node.name ?? ""
  const attributes = node.attributes ?? []
  if (!/^[A-Z]/.test(name)) {
    // A plain HTML element: no inline style (each page's policy would refuse it after a
    // client-side navigation) and no script.
    return attributes
      .filter((attribute) => attribute.name === "style" || /^on/i.test(attribute.name ?? ""))
      .map((attribute) => `${at}: <${name}> may not have a ${attribute.name} attribute`)
  }
  const component = editorComponents[name]
  if (!component) return [`${at}: unknown component <${name}> (allowed: ${ALLOWED}); is it misspelt?`]
  const problems: string[] = []
  const allowed = Object.keys(component.attributes)
  for (const attribute of attributes) {
    const rule = attribute.name ? component.attributes[attribute.name] : undefined
    if (!rule) {
      const what = attribute.name ? `attribute "${attribute.name}"` : "spread attribute"
      problems.push(`${at}: unknown ${what} on <${name}> (allowed: ${allowed.join(", ") || "none"})`)
    } else if (typeof attribute.value !== "string" || attribute.value.trim() === "") {
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

/** One readable message per problem in an MDX body; none when it is fine. `firstLine` is the body's first line in the file. */
export async function mdxComponentProblems(body: string, firstLine = 1): Promise<string[]> {
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
    if ((node.type === "mdxFlowExpression" || node.type === "mdxTextExpression") && !isComment(node.value)) {
      problems.push(`${at}: {expressions} are not allowed in content (comments {/* like this */} are)`)
    }
    if (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") problems.push(...elementProblems(node, at))
    node.children?.forEach(visit)
  }
  visit(tree)
  return problems
}

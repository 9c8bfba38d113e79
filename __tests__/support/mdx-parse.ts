/**
 * src/gatsby-node/mdx-parse.ts for Jest (jest.config.js maps it here): the same compiler, in a
 * child Node process, because Jest cannot import its ES module. Slower (a process per file), so
 * only the tests of MDX content use it.
 */
import { execFileSync } from "node:child_process"
import path from "node:path"
import type { MdxTree } from "../../src/gatsby-node/mdx-parse"

const PARSE = `
import { createProcessor } from "@mdx-js/mdx"
let body = ""
for await (const chunk of process.stdin) body += chunk
// What the checks read: lines, and for an {expression} how many statements its program has (comments are not statements).
const program = (data) => data?.estree && { estree: { body: data.estree.body.map(() => ({})) } }
const value = (value) => (value && typeof value === "object" ? { ...value, data: program(value.data) } : value)
const strip = (node) => ({
  ...node,
  position: node.position && { start: { line: node.position.start.line } },
  attributes: node.attributes?.map((attribute) => ({ ...attribute, value: value(attribute.value), data: program(attribute.data) })),
  children: node.children?.map(strip),
  data: program(node.data),
})
process.stdout.write(JSON.stringify(strip(createProcessor().parse(body))))
`

export async function parseMdx(body: string): Promise<MdxTree> {
  const json = execFileSync(process.execPath, ["--input-type=module", "-e", PARSE], {
    cwd: path.resolve(__dirname, "../.."),
    input: body,
    encoding: "utf8",
  })
  return JSON.parse(json) as MdxTree
}

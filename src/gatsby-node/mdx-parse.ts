/**
 * MDX source to its syntax tree (mdast with the MDX nodes), with the compiler the build uses:
 * @mdx-js/mdx, an ES module (src/build-tools/import-esm.ts). Jest, which cannot import ES modules here, runs the
 * same compiler in a child process instead (jest.config.js maps this module to
 * __tests__/support/mdx-parse.ts).
 */
import { importEsm } from "../build-tools/import-esm"

/** The program an {expression} holds, as MDX parses it (estree): empty when it is only comments. */
type Estree = { body: unknown[] }

/** An attribute's value: text, null for a bare attribute (`<x open>`), or an {expression}. */
export type MdxAttributeValue = string | null | { type: string; value: string; data?: { estree?: Estree } }

export type MdxTree = {
  type: string
  name?: string | null
  value?: string
  /** Links, images and link definitions. */
  url?: string
  /** The label a definition gives and a reference names (normalised: `[Pic]` and `[pic]` are one). */
  identifier?: string
  /** mdxJsxAttribute (name="value"), or mdxJsxExpressionAttribute ({...spread}, no name). */
  attributes?: Array<{ type: string; name?: string; value?: MdxAttributeValue }>
  children?: MdxTree[]
  position?: { start: { line: number } }
  data?: { estree?: Estree }
}

export async function parseMdx(body: string): Promise<MdxTree> {
  const { createProcessor } = await importEsm<typeof import("@mdx-js/mdx")>("@mdx-js/mdx")
  return createProcessor().parse(body) as unknown as MdxTree
}

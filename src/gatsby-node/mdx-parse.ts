/**
 * MDX source to its syntax tree (mdast with the MDX nodes), with the compiler the build uses:
 * @mdx-js/mdx, an ES module (src/build-tools/import-esm.ts). Jest, which cannot import ES modules here, runs the
 * same compiler in a child process instead (jest.config.js maps this module to
 * __tests__/support/mdx-parse.ts).
 */
import { importEsm } from "../build-tools/import-esm"

export type MdxTree = {
  type: string
  name?: string | null
  value?: string
  attributes?: Array<{ type: string; name?: string; value?: unknown }>
  children?: MdxTree[]
  position?: { start: { line: number } }
}

export async function parseMdx(body: string): Promise<MdxTree> {
  const { createProcessor } = await importEsm<typeof import("@mdx-js/mdx")>("@mdx-js/mdx")
  return createProcessor().parse(body) as unknown as MdxTree
}

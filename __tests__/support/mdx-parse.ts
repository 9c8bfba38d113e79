/**
 * src/gatsby-node/mdx-parse.ts for Jest (jest.config.js maps it here): the same compiler, bundled
 * into CommonJS before the tests run (./mdx-bundle.js), because Jest cannot import its ES module.
 */
import type { MdxTree } from "../../src/gatsby-node/mdx-parse"
import { MDX_BUNDLE } from "./mdx-bundle"

export async function parseMdx(body: string): Promise<MdxTree> {
  const { createProcessor } = require(MDX_BUNDLE) as typeof import("@mdx-js/mdx")
  return createProcessor().parse(body) as unknown as MdxTree
}

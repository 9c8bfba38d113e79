import type { CreateNodeArgs, Node } from "gatsby"
import { onCreateNode } from "../../gatsby-node"

/** The content file a node comes from, as gatsby-source-filesystem describes it. */
export type SourceFile = { relativePath: string; sourceInstanceName: string; absolutePath: string }

/**
 * Runs gatsby-node's own onCreateNode for one node whose parent is `file`, with a stand-in reporter
 * and actions: what the build would create, and the message it would stop with (if any).
 */
export async function runOnCreateNode(node: Record<string, unknown>, file: SourceFile) {
  const panicOnBuild = jest.fn()
  const createNode = jest.fn()
  const args = {
    node: { id: "node", parent: "file", ...node } as unknown as Node,
    getNode: () => ({ id: "file", ...file }),
    actions: { createNode, createParentChildLink: jest.fn() },
    reporter: { panicOnBuild },
    createNodeId: (seed: string) => `id:${seed}`,
    createContentDigest: () => "digest",
  } as unknown as CreateNodeArgs
  await (onCreateNode as (args: CreateNodeArgs) => Promise<void>)(args)
  return { panicOnBuild, createNode, message: panicOnBuild.mock.calls[0]?.[0] as string | undefined }
}

/**
 * A digest of a module of the project and of every module of the project it imports, as esbuild
 * follows the imports (packages left out: a dependency changes package.json, and Gatsby then empties
 * .cache/ itself). What the post-build keeps between builds is tied to the code that made it: Gatsby
 * empties .cache/ when gatsby-config or gatsby-node change, but not when a module gatsby-node imports
 * does (it hashes the gatsby-* files at the project's top only: docs/upgrade-surface.md), so a page
 * finished by older code would otherwise be kept as it was.
 */
import { createHash } from "crypto"
import fs from "fs"
import path from "path"

export async function codeDigest(entry: string, root: string): Promise<string> {
  // Loaded when called: esbuild refuses to load where TextEncoder is not Node's own (a Jest test in jsdom that imports the post-build).
  const { build } = await import("esbuild")
  const result = await build({
    entryPoints: [path.resolve(root, entry)],
    absWorkingDir: root,
    bundle: true,
    write: false,
    platform: "node",
    packages: "external",
    metafile: true,
    logLevel: "silent",
    loader: { ".css": "empty" },
  })
  const digest = createHash("sha256")
  for (const input of Object.keys(result.metafile.inputs).sort())
    digest.update(`${input}\0`).update(fs.readFileSync(path.resolve(root, input)))
  return digest.digest("hex").slice(0, 16)
}

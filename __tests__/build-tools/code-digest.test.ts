/**
 * @jest-environment node
 */
import fs from "fs"
import os from "os"
import path from "path"
import { codeDigest } from "../../src/build-tools/code-digest"

// What the post-build keeps between builds is tied to the code that made it (Gatsby empties .cache/
// for gatsby-node.ts itself, not for what it imports): the digest follows a module's imports.
describe("the digest of a module and what it imports", () => {
  it("changes when a module it imports changes, and not when an unrelated one does", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "code-digest-"))
    const write = (file: string, text: string) => fs.writeFileSync(path.join(root, file), text)
    write("entry.ts", 'import { policy } from "./policy"\nexport const finish = () => policy\n')
    write("policy.ts", "export const policy = \"script-src 'self'\"\n")
    write("elsewhere.ts", "export const x = 1\n")
    try {
      const first = await codeDigest("entry.ts", root)
      write("elsewhere.ts", "export const x = 2\n")
      expect(await codeDigest("entry.ts", root)).toBe(first)
      write("policy.ts", "export const policy = \"script-src 'self' 'unsafe-inline'\"\n")
      expect(await codeDigest("entry.ts", root)).not.toBe(first)
    } finally {
      fs.rmSync(root, { recursive: true, force: true })
    }
  })
})

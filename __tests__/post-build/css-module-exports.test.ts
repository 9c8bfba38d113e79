/**
 * What a CSS Module gives an island's bundle (src/post-build/css-module-exports.ts): the names
 * Gatsby's css-loader gives the server render, for a class, a dashed class, a class composed from
 * another file, a scoped animation, and nothing for what is global.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { cssModuleExports, cssModuleSource } from "../../src/post-build/css-module-exports"
import { cssModuleClassName } from "../../src/build-tools/css-module-names"

const root = fs.mkdtempSync(path.join(os.tmpdir(), "respite-css-"))
const write = (file: string, css: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  fs.writeFileSync(path.join(root, file), css)
  return path.join(root, file)
}
const named = (file: string, name: string) => cssModuleClassName({ rootContext: root, resourcePath: path.join(root, file) }, "", name)

afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

describe("a CSS Module's exports for the islands", () => {
  write("src/ui/link-card.module.css", ".card { color: red }\n.image { color: blue }")
  const file = write(
    "src/blog/post-card.module.css",
    `.card { composes: card from "../ui/link-card.module.css"; }
     .hero-wrap:hover .title { color: red }
     .spinner { animation: spin 1s }
     @keyframes spin { to { transform: rotate(1turn) } }
     .prose :global(.gatsby-resp-image-wrapper) { margin: 0 }`,
  )
  const exports = cssModuleExports(file, root)

  it("names each class as the server render does, a dashed one under its camel-cased key", () => {
    expect(exports.title).toBe(named("src/blog/post-card.module.css", "title"))
    expect(exports.heroWrap).toBe(named("src/blog/post-card.module.css", "hero-wrap"))
    expect(exports["hero-wrap"]).toBeUndefined()
  })

  it("gives a composing class its own name and the composed one's", () => {
    expect(exports.card).toBe(`${named("src/blog/post-card.module.css", "card")} ${named("src/ui/link-card.module.css", "card")}`)
  })

  it("scopes an animation's name, and leaves what is global alone", () => {
    expect(exports.spin).toBe(named("src/blog/post-card.module.css", "spin"))
    expect(Object.values(exports).join(" ")).not.toContain("gatsby-resp-image-wrapper")
  })

  it("gives a module whose named exports are the keys, as `import * as styles` reads them", () => {
    const source = cssModuleSource({ card: "a b", heroWrap: "c" })
    expect(source).toContain('const c0 = "a b";')
    expect(source).toContain('export { c0 as "card", c1 as "heroWrap" };')
  })
})

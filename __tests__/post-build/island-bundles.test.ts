/**
 * @jest-environment node
 *
 * The islands' bundles (src/post-build/island-bundles.ts), built by esbuild from the site's own
 * island files, as the post-build builds them; and what an island may not use. esbuild refuses to
 * run in jsdom, hence Node's environment.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { buildIslandBundles, islandNames } from "../../src/post-build/island-bundles"
import { cssModuleClassName } from "../../src/build-tools/css-module-names"

const ROOT = path.resolve(__dirname, "../..")
/** Every folder a test makes, removed when the file's tests end (a build that fails midway included). */
const made: string[] = []
const temporary = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "respite-islands-"))
  made.push(dir)
  return dir
}
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

describe("the islands' bundles", () => {
  const publicDir = temporary()
  let built: Awaited<ReturnType<typeof buildIslandBundles>>
  beforeAll(async () => {
    built = await buildIslandBundles(publicDir, ROOT)
  }, 30_000)

  it("gives every island file of src/, declared beside its component, a bundle of its own, named for its content, in public/_islands/", () => {
    expect(Object.keys(built.bundles).sort()).toEqual(islandNames(path.join(ROOT, "src")))
    expect(Object.keys(built.bundles)).toContain("newsletter-form")
    for (const [name, address] of Object.entries(built.bundles)) {
      expect(address).toMatch(new RegExp(`^/_islands/${name}-[A-Z0-9]{8}\\.js$`))
      expect(fs.existsSync(path.join(publicDir, address))).toBe(true)
    }
    expect(built.files.every((file) => fs.existsSync(path.join(publicDir, file)))).toBe(true)
  })

  it("runs the islands on Preact, not React, and carries no Gatsby code", () => {
    const code = built.files.map((file) => fs.readFileSync(path.join(publicDir, file), "utf8")).join("\n")
    // React's production build names its errors so; Gatsby's runtime keeps these on window.
    expect(code).not.toMatch(/Minified React error|___loader|___chunkMapping|___webpackCompilationHash/)
    // The shared runtime is Preact's size: React's own runtime (react-dom) is over 130 KB minified.
    const runtime = built.files.find((file) => /\/runtime-[A-Z0-9]{8}\.js$/.test(file))!
    expect(fs.statSync(path.join(publicDir, runtime)).size).toBeLessThan(40_000)
  })

  it("writes the same files again from the same sources (a rebuild with nothing changed rewrites no page)", async () => {
    expect((await buildIslandBundles(temporary(), ROOT)).files).toEqual(built.files)
  }, 30_000)

  it("knows every class each island can write, named as the server render names it, and the words of its code", () => {
    const card = (file: string, name: string) => cssModuleClassName({ rootContext: ROOT, resourcePath: path.join(ROOT, file) }, "", name)
    const formCard = card("src/components/forms/form-card.module.css", "card")
    expect(built.classNamesOf["feedback-form"]).toContain(formCard)
    expect(built.classNamesOf.carousel).not.toContain(formCard)
    expect(built.words["feedback-form"]).toContain(formCard)
    // The image overlay's library is loaded on the first click, and what it writes is the island's too.
    expect(built.words["image-zoom"]).toContain("medium-zoom-overlay")
  })

  it("stops the build, naming both files, when two files declare islands of one name", async () => {
    const source = temporary()
    for (const folder of ["forms", "landing"]) {
      fs.mkdirSync(path.join(source, folder))
      fs.writeFileSync(path.join(source, folder, "signup.island.tsx"), "export const signup = {}\n")
    }
    await expect(buildIslandBundles(temporary(), ROOT, source)).rejects.toThrow(
      /Two files declare the island "signup": .*forms\/signup\.island\.tsx and .*landing\/signup\.island\.tsx/,
    )
  })

  it("stops the build, naming the file, when an island imports Gatsby (no Gatsby runtime runs in the browser)", async () => {
    const islands = temporary()
    fs.writeFileSync(
      path.join(islands, "bad.island.tsx"),
      'import { navigate } from "gatsby"\nexport const Bad = { island: { name: "bad" }, navigate }\n',
    )
    await expect(buildIslandBundles(temporary(), ROOT, islands)).rejects.toThrow(
      /bad\.island\.tsx imports "gatsby", which an island cannot use/,
    )
  }, 30_000)
})

import fs from "fs"
import os from "os"
import path from "path"
import { filesReadDuring } from "../support/files-read"
import { BUILD_ID_FILE, buildId, writeBuildId } from "../../src/post-build/build-id"

let dir: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "build-id-"))
  fs.mkdirSync(path.join(dir, "pricing"))
  fs.writeFileSync(path.join(dir, "index.html"), "<title>Home</title>")
  fs.writeFileSync(path.join(dir, "pricing", "index.html"), "<title>Pricing</title>")
  fs.writeFileSync(path.join(dir, ".assetsignore"), "_nginx.conf\n")
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

describe("the build's id", () => {
  it("is the same for the same files, whenever they were written, and fits a version's tag (25 characters)", () => {
    const id = writeBuildId(dir)
    expect(id).toMatch(/^[0-9a-f]{20}$/)
    expect(fs.readFileSync(path.join(dir, BUILD_ID_FILE), "utf8")).toBe(`${id}\n`)
    const later = new Date(Date.now() + 3_600_000)
    fs.utimesSync(path.join(dir, "index.html"), later, later)
    fs.writeFileSync(path.join(dir, "pricing", "index.html"), "<title>Pricing</title>")
    expect(buildId(dir)).toBe(id)
  })

  it("changes with one byte of any file, a file's name or a file more", () => {
    const id = buildId(dir)
    const changes: Array<() => void> = [
      () => fs.writeFileSync(path.join(dir, "pricing", "index.html"), "<title>Pricing!</title>"),
      () => fs.renameSync(path.join(dir, "pricing"), path.join(dir, "prices")),
      () => fs.writeFileSync(path.join(dir, "robots.txt"), ""),
      () => fs.writeFileSync(path.join(dir, ".assetsignore"), "_nginx.conf\n_headers\n"),
    ]
    for (const change of changes) {
      const before = buildId(dir)
      change()
      expect(buildId(dir)).not.toBe(before)
    }
    expect(buildId(dir)).not.toBe(id)
  })

  it("leaves its own file out, so writing it again gives the same id", () => {
    const id = writeBuildId(dir)
    expect(writeBuildId(dir)).toBe(id)
  })

  describe("with its record in .cache/ (a rebuild)", () => {
    const record = () => path.join(dir, "..", `${path.basename(dir)}-digests.json`)
    afterEach(() => fs.rmSync(record(), { force: true }))
    const readsDuring = (work: () => void) => filesReadDuring(dir, work)

    it("is the id read afresh, and reads no file again when none was written since", () => {
      const id = buildId(dir, record())
      expect(id).toBe(buildId(dir))
      expect(readsDuring(() => expect(buildId(dir, record())).toBe(id))).toEqual([])
    })

    it("reads a file written again, even to the same size and modified time", () => {
      const page = path.join(dir, "pricing", "index.html")
      const then = new Date("2026-01-01T00:00:00Z")
      fs.utimesSync(page, then, then)
      const id = buildId(dir, record())
      fs.writeFileSync(page, "<title>Pricing?</title>".slice(0, "<title>Pricing</title>".length))
      fs.utimesSync(page, then, then)
      expect(readsDuring(() => expect(buildId(dir, record())).not.toBe(id))).toEqual([page])
      expect(buildId(dir, record())).toBe(buildId(dir))
    })
  })
})

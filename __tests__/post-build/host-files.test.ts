import fs from "fs"
import os from "os"
import path from "path"
import { writeHostFiles } from "../../src/post-build/host-files"

// The host files do not grow with the site: the same whether the blog has 11 posts or 1,000
// (Cloudflare reads at most 100 header rules: docs/hosting.md). They are written from the site's
// settings alone, never from its pages, so a build of any size writes the same three files.
describe("the host files", () => {
  it("are _headers, _nginx.conf and robots.txt, the same for any build", () => {
    const dirs = [fs.mkdtempSync(path.join(os.tmpdir(), "hosts-a-")), fs.mkdtempSync(path.join(os.tmpdir(), "hosts-b-"))]
    fs.mkdirSync(path.join(dirs[1], "blog", "post-999"), { recursive: true })
    fs.writeFileSync(path.join(dirs[1], "blog", "post-999", "index.html"), "<title>A post</title>")
    const rules = dirs.map((dir) => writeHostFiles(dir))
    expect(rules[1]).toBe(rules[0])
    for (const file of ["_headers", "_nginx.conf", "robots.txt"]) {
      expect(fs.readFileSync(path.join(dirs[1], file), "utf8")).toBe(fs.readFileSync(path.join(dirs[0], file), "utf8"))
    }
    dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }))
  })
})

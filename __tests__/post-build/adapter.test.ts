import fs from "fs"
import os from "os"
import path from "path"
import config from "../../gatsby-config"
import { siteAdapter, writeNetlifyPageFiles } from "../../src/post-build/adapter"

let dir: string
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
  fs.writeFileSync(path.join(dir, file), text)
}
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "adapter-"))
  write("index.html", "home")
  write("pricing/index.html", "pricing")
  write("blog/a-post/index.html", "a post")
  write("404.html", "not found")
  write("404/index.html", "not found")
  write("static/img/index.html", "not a page")
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

describe("the site's Gatsby adapter", () => {
  it("is the one gatsby-config names, so Gatsby installs none of its own on a platform it detects", () => {
    expect(config.adapter?.name).toBe(siteAdapter().name)
  })

  it("changes nothing in a build elsewhere than on Netlify", async () => {
    const saved = { cwd: process.cwd(), netlify: process.env.NETLIFY }
    delete process.env.NETLIFY
    fs.mkdirSync(path.join(dir, "project", "public"), { recursive: true })
    process.chdir(path.join(dir, "project"))
    try {
      await siteAdapter().adapt({ reporter: { info: jest.fn() } } as never)
      expect(fs.readdirSync("public")).toEqual([])
    } finally {
      process.chdir(saved.cwd)
      if (saved.netlify !== undefined) process.env.NETLIFY = saved.netlify
    }
  })

  it("on Netlify, writes each page's <path>.html beside its <path>/index.html, the same page", () => {
    expect(writeNetlifyPageFiles(dir)).toBe(2)
    expect(fs.readFileSync(path.join(dir, "pricing.html"), "utf8")).toBe("pricing")
    expect(fs.readFileSync(path.join(dir, "blog", "a-post.html"), "utf8")).toBe("a post")
    expect(fs.readFileSync(path.join(dir, "pricing", "index.html"), "utf8")).toBe("pricing")
    expect(fs.existsSync(path.join(dir, "static", "img.html"))).toBe(false)
    expect(fs.existsSync(path.join(dir, "blog.html"))).toBe(false)
  })
})

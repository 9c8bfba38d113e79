/**
 * What the search indexes is decided in src/search/ from each page's final HTML: the pages that
 * mark their content data-pagefind-body, read again only when their digest changed since the last
 * build, so that a build with nothing changed reads no page.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { searchablePages } from "../../src/search/searchable-pages"

describe("the pages the search indexes", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "respite-searchable-"))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
  const page = (name: string, html: string, digest: string) => {
    const file = path.join(dir, `${name}.html`)
    fs.writeFileSync(file, html)
    return { path: `/${name}`, file, digest }
  }

  it("are those whose content is marked for it, and the record says so for each page", () => {
    const pages = [page("pricing", '<main data-pagefind-body="">Plans</main>', "a"), page("feedback", "<main>Tell us</main>", "b")]
    const { searchable, record } = searchablePages(pages, {})
    expect(searchable.map((each) => each.path)).toEqual(["/pricing"])
    expect(record).toEqual({ "/pricing": { digest: "a", searchable: true }, "/feedback": { digest: "b", searchable: false } })
  })

  it("reads a page again only when its digest changed", () => {
    const known = { "/pricing": { digest: "a", searchable: true }, "/feedback": { digest: "b", searchable: false } }
    // Both files now say the opposite; only the page whose digest changed is read.
    const pages = [page("pricing", "<main>Plans</main>", "a"), page("feedback", '<main data-pagefind-body="">Tell us</main>', "c")]
    expect(searchablePages(pages, known).searchable.map((each) => each.path)).toEqual(["/pricing", "/feedback"])
    fs.rmSync(pages[0].file)
    expect(() => searchablePages(pages, known)).not.toThrow()
  })
})

/**
 * British and American spellings (src/search/site-spellings.ts, src/search/spelling.ts): the build
 * keeps, of each pair, the form the site uses, and the search page searches a query in that form.
 * The site's words are read here from content/ (the help articles, the posts and the data files),
 * as the build reads them from the pages it indexes.
 */
import fs from "fs"
import path from "path"
import { siteSpellings, wordsOf } from "../../src/search/site-spellings"
import { inSiteSpelling } from "../../src/search/spelling"

function filesIn(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? filesIn(full) : /\.(mdx|json)$/.test(entry.name) ? [full] : []
  })
}

/** The text a data file puts on pages: its strings, not its keys. */
const stringsOf = (value: unknown): string[] =>
  typeof value === "string" ? [value] : typeof value === "object" && value ? Object.values(value).flatMap(stringsOf) : []

const textOf = (file: string) => {
  const raw = fs.readFileSync(file, "utf8")
  return file.endsWith(".json") ? stringsOf(JSON.parse(raw)).join(" ") : raw
}

const contentWords = new Set(filesIn(path.join(__dirname, "../../content")).flatMap((file) => wordsOf(textOf(file))))
const spellings = siteSpellings(contentWords)

describe("the site's spellings", () => {
  it("reads a page's words, not its markup, scripts or styles", () => {
    expect(wordsOf('<p class="x">Reset your <b>Licence</b>&nbsp;now</p><script>colour()</script><style>.a{}</style>')).toEqual([
      "reset",
      "your",
      "licence",
      "now",
    ])
  })

  it("keeps, of each pair, the form the site uses, and leaves pairs it uses both ways or neither", () => {
    const pairs = [
      ["license", "licence"],
      ["color", "colour"],
      ["center", "centre"],
      ["gray", "grey"],
    ] as const
    expect(siteSpellings(new Set(["license", "colour", "center", "centre"]), pairs)).toEqual({ licence: "license", color: "colour" })
  })

  it("covers the words this site spells one way: every other spelling leads to one the content uses", () => {
    expect(Object.keys(spellings).length).toBeGreaterThan(0)
    for (const [other, used] of Object.entries(spellings)) {
      expect(contentWords.has(used)).toBe(true)
      expect(contentWords.has(other)).toBe(false)
    }
  })

  it.each([
    ["licence", "license"],
    ["Licences", "licenses"],
    ["colour", "color"],
    ["favourite", "favorite"],
    ["behaviour", "behavior"],
  ])("searches “%s” as the site spells it: “%s”", (typed, searched) => {
    // Each only if the content spells it the American way, as it does today.
    expect(contentWords.has(searched)).toBe(true)
    expect(inSiteSpelling(typed, spellings)).toBe(searched)
  })

  it("rewrites only the words the site spells the other way, and leaves the rest as typed", () => {
    expect(inSiteSpelling("reset my licence, colour-blind?", { licence: "license", colour: "color" })).toBe(
      "reset my license, color-blind?",
    )
    expect(inSiteSpelling("constructor toString", {})).toBe("constructor toString")
  })
})

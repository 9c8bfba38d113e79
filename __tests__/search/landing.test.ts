/**
 * Where a result's links land (src/search/landing.ts): on the section of the first word marked in
 * what the result shows, named by its heading's id, and on the word itself by a text fragment where
 * the browser supports one. The
 * result below is shaped as Pagefind gives one (content, match locations by word, excerpts built
 * from the same words, sub-results per heading with an id); e2e/search.spec.ts follows real ones.
 */
import { firstMarked, landing, textDirective } from "../../src/search/landing"
import type { PagefindResult } from "../../src/search/pagefind"

const content =
  "Moving to a new Mac: resetting your license. Reset your license on the Manage your license page. " +
  "Before you start. Find your key. Move your license. Open (license) settings, then quit."
const words = content.split(" ")
const at = (word: string, from = 0) => words.indexOf(word, from)
const mark = (from: number, to: number, marked: number[]) =>
  words
    .slice(from, to)
    .map((word, index) => (marked.includes(from + index) ? `<mark>${word}</mark>` : word))
    .join(" ")

const locations = words.flatMap((word, index) => (/license/i.test(word) ? [index] : []))
const moveAt = at("Move")
const result: PagefindResult = {
  url: "/help/move-to-a-new-mac",
  meta: { title: "Moving to a new Mac: resetting your license", kind: "Help · Licenses and purchases" },
  content,
  locations,
  excerpt: mark(4, 14, locations),
  sub_results: [
    {
      title: "Moving to a new Mac: resetting your license",
      url: "/help/move-to-a-new-mac",
      excerpt: mark(4, 14, locations),
      locations: locations.filter((location) => location < moveAt),
    },
    {
      title: "Move your license",
      url: "/help/move-to-a-new-mac#move-your-license",
      excerpt: mark(moveAt, words.length, locations),
      locations: locations.filter((location) => location >= moveAt),
      anchor: { id: "move-your-license" },
    },
  ],
}

const decode = (directive: string) =>
  directive.split("&").map((each) =>
    each
      .replace(/^(:~:)?text=/, "")
      .split(/(?<=-),|,(?=-)/)
      .map(decodeURIComponent),
  )

describe("a text directive", () => {
  it("is the word with the word before and after it, then with only one of them, each encoded", () => {
    const directive = textDirective(words, at("license", 9))!
    expect(directive).toBe(":~:text=your-,license,-on&text=your-,license&text=license,-on")
  })

  it("keeps punctuation out of the word, and in its context, where the page has it too", () => {
    expect(decode(textDirective(words, at("(license)"))!)[0]).toEqual(["Open (-", "license", "-) settings,"])
  })

  it("tries a full stop around the word with it, then without it: Pagefind ends a heading with one the page does not have", () => {
    // "...resetting your license" is the page's heading; "Reset your license..." the paragraph after it.
    expect(decode(textDirective(words, at("license.", 0))!)).toEqual([
      ["your-", "license", "-. Reset"],
      ["your-", "license", "-Reset"],
      ["your-", "license"],
      ["license", "-. Reset"],
      ["license", "-Reset"],
    ])
    expect(decode(textDirective(["1", "Mac.", "Subscription:", "$9.99"], 2)!)).toEqual([
      ["Mac.-", "Subscription", "-: $9.99"],
      ["Mac-", "Subscription", "-: $9.99"],
      ["Mac.-", "Subscription"],
      ["Mac-", "Subscription"],
      ["Subscription", "-: $9.99"],
    ])
  })

  it("encodes the characters its syntax uses", () => {
    expect(textDirective(["drink-water", "&", "move,", "often"], 2)).toBe(
      ":~:text=%26-,move,-%2C%20often&text=%26-,move&text=move,-%2C%20often",
    )
  })

  it("stands alone at the ends of the text, and is not made for a word with no letter", () => {
    expect(textDirective(["license"], 0)).toBe(":~:text=license")
    expect(textDirective(["a", "—", "b"], 1)).toBeNull()
  })
})

describe("the first word marked in an excerpt", () => {
  it("is found where the whole excerpt lines up with the page's text", () => {
    expect(firstMarked(words, result.sub_results[1].excerpt, locations)).toBe(at("license.", moveAt))
    expect(firstMarked(words, result.excerpt, locations)).toBe(at("license.", 0))
  })

  it("is not found for an excerpt that is not the page's text, or has nothing marked", () => {
    expect(firstMarked(words, "another <mark>license</mark> page", locations)).toBe(-1)
    expect(firstMarked(words, "no marks here", locations)).toBe(-1)
  })
})

describe("a result's links", () => {
  it("land on the marked words by text fragments where the browser supports them, in the section named in the address", () => {
    const to = landing(result, true)
    // The first marked word comes before any heading: the page itself.
    expect(to.url).toBe(`/help/move-to-a-new-mac#${textDirective(words, at("license.", 0))}`)
    expect(to.sections).toEqual([
      { title: "Move your license", url: `/help/move-to-a-new-mac#move-your-license${textDirective(words, at("license.", moveAt))}` },
    ])
    // A title whose first marked word is in a section names it too.
    const later = { ...result, excerpt: result.sub_results[1].excerpt }
    expect(landing(later, true).url).toBe(`/help/move-to-a-new-mac#move-your-license${textDirective(words, at("license.", moveAt))}`)
  })

  it("land on the section's heading where it does not: the title on the first part with a match", () => {
    const to = landing(result, false)
    expect(to.url).toBe("/help/move-to-a-new-mac")
    expect(to.sections).toEqual([{ title: "Move your license", url: "/help/move-to-a-new-mac#move-your-license" }])
    const later = { ...result, sub_results: result.sub_results.slice(1) }
    expect(landing(later, false).url).toBe("/help/move-to-a-new-mac#move-your-license")
  })

  it("fall back to the section's heading when the excerpt cannot be placed in the page's text", () => {
    const moved = {
      ...result,
      sub_results: [result.sub_results[0], { ...result.sub_results[1], excerpt: "<mark>license</mark> elsewhere" }],
    }
    expect(landing(moved, true).sections[0].url).toBe("/help/move-to-a-new-mac#move-your-license")
  })

  it("of an FAQ answer keep its question's anchor, which opens it", () => {
    const faq = {
      ...result,
      url: "/#faq-is-there-a-free-trial",
      sub_results: [{ title: "Is there a free trial?", url: "/#faq-is-there-a-free-trial", excerpt: "", locations: [] }],
    }
    expect(landing(faq, true)).toEqual({ url: "/#faq-is-there-a-free-trial", sections: [] })
  })
})

/**
 * The words the build writes beside the index for the search page (src/search/search-words.ts), from
 * the site's synonyms (src/search/synonyms.json) and stop words (src/search/stop-words.json), which
 * editors add to (docs/editing.md#search): kept only where the site's words are on its pages, and
 * read as the search page reads a query.
 */
import { SYNONYM_ENTRIES, searchWords } from "../../src/search/search-words"
import { wordsIn } from "../../src/search/query"
import stopWords from "../../src/search/stop-words.json"

const used = new Set(["meeting", "video", "call", "license", "key", "20", "eye", "strain"])

describe("the search's words", () => {
  it("lead each visitor's phrase to the site's words that are on its pages, and list those that are not", () => {
    const { words, unused } = searchWords(used, [
      { about: "Meetings", site: ["meeting", "video call", "huddle room"], visitors: ["Zoom", "Teams call"] },
      { about: "Eyes", site: ["20-20-20", "eye strain"], visitors: ["tired eyes"] },
      { about: "Gone", site: ["standing desk"], visitors: ["sit-stand"] },
    ])
    expect(words.synonyms).toEqual({
      zoom: ["meeting", "video call"],
      "teams call": ["meeting", "video call"],
      "tired eyes": ["20-20-20", "eye strain"],
    })
    expect(unused).toEqual([
      { about: "Meetings", site: "huddle room" },
      { about: "Gone", site: "standing desk" },
    ])
  })

  it("join the site's words of every entry a visitor's phrase is in, written in the site's spelling", () => {
    const { words } = searchWords(new Set([...used, "license"]), [
      { about: "Keys", site: ["license key"], visitors: ["licence code"] },
      { about: "More keys", site: ["license"], visitors: ["Licence code"] },
    ])
    expect(words.spellings).toMatchObject({ licence: "license" })
    expect(words.synonyms).toEqual({ "license code": ["license key", "license"] })
  })

  it("carry the stop words as they are", () => {
    expect(searchWords(used, []).words.stopWords).toEqual(stopWords)
  })
})

describe("the site's synonyms and stop words, as editors write them", () => {
  it("each synonym says what it is about, the site's words and the visitors' words, each a phrase of words", () => {
    for (const entry of SYNONYM_ENTRIES) {
      expect(entry.about).toMatch(/\S/)
      expect(entry.site.length).toBeGreaterThan(0)
      expect(entry.visitors.length).toBeGreaterThan(0)
      for (const phrase of [...entry.site, ...entry.visitors]) expect(wordsIn(phrase).length).toBeGreaterThan(0)
    }
  })

  it("each stop word is one word, written as a query's words are read (lower case, no apostrophe), once", () => {
    for (const word of stopWords) expect(wordsIn(word)).toEqual([word])
    expect(new Set(stopWords).size).toBe(stopWords.length)
  })
})

/**
 * How the search page reads a query (src/search/query.ts): its words as Pagefind reads them, each
 * with the site's words for it where a synonym names it, and the words that carry no meaning for the
 * site marked. The words are given here as the build would write them (src/search/search-words.ts).
 */
import { conceptsOf, wordsIn, type SearchWords } from "../../src/search/query"

const words: SearchWords = {
  spellings: { licence: "license" },
  synonyms: {
    zoom: ["meeting", "video call"],
    "zoom call": ["meeting", "video call"],
    "office hours": ["working hours"],
    emails: ["newsletter"],
    "license code": ["license key"],
    "open automatically": ["open at login", "login items"],
    "stop getting": ["unsubscribe"],
    "how much": ["price"],
  },
  stopWords: ["how", "do", "i", "my", "a", "the", "during", "no", "isnt", "respite", "at", "much"],
}

const read = (query: string) =>
  conceptsOf(query, words).map(({ text, alternatives, stop }) => ({ text, alternatives: alternatives.map((each) => each.join(" ")), stop }))

describe("a query's words", () => {
  it("are lower case letters and digits, as Pagefind reads them: apostrophes inside a word left out, hyphens and full stops inside one kept", () => {
    expect(wordsIn("Respite isn’t reminding me (20-20-20) on macOS 14.2, don't!")).toEqual([
      "respite",
      "isnt",
      "reminding",
      "me",
      "20-20-20",
      "on",
      "macos",
      "14.2",
      "dont",
    ])
  })
})

describe("what a query asks for", () => {
  it("is each word, those that carry no meaning for the site marked", () => {
    expect(read("How do I reset my license")).toEqual([
      { text: "how", alternatives: ["how"], stop: true },
      { text: "do", alternatives: ["do"], stop: true },
      { text: "i", alternatives: ["i"], stop: true },
      { text: "reset", alternatives: ["reset"], stop: false },
      { text: "my", alternatives: ["my"], stop: true },
      { text: "license", alternatives: ["license"], stop: false },
    ])
  })

  it("finds a visitor's word also by the site's words for it, the longest phrase a synonym names first", () => {
    expect(read("no breaks during my zoom call")).toEqual([
      { text: "no", alternatives: ["no"], stop: true },
      { text: "breaks", alternatives: ["breaks"], stop: false },
      { text: "during", alternatives: ["during"], stop: true },
      { text: "my", alternatives: ["my"], stop: true },
      { text: "zoom call", alternatives: ["zoom call", "meeting", "video call"], stop: false },
    ])
    expect(read("zoom")).toEqual([{ text: "zoom", alternatives: ["zoom", "meeting", "video call"], stop: false }])
  })

  it("meets a phrase in the plural of a query (“zoom calls”), but not a phrase written in the plural in its singular (“email”)", () => {
    expect(read("zoom calls")[0].alternatives).toEqual(["zoom calls", "meeting", "video call"])
    expect(read("email")[0].alternatives).toEqual(["email"])
    expect(read("emails")[0].alternatives).toEqual(["emails", "newsletter"])
  })

  it("meets a phrase across the query's stop words between its words, and asks for the words of each alternative that carry meaning", () => {
    expect(read("open Respite automatically")).toEqual([
      { text: "open respite automatically", alternatives: ["open automatically", "open login", "login items"], stop: false },
    ])
    // A word that carries meaning breaks the phrase: "stop reminders getting" is not "stop getting".
    expect(read("stop reminders getting").map(({ text }) => text)).toEqual(["stop", "reminders", "getting"])
    // "how much" as typed has no word that carries meaning: only the site's word finds it.
    expect(read("how much")).toEqual([{ text: "how much", alternatives: ["price"], stop: false }])
  })

  it("is read in the site's spelling first, so that a synonym written in the site's spelling meets the other", () => {
    expect(read("Licence")).toEqual([{ text: "license", alternatives: ["license"], stop: false }])
    expect(read("licence code")).toEqual([{ text: "license code", alternatives: ["license code", "license key"], stop: false }])
  })

  it("asks once for a word asked twice, and for nothing when the query has no word", () => {
    expect(read("how long is a long break").map(({ text }) => text)).toEqual(["how", "long", "is", "a", "break"])
    expect(read("  ?! … ")).toEqual([])
  })
})

import { appFacts, FACT_NAMES } from "../../src/config/app-facts"
import { site } from "../../src/config/site"
import { fillFacts, fillFactsIn, unknownFacts } from "../../src/lib/fill-facts"

// Data files and frontmatter write facts as articles do; the build fills them (src/lib/fill-facts.ts).
describe("fillFacts", () => {
  it("puts each fact's text where its tag was, whichever quotes the attribute has", () => {
    expect(fillFacts(`Breaks: <Fact name="shortBreak" />; needs <Fact name='macOS'/>.`, "text")).toBe(
      `Breaks: ${appFacts.shortBreak.text}; needs ${site.requirements.macOS}.`,
    )
  })

  it("gives the contact address from configuration: plain in text, a mailto link in HTML", () => {
    expect(fillFacts("Write to <ContactEmail />.", "text")).toBe(`Write to ${site.contactEmail}.`)
    expect(fillFacts("<p>Write to <ContactEmail />.</p>", "html")).toBe(
      `<p>Write to <a href="mailto:${site.contactEmail}">${site.contactEmail}</a>.</p>`,
    )
  })

  it("escapes a fact's text in HTML", () => {
    expect(fillFacts('<Fact name="comingSoon" />', "html")).not.toMatch(/[<>]/)
  })

  it("refuses a name that is not a fact, listing the names there are", () => {
    expect(unknownFacts('<Fact name="shortBreak" /> <Fact name="pauseForAnHour" />')).toEqual(["pauseForAnHour"])
    expect(() => fillFacts('<Fact name="pauseForAnHour" />', "text")).toThrow(
      `unknown fact <Fact name="pauseForAnHour" /> (allowed: ${FACT_NAMES.join(", ")})`,
    )
  })

  it("fills lists of texts and leaves other values as they are", () => {
    expect(fillFactsIn(['<Fact name="trial" />', "plain"])).toEqual([site.trial.terms[0], "plain"])
    expect(fillFactsIn(3)).toBe(3)
  })
})

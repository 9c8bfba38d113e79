/**
 * The FAQ's structured data (src/lib/structured-data.ts) gives each answer as text, which search
 * engines show as it is: it must read as the answer's HTML does on the page.
 */
import { faqJsonLd } from "../../src/lib/structured-data"

const answerOf = (answerHtml: string) => JSON.parse(faqJsonLd([{ question: "Q?", answerHtml }])).mainEntity[0].acceptedAnswer.text

describe("the FAQ's structured data", () => {
  it("reads an answer as its HTML does: no space where an inline element ends, one between paragraphs", () => {
    expect(answerOf("<p>A <strong>30-second break every 20 minutes</strong>, and <a href='/help'>more</a>.</p><p>Then this.</p>")).toBe(
      "A 30-second break every 20 minutes, and more. Then this.",
    )
    expect(answerOf("<ul><li>One</li><li>Two</li></ul>Line<br/>break")).toBe("One Two Line break")
  })
})

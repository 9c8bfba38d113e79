/**
 * The fields worked out when a query asks (src/gatsby-node/resolvers.ts): data files' texts with
 * their facts filled in, and an FAQ answer's.
 */
import type { CreateResolversArgs } from "gatsby"
import { contentResolvers } from "../../src/gatsby-node/resolvers"
import { appFacts } from "../../src/config/app-facts"
import { site } from "../../src/config/site"

type Resolve = (source: Record<string, unknown>, args: unknown, context: unknown) => unknown
type Resolvers = Record<string, Record<string, { resolve: Resolve }>>

const articles = [
  { slug: "working-hours", title: "Working hours & you", summary: "Reminders only while you work.", draft: null },
  { slug: "unfinished", title: "Unfinished", summary: "Not yet.", draft: true },
]

/** What the resolvers see of Gatsby: its node model, holding the help articles above. */
const context = {
  nodeModel: {
    findOne: async ({ query }: { query: { filter: { slug: { eq: string } } } }) =>
      articles.find((article) => article.slug === query.filter.slug.eq) ?? null,
  },
}

function resolvers(): Resolvers {
  const createResolvers = jest.fn()
  contentResolvers({ createResolvers } as unknown as CreateResolversArgs)
  return createResolvers.mock.calls[0][0] as Resolvers
}

describe("resolvers", () => {
  it("fill the facts into data files' texts, nested ones too", () => {
    const all = resolvers()
    expect(all.FeaturesJson.description.resolve({ description: 'Every <Fact name="shortBreakEvery" />.' }, {}, context)).toBe(
      `Every ${appFacts.shortBreakEvery.text}.`,
    )
    expect(all.SetupStepsJson.description.resolve({ description: "Write to <ContactEmail />." }, {}, context)).toBe(
      `Write to ${site.contactEmail}.`,
    )
    expect(all.PricingBadge.text.resolve({ text: "Best Value" }, {}, context)).toBe("Best Value")
  })

  it("fill an FAQ answer's facts as HTML, then sanitise it", async () => {
    const html = await resolvers().FaqJson.answerHtml.resolve(
      { question: "When?", answer: '<p>Needs <Fact name="macOS" />. Ask <ContactEmail />.</p><script>x()</script>' },
      {},
      context,
    )
    expect(html).toBe(`<p>Needs ${appFacts.macOS.text}. Ask <a href="mailto:${site.contactEmail}">${site.contactEmail}</a>.</p>`)
  })
})

/**
 * The fields worked out when a query asks (src/gatsby-node/resolvers.ts): data files' texts with
 * their facts filled in, an FAQ answer ending with its help articles, a page's and a post's help
 * articles, and the build stopping on a help slug with no published article.
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

/** The nodes the resolvers read by id, in order (the configuration's: src/gatsby-node/configuration-node.ts). */
let read: string[] = []
beforeEach(() => (read = []))

/** What the resolvers see of Gatsby: its node model, holding the help articles above. */
const context = {
  nodeModel: {
    findOne: async ({ query }: { query: { filter: { slug: { eq: string } } } }) =>
      articles.find((article) => article.slug === query.filter.slug.eq) ?? null,
    getNodeById: ({ id }: { id: string }) => void read.push(id),
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

  it("end an FAQ answer with its help articles, after its facts, sanitised", async () => {
    const html = await resolvers().FaqJson.answerHtml.resolve(
      {
        question: "When?",
        answer: '<p>Needs <Fact name="macOS" />. Ask <ContactEmail />.</p><script>x()</script>',
        help: ["working-hours"],
      },
      {},
      context,
    )
    expect(html).toBe(
      `<p>Needs ${appFacts.macOS.text}. Ask <a href="mailto:${site.contactEmail}">${site.contactEmail}</a>.</p>` +
        '<p>More in <a href="/help/working-hours">Working hours &amp; you</a>.</p>',
    )
  })

  it("give a page's and a post's help articles in the declared order", async () => {
    const all = resolvers()
    const expected = [{ slug: "working-hours", title: "Working hours & you", summary: "Reminders only while you work." }]
    expect(await all.HelpLinksJson.helpArticles.resolve({ page: "/pricing", help: ["working-hours"] }, {}, context)).toEqual(expected)
    expect(await all.BlogPost.helpArticles.resolve({ slug: "respite-1.2.0", help: ["working-hours"] }, {}, context)).toEqual(expected)
    expect(await all.BlogPost.helpArticles.resolve({ slug: "a-post", help: null }, {}, context)).toEqual([])
  })

  it("stop the build on a help slug with no published article, naming where it was declared", async () => {
    const all = resolvers()
    await expect(all.HelpLinksJson.helpArticles.resolve({ page: "/pricing", help: ["working-hour"] }, {}, context)).rejects.toThrow(
      'content/data/help-links.json, entry "/pricing": help "working-hour" names no help article (there is no content/help/working-hour/index.mdx)',
    )
    await expect(
      all.FaqJson.answerHtml.resolve({ question: "When?", answer: "<p>Soon.</p>", help: ["unfinished"] }, {}, context),
    ).rejects.toThrow('content/data/faq.json, entry "When?": help "unfinished" is a draft, which this build does not publish')
  })

  it("read the configuration first, so that Gatsby reruns their queries when it changes: a legal page's text the company's details too", async () => {
    const all = resolvers()
    all.FeaturesJson.description.resolve({ description: "Text." }, {}, context)
    expect(read).toEqual(["respite-configuration-content"])
    read = []
    // The text itself needs Gatsby's MDX compiler, which is not here: what it read first is what counts.
    await expect(Promise.resolve().then(() => all.LegalPage.html.resolve({ parent: "no-such-node" }, {}, context))).rejects.toThrow()
    expect(read).toEqual(["respite-configuration-content", "respite-configuration-company"])
  })
})

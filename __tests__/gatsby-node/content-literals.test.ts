/**
 * Content may not type out what configuration owns, and the facts it names instead must exist: the
 * build stops naming the file, the line and what to write (src/gatsby-node/content-literals.ts),
 * through gatsby-node's own onCreateNode, on files written for the test.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { appFacts, FACT_NAMES } from "../../src/config/app-facts"
import { site } from "../../src/config/site"
import { runOnCreateNode } from "../support/on-create-node"

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-literals-"))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** Writes `raw` as content/<collection>/<relativePath> and runs onCreateNode for `node`, whose file it is. */
async function run(raw: string, node: Record<string, unknown>, sourceInstanceName: string, relativePath: string) {
  const absolutePath = path.join(dir, sourceInstanceName, relativePath)
  fs.mkdirSync(path.dirname(absolutePath), { recursive: true })
  fs.writeFileSync(absolutePath, raw)
  return runOnCreateNode(node, { relativePath, sourceInstanceName, absolutePath })
}

/** A help article as an editor writes it: the frontmatter lines, then the body. */
function helpArticle(frontmatter: string[], body: string[]) {
  const raw = ["---", ...frontmatter, "---", "", ...body, ""].join("\n")
  const fields = Object.fromEntries(
    frontmatter.map((line) => {
      const [, name, value] = /^(\w+):\s*(.*)$/.exec(line)!
      return [name, /^\d+$/.test(value) ? Number(value) : value.replace(/^"|"$/g, "")]
    }),
  )
  return run(raw, { internal: { type: "Mdx" }, frontmatter: fields, body: ["", ...body, ""].join("\n") }, "help", "a-topic/index.mdx")
}

const FRONTMATTER = [
  'title: "Working hours"',
  'summary: "Reminders only while you work, on your Mac."',
  'topic: "Breaks and reminders"',
  "order: 1",
  'updated: "2026-11-26"',
]

describe("content that types out what configuration owns", () => {
  it("stops the build on the contact address or a mailto link in an article, naming the line and what to write", async () => {
    const { message, createNode } = await helpArticle(FRONTMATTER, [
      "Intro.", // line 9 of the file
      "",
      `Write to [${site.contactEmail}](mailto:${site.contactEmail}).`,
      "",
      "Or [mail us](mailto:someone@example.com).",
    ])
    expect(createNode).not.toHaveBeenCalled()
    expect(message).toContain("Invalid content in content/help/a-topic/index.mdx")
    expect(message).toContain(
      `line 11: the contact address is typed out ("${site.contactEmail}"); write <ContactEmail /> instead: it shows (and in an article links) the address set in src/config/site.ts (contactEmail)`,
    )
    expect(message).toContain('line 13: the contact address is typed out ("mailto:")')
  })

  it("stops the build on the trial terms typed out, in the body or the frontmatter", async () => {
    const { message } = await helpArticle(
      [...FRONTMATTER.slice(0, 1), 'summary: "Try it for free. No credit card is needed."', ...FRONTMATTER.slice(2)],
      ["Start your 7-day free trial today.", "", "It cancels automatically."],
    )
    expect(message).toContain(
      'line 3: the trial terms are typed out ("No credit card"); write <Fact name="trialTerms" /> (the whole sentence)',
    )
    expect(message).toContain('line 9: the trial terms are typed out ("7-day free trial")')
    expect(message).toContain('line 11: the trial terms are typed out ("cancels automatically")')
  })

  it("stops the build on the contact address in a data file, naming the entry and its line", async () => {
    const entry = { question: "How do I reach you?", answer: `<p>Write to ${site.contactEmail}.</p>` }
    const raw = JSON.stringify([{ question: "Another", answer: "<p>Yes.</p>" }, entry], null, 2)
    const { message } = await run(raw, { internal: { type: "FaqJson" }, children: [], ...entry }, "data", "faq.json")
    expect(message).toBe(
      `Invalid content in content/data/faq.json, entry "How do I reach you?"\n  line 8: the contact address is typed out ("${site.contactEmail}"); write <ContactEmail /> instead: it shows (and in an article links) the address set in src/config/site.ts (contactEmail)`,
    )
  })
})

describe("facts", () => {
  it("an unknown fact in an article's body stops the build with its line and the names there are", async () => {
    const { message } = await helpArticle(FRONTMATTER, ["Intro.", "", 'Respite pauses <Fact name="pauseForAnHour" />.'])
    expect(message).toContain(
      `line 11: <Fact> name must be one of ${FACT_NAMES.map((name) => `"${name}"`).join(", ")}, got "pauseForAnHour"`,
    )
  })

  it("an unknown fact in the frontmatter or a data file stops the build the same way", async () => {
    const frontmatter = [...FRONTMATTER.slice(0, 1), "summary: \"Breaks: <Fact name='longBreaks' />.\"", ...FRONTMATTER.slice(2)]
    expect((await helpArticle(frontmatter, ["Intro."])).message).toContain(
      `line 3: unknown fact <Fact name="longBreaks" /> (allowed: ${FACT_NAMES.join(", ")})`,
    )
    const entry = { title: "Naps", description: 'A nap <Fact name="napLength" />.', icon: "timer" }
    const { message } = await run(
      JSON.stringify([entry], null, 2),
      { internal: { type: "FeaturesJson" }, children: [], ...entry },
      "data",
      "features.json",
    )
    expect(message).toContain('entry "Naps"\n  line 4: unknown fact <Fact name="napLength" />')
  })

  it("known facts pass, and the frontmatter's are filled in on the article's node", async () => {
    const frontmatter = [
      ...FRONTMATTER.slice(0, 1),
      "summary: \"Respite needs <Fact name='macOS' />; write to <ContactEmail />.\"",
      ...FRONTMATTER.slice(2),
    ]
    const { message, createNode } = await helpArticle(frontmatter, ['Needs <Fact name="macOS" />. Write to <ContactEmail />.'])
    expect(message).toBeUndefined()
    expect(createNode).toHaveBeenCalledWith(
      expect.objectContaining({ summary: `Respite needs ${appFacts.macOS.text}; write to ${site.contactEmail}.` }),
    )
  })

  it("a post's reading time counts a fact as the words it shows", async () => {
    const post = (body: string) =>
      run(
        ["---", "title: x", "---", "", body].join("\n"),
        {
          internal: { type: "Mdx" },
          frontmatter: {
            title: "Breaks",
            slug: "breaks",
            date: "2024-12-03",
            excerpt: "Why breaks.",
            categories: ["Wellness"],
            tags: ["breaks"],
            hero: "./hero.jpg",
            heroAlt: "An illustration",
          },
          body,
        },
        "blog",
        "breaks/index.mdx",
      )
    // 600 words read in 3 minutes; 60 facts of 8 words each bring it to 5 (1,080 words), where the bare tags would count none.
    fs.mkdirSync(path.join(dir, "blog/breaks"), { recursive: true })
    fs.writeFileSync(path.join(dir, "blog/breaks/hero.jpg"), "")
    const facts = Array.from({ length: 60 }, () => '<Fact name="shortBreak" />').join(" ")
    const readTime = async (body: string) => ((await post(body)).createNode.mock.calls[0]?.[0] as { readTime: number }).readTime
    expect(await readTime("word ".repeat(600))).toBe(3)
    expect(await readTime(`${"word ".repeat(600)}${facts}`)).toBe(5)
  })
})

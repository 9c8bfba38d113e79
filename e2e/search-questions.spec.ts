/**
 * The search answers the questions people type (issue 51), measured on the built site in Chromium:
 * the project's question file (./search-questions/asked.json: questions in visitors' words, written
 * from the help articles, the FAQ and /pricing, each with the pages that answer it) through /search,
 * one page for all of them. At least 36 of 40 must list an answering page first and all of them one
 * in the first three; the held-out questions (./search-questions/held-out.json), which the site's
 * synonyms and stop words were never tuned to, are reported beside them, and must each find
 * something. And every help article and post must come first for its own title.
 * docs/performance.md#search-that-answers-questions keeps the figures and how long a query takes from
 * the last keystroke, which this reports too.
 */
import asked from "./search-questions/asked.json"
import heldOut from "./search-questions/held-out.json"
import { site } from "../src/config/site"
import { BLOG_PATH } from "../src/lib/blog-paths"
import { searchMessages } from "../src/lib/search-messages"
import { SEARCH_FIELD_ID } from "../src/search/shortcut"
import { BUILT_PAGES, HELP_ARTICLES, SLUGS, builtHtml } from "./support/built-site"
import { expect, open, test } from "./support/test"

type Page = import("@playwright/test").Page
type Question = { question: string; answers: string[] }

/** Where a result's title link leads, as a page of the site: its path, or an FAQ answer's anchor on the landing page. */
const pageOf = (href: string) => (href.startsWith("/#") ? href : href.split("#")[0])

/**
 * Asks each of `questions` in turn, in the page, as a visitor who types it and stops: the box's value
 * set and one input event (the last keystroke), then the results for it, or the word that there are
 * none. Gives the pages each listed, in order, and how long after that keystroke they were on the
 * page. In the page, not a round trip to the browser for each step: 80 questions cost seconds less.
 */
async function ask(page: Page, questions: readonly string[]): Promise<Array<{ pages: string[]; ms: number }>> {
  const answered = await page.evaluate(
    async ({ questions, fieldId, none, waitMs }) => {
      const box = document.getElementById(fieldId) as HTMLInputElement
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!
      const answers: Array<{ hrefs: string[]; ms: number }> = []
      for (const question of questions) {
        const shown = new Promise<string[]>((resolve) => {
          const look = () => {
            const list = document.querySelector(`ol[aria-label="Results for “${question}”"]`)
            const status = document.querySelector("main [role=status]")?.textContent
            if (!list && status !== none.replace("{query}", question)) return
            observer.disconnect()
            resolve(Array.from(list?.querySelectorAll(":scope > li h2 a") ?? [], (link) => link.getAttribute("href")!))
          }
          const observer = new MutationObserver(look)
          observer.observe(document.querySelector("main")!, { subtree: true, childList: true, characterData: true, attributes: true })
        })
        const typed = performance.now()
        setValue.call(box, question)
        box.dispatchEvent(new Event("input", { bubbles: true }))
        // A question left unanswered is reported as such, not as the whole run's time running out.
        const late = new Promise<string[]>((resolve) => setTimeout(() => resolve([`(nothing shown in ${waitMs} ms)`]), waitMs))
        const hrefs = await Promise.race([shown, late])
        answers.push({ hrefs, ms: performance.now() - typed })
      }
      return answers
    },
    { questions, fieldId: SEARCH_FIELD_ID, none: searchMessages.none("{query}"), waitMs: 10_000 },
  )
  return answered.map(({ hrefs, ms }) => ({ pages: hrefs.map(pageOf), ms }))
}

/** Each question asked in turn: where its first answering page came, and the times. */
async function askAll(page: Page, questions: readonly Question[]) {
  const answers = await ask(
    page,
    questions.map(({ question }) => question),
  )
  const rows = questions.map(({ question, answers: answering }, index) => ({
    question,
    rank: answers[index].pages.findIndex((each) => answering.includes(each)),
    shown: answers[index].pages.slice(0, 3),
  }))
  const first = rows.filter((row) => row.rank === 0).length
  const top3 = rows.filter((row) => row.rank >= 0 && row.rank < 3).length
  return { rows, first, top3, times: answers.map(({ ms }) => ms) }
}

/** A page's title as the build wrote it: its <h1>, as text. */
const titleOf = (path: string) =>
  /<h1[^>]*>(.*?)<\/h1>/s
    .exec(builtHtml(path))![1]
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")

/** How many posts are asked for by their titles. */
const TITLED_POSTS = 20

/** At most `count` of `items`, evenly spread from the first to the last. */
const spread = <T>(items: readonly T[], count: number) =>
  items.length <= count
    ? [...items]
    : Array.from({ length: count }, (_, index) => items[Math.round((index * (items.length - 1)) / (count - 1))])

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** The report a run leaves, in its output and on the test: the counts, the misses, the times. */
function report(name: string, questions: readonly Question[], { rows, first, top3, times }: Awaited<ReturnType<typeof askAll>>) {
  const misses = rows
    .filter((row) => row.rank !== 0)
    .map((row) => `  ${row.rank < 0 ? "-" : row.rank + 1} ${row.question}: ${row.shown.join(", ")}`)
  const line = `${name}: ${first} of ${questions.length} first, ${top3} in the top three; from the last keystroke to the results ${Math.round(median(times))} ms median, ${Math.round(Math.max(...times))} ms at most ("${rows[times.indexOf(Math.max(...times))].question}")`
  console.log([line, ...misses].join("\n"))
  test.info().annotations.push({ type: name, description: line })
}

test.describe("search answers the questions people type", () => {
  test("every answer named in the question files is a page of the build", () => {
    for (const { question, answers } of [...asked, ...heldOut]) {
      expect(answers.length, question).toBeGreaterThan(0)
      for (const answer of answers) {
        if (answer.startsWith("/#")) expect(builtHtml("/"), `${question}: ${answer}`).toContain(`id="${answer.slice(2)}"`)
        else expect(BUILT_PAGES, `${question}: ${answer}`).toContain(answer)
      }
    }
    expect(asked.length).toBeGreaterThanOrEqual(40)
  })

  test("the question file: at least 36 of 40 first, all in the top three; the held-out questions reported; every page first for its own title; nothing only when no word is on the site", async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await open(page, site.search.path)
    // The index loads with the first query: the times are of queries after it has.
    await ask(page, ["break"])

    const questions = await askAll(page, asked)
    report("asked", asked, questions)
    const held = await askAll(page, heldOut)
    report("held out", heldOut, held)

    expect(questions.first, "answered first").toBeGreaterThanOrEqual(Math.ceil(asked.length * 0.9))
    expect(
      questions.rows.filter((row) => row.rank < 0 || row.rank > 2).map((row) => row.question),
      "not in the top three",
    ).toEqual([])
    // The issue's own questions: the help article that answers each comes first.
    for (const question of ["move my license to a new mac", "no breaks during my zoom call", "cancel my subscription"]) {
      const row = questions.rows.find((each) => each.question === question)!
      expect(row.rank, question).toBe(0)
      expect(row.shown[0], question).toMatch(/^\/help\//)
    }
    // A question whose words are on the site is never left without an answer.
    expect(held.rows.filter((row) => row.shown.length === 0).map((row) => row.question)).toEqual([])

    // Every help article, and posts spread over the blog (at most TITLED_POSTS: the run does not grow
    // with the blog), come first for their own titles, a post's too, though help articles come before posts.
    const titled = [...HELP_ARTICLES, ...spread(SLUGS, TITLED_POSTS).map((slug) => `${BLOG_PATH}/${slug}`)].map((path) => ({
      question: titleOf(path),
      answers: [path],
    }))
    expect(titled.length).toBeGreaterThan(0)
    const titles = await askAll(page, titled)
    expect(titles.rows.filter((row) => row.rank !== 0).map((row) => `${row.question}: ${row.shown.join(", ")}`)).toEqual([])

    // A question of words that are nowhere on the site says so, and the help topics are there to browse.
    const nowhere = "how do I qwzx my vbnmk"
    expect((await ask(page, [nowhere]))[0].pages).toEqual([])
    await expect(page.getByRole("main").getByRole("status")).toHaveText(searchMessages.none(nowhere))
    await expect(page.getByRole("navigation", { name: "Help topics" }).getByRole("link").first()).toBeVisible()
  })
})

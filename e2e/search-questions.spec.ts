/**
 * The search answers the questions people type (issue 51), measured on the built site in Chromium:
 * the project's question file (./search-questions/asked.json: questions in visitors' words, written
 * from the help articles, the FAQ and /pricing, each with the pages that answer it) through /search,
 * one page for all of them. At least 36 of 40 must list an answering page first and all of them one
 * in the first three; the held-out questions (./search-questions/held-out.json), which the site's
 * synonyms and stop words were never tuned to, are reported beside them, and must each find
 * something. docs/performance.md#search-that-answers-questions keeps the figures and how long a
 * query takes from the last keystroke, which this reports too.
 */
import asked from "./search-questions/asked.json"
import heldOut from "./search-questions/held-out.json"
import { site } from "../src/config/site"
import { searchMessages } from "../src/lib/search-messages"
import { BUILT_PAGES, builtHtml } from "./support/built-site"
import { expect, open, test } from "./support/test"

type Page = import("@playwright/test").Page
type Question = { question: string; answers: string[] }

const box = (page: Page) => page.getByRole("searchbox", { name: /^Search help articles/ })

/** Where a result's title link leads, as a page of the site: its path, or an FAQ answer's anchor on the landing page. */
const pageOf = (href: string) => (href.startsWith("/#") ? href : href.split("#")[0])

/**
 * Asks `question` as a visitor who types it and stops: the box filled at once (one input event, the
 * last keystroke), then the results (or the word that there are none) for it. Gives the pages listed,
 * in order, and how long after that keystroke the results were on the page.
 */
async function ask(page: Page, question: string): Promise<{ pages: string[]; ms: number }> {
  await box(page).evaluate((element) => {
    const box = element as HTMLInputElement
    const times = window as unknown as { typedAt: number }
    box.addEventListener("input", () => (times.typedAt = performance.now()), { once: true })
  })
  await box(page).fill(question)
  const answered = await page.waitForFunction(
    ([query, none]) => {
      const list = document.querySelector(`ol[aria-label="Results for “${query}”"]`)
      const status = document.querySelector("main [role=status]")?.textContent
      if (!list && status !== none) return null
      return { at: performance.now(), hrefs: Array.from(list?.querySelectorAll(":scope > li h2 a") ?? [], (a) => a.getAttribute("href")!) }
    },
    [question, searchMessages.none(question)] as const,
    { timeout: 10_000 },
  )
  const { at, hrefs } = (await answered.jsonValue())!
  const typedAt = await page.evaluate(() => (window as unknown as { typedAt: number }).typedAt)
  return { pages: hrefs.map(pageOf), ms: at - typedAt }
}

/** Each question asked in turn: where its first answering page came, and the times. */
async function askAll(page: Page, questions: readonly Question[]) {
  const rows: Array<{ question: string; rank: number; shown: string[] }> = []
  const times: number[] = []
  for (const { question, answers } of questions) {
    const { pages, ms } = await ask(page, question)
    rows.push({ question, rank: pages.findIndex((each) => answers.includes(each)), shown: pages.slice(0, 3) })
    times.push(ms)
  }
  const first = rows.filter((row) => row.rank === 0).length
  const top3 = rows.filter((row) => row.rank >= 0 && row.rank < 3).length
  return { rows, first, top3, times }
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** The report a run leaves, in its output and on the test: the counts, the misses, the times. */
function report(name: string, questions: readonly Question[], { rows, first, top3, times }: Awaited<ReturnType<typeof askAll>>) {
  const misses = rows
    .filter((row) => row.rank !== 0)
    .map((row) => `  ${row.rank < 0 ? "-" : row.rank + 1} ${row.question}: ${row.shown.join(", ")}`)
  const line = `${name}: ${first} of ${questions.length} first, ${top3} in the top three; from the last keystroke to the results ${Math.round(median(times))} ms median, ${Math.round(Math.max(...times))} ms at most`
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

  test("the question file: at least 36 of 40 answered first, all in the top three; the held-out questions reported", async ({ page }) => {
    test.setTimeout(120_000)
    await open(page, site.search.path)
    // The index loads with the first query: the times are of queries after it has.
    await ask(page, "break")

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
  })

  test("a question of words that are nowhere on the site says so, and offers the help topics", async ({ page }) => {
    await open(page, site.search.path)
    const question = "how do I qwzx my vbnmk"
    expect((await ask(page, question)).pages).toEqual([])
    await expect(page.getByRole("main").getByRole("status")).toHaveText(searchMessages.none(question))
    const topics = page.getByRole("navigation", { name: "Help topics" }).getByRole("link")
    await expect(topics.first()).toBeVisible()
    expect(await topics.count()).toBeGreaterThan(0)
  })
})

/**
 * The search page in Chromium, beyond what the shared scenarios check in every engine
 * (e2e/support/scenarios/controls.ts: results as the visitor types, nothing found, before the JavaScript
 * arrives; e2e/support/scenarios/search.ts: the shortcut, narrowing to Help, landing, the 404 page): what
 * screen readers get, an address with ?q= and &kind=, the kinds' counts against the results, an FAQ
 * answer, where a section's link lands with and without text fragments, the spellings, axe on the
 * states only JavaScript reaches, and that no other page loads the search code or its index.
 */
import { site } from "../src/config/site"
import { searchMessages } from "../src/lib/search-messages"
import { SEARCH_INDEX_DIR } from "../src/search/search-index-dir"
import { SEARCH_KINDS } from "../src/search/kinds"
import { injectAxe, runAxe } from "./support/axe"
import { HELP_ARTICLES, PAGES } from "./support/built-site"
import { PHONE } from "./support/scenarios/phone"
import { expect, initScriptForTest, open, settled, test } from "./support/test"

type Page = import("@playwright/test").Page

const box = (page: Page) => page.getByRole("searchbox", { name: /^Search help articles/ })
const results = (page: Page) => page.getByRole("list", { name: /^Results for/ })
const status = (page: Page) => page.getByRole("main").getByRole("status")
const kinds = (page: Page) => page.getByRole("group", { name: searchMessages.kinds })
const shown = (page: Page) => results(page).locator(":scope > li")

/** The count a status line gives. */
const countIn = async (page: Page) => Number(/^(\d+)/.exec((await status(page).textContent())!)![1])

/** Every result of the search shown, "Show more results" pressed until none is left. */
async function allShown(page: Page) {
  const more = page.getByRole("button", { name: "Show more results" })
  while (await more.isVisible()) {
    const before = await shown(page).count()
    await more.click()
    await expect(shown(page)).not.toHaveCount(before)
  }
  return shown(page)
}

/** Where each result is, as a screen reader reads it ("Help, Getting started": the separator it hides left out). */
const wheres = (items: import("@playwright/test").Locator) =>
  items.locator("p:first-child").evaluateAll((labels) =>
    labels.map((label) => {
      const copy = label.cloneNode(true) as Element
      copy.querySelectorAll("[aria-hidden=true]").forEach((hidden) => hidden.remove())
      return copy.textContent ?? ""
    }),
  )

/** The word a link's first text directive lands on, and the words around it. */
function directive(href: string) {
  const [prefix, word, suffix] = decodeURIComponent(href.split(":~:text=")[1].split("&")[0])
    .match(/^(?:(.*)-,)?(.*?)(?:,-(.*))?$/)!
    .slice(1)
  return { prefix, word, suffix }
}

/** Where the text a directive names is now, relative to the viewport (found as the browser finds it, then the view put back). */
const whereIs = (page: Page, text: string) =>
  page.evaluate((wanted) => {
    const [x, y] = [window.scrollX, window.scrollY]
    window.getSelection()!.removeAllRanges()
    const found = (
      window as unknown as { find: (text: string, caseSensitive: boolean, backwards: boolean, wrap: boolean) => boolean }
    ).find(wanted, false, false, true)
    if (!found) return null
    const box = window.getSelection()!.getRangeAt(0).getBoundingClientRect()
    const top = box.top + window.scrollY - y
    window.getSelection()!.removeAllRanges()
    window.scrollTo(x, y)
    return { top, bottom: top + box.height, viewport: window.innerHeight, scrolled: y }
  }, text)

test.describe("search", () => {
  test("an address with ?q= opens with that search, the count is announced, and nothing moves as it is, on a phone", async ({ page }) => {
    // On a phone the hint above the results takes two lines and the count one.
    await page.setViewportSize(PHONE)
    await open(page, `${site.search.path}?q=trial`)
    await expect(box(page)).toHaveValue("trial")
    const first = results(page).getByRole("listitem").first()
    await expect(first).toBeVisible()
    const where = await first.boundingBox()
    await expect(status(page)).toHaveText(/^\d+ results? for “trial”$/)
    // The live region speaks once the results settle; what is shown stayed where it was.
    expect(await first.boundingBox(), "the first result, once the count was announced").toEqual(where)
    // Pagefind answered without a default Trusted Types policy, which no page allows: it runs in the
    // page, not in a worker started from a plain address (src/search/pagefind.ts; a refused worker
    // would fail the test as a console error).
    expect(
      await page.evaluate(() => (window as unknown as { trustedTypes?: { defaultPolicy: unknown } }).trustedTypes?.defaultPolicy ?? null),
    ).toBeNull()
    // All that match are counted; the first ten are shown, and the rest on request.
    const total = await countIn(page)
    await expect(shown(page)).toHaveCount(Math.min(total, 10))
    await expect(status(page)).toHaveText(searchMessages.found(total, "trial"))
    if (total > 10) {
      await page.getByRole("button", { name: "Show more results" }).click()
      await expect(shown(page)).toHaveCount(Math.min(total, 20))
    }
    // A live region: screen readers hear it when it changes, and the box says where to look.
    await expect(status(page)).toHaveAttribute("role", "status")
    await expect(box(page)).toHaveAttribute("aria-describedby", (await status(page).getAttribute("id"))!)
  })

  test("a screen reader's view: the count, the kinds with theirs, the results as headings with links", async ({ page }) => {
    await open(page, `${site.search.path}?q=meeting&kind=help`)
    await expect(status(page)).toHaveText(/^\d+ results? for “meeting” in Help$/)
    await expect(page.getByRole("main")).toMatchAriaSnapshot(`
      - main:
        - search:
          - searchbox /^Search help articles/: meeting
        - status: /^\\d+ results? for “meeting” in Help$/
        - group "${searchMessages.kinds}":
          - radio /^${searchMessages.allKinds} \\d+ results?$/
          - radio /^Help \\d+ results?$/ [checked]
          - radio /^Blog \\d+ results?$/
          - radio /^FAQ \\d+ results?$/
          - radio /^Pages \\d+ results?$/
        - list /^Results for “meeting”/:
          - listitem:
            - paragraph: /^Help ?, \\S/
            - heading [level=2]:
              - link
    `)
  })

  test("each kind's count is how many of every result are of that kind, and choosing it shows those", async ({ page }) => {
    await open(page, `${site.search.path}?q=break`)
    await expect(status(page)).toHaveText(/^\d+ results? for “break”$/)
    const all = await countIn(page)
    const labels = await wheres(await allShown(page))
    expect(labels).toHaveLength(all)
    // Where each result is (its kind meta) names the kind it is filed under, and a help article's topic and a post's category.
    const labelOf: Record<string, (label: string) => boolean> = {
      help: (label) => /^Help, \S/.test(label),
      blog: (label) => /^Blog, \S/.test(label),
      faq: (label) => label === "FAQ",
      pages: (label) => ["Pricing", "Press kit"].includes(label),
    }
    let counted = 0
    for (const { id, label } of SEARCH_KINDS) {
      const count = labels.filter(labelOf[id]).length
      counted += count
      const radio = kinds(page).getByRole("radio", { name: new RegExp(`^${label} \\d+ results?$`) })
      await expect(radio).toHaveAccessibleName(`${label} ${count} ${count === 1 ? "result" : "results"}`)
      await radio.check()
      await expect(page).toHaveURL(new RegExp(`[?&]kind=${id}(&|$)`))
      await expect(status(page)).toHaveText(
        count > 0 ? searchMessages.found(count, "break", label) : searchMessages.noneInKind("break", label, all),
      )
      if (count > 0) expect((await wheres(await allShown(page))).every(labelOf[id])).toBe(true)
    }
    expect(counted, "every result is of one kind").toBe(all)
  })

  test("the kind chosen stays in the address: through a reload, and back from a result", async ({ page }) => {
    await open(page, `${site.search.path}?q=license`)
    await kinds(page)
      .getByRole("radio", { name: /^Help / })
      .check()
    await expect(page).toHaveURL(`${site.search.path}?q=license&kind=help`)
    await page.reload()
    await expect(kinds(page).getByRole("radio", { name: /^Help / })).toBeChecked()
    await expect(status(page)).toHaveText(/^\d+ results? for “license” in Help$/)
    const first = results(page).getByRole("heading", { level: 2 }).first().getByRole("link")
    const path = (await first.getAttribute("href"))!.split("#")[0]
    await first.click()
    await expect(page).toHaveURL(new RegExp(`${path}(#[a-z0-9-]+)?$`))
    await page.goBack()
    await expect(page).toHaveURL(`${site.search.path}?q=license&kind=help`)
    await expect(box(page)).toHaveValue("license")
    await expect(kinds(page).getByRole("radio", { name: /^Help / })).toBeChecked()
    await expect(status(page)).toHaveText(/^\d+ results? for “license” in Help$/)
  })

  test("British and American spellings find the same pages, and the words marked are the page's own", async ({ page }) => {
    for (const [british, american] of [
      ["licence", "license"],
      ["colour", "color"],
      ["favourite", "favorite"],
    ]) {
      const found: string[][] = []
      for (const query of [british, american]) {
        await open(page, `${site.search.path}?q=${query}`)
        await expect(status(page)).toHaveText(/^\d+ results? for/)
        found.push(await (await allShown(page)).getByRole("heading", { level: 2 }).allTextContents())
      }
      expect(found[0].length, british).toBeGreaterThan(0)
      expect(found[0], british).toEqual(found[1])
      const marked = await results(page).locator("mark").allTextContents()
      expect(
        marked.every((word) => word.toLowerCase().startsWith(american.slice(0, 5))),
        marked.join(" "),
      ).toBe(true)
    }
  })

  test("from the keyboard: the box has focus, Down reaches the results, Tab still goes through every link, Enter opens one", async ({
    page,
  }) => {
    await open(page, site.search.path)
    await expect(box(page)).toBeFocused()
    await page.keyboard.type("working hours")
    const titles = results(page).getByRole("heading", { level: 2 }).getByRole("link")
    await expect(titles.first()).toBeVisible()
    await expect(status(page)).toHaveText(/results? for “working hours”$/)
    await page.keyboard.press("ArrowDown")
    await expect(titles.first()).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await expect(titles.nth(1)).toBeFocused()
    await page.keyboard.press("ArrowUp")
    await page.keyboard.press("ArrowUp")
    await expect(box(page)).toBeFocused()
    // The box, its search button, the kinds (one stop), then the first result.
    await page.keyboard.press("Tab")
    await page.keyboard.press("Tab")
    await expect(kinds(page).getByRole("radio", { checked: true })).toBeFocused()
    await page.keyboard.press("Tab")
    await expect(titles.first()).toBeFocused()
    const href = (await titles.first().getAttribute("href"))!
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(new RegExp(`${href.split("#")[0].replace(/[.?]/g, "\\$&")}(#[a-z0-9-]+)?$`))
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  })

  test("a section's link opens its page at the section, named in the address, with the word in view as the page spells it", async ({
    page,
  }) => {
    await open(page, `${site.search.path}?q=licence&kind=help`)
    const sections = results(page)
      .getByRole("list", { name: /^Sections of / })
      .getByRole("link")
    await expect(sections.first()).toBeVisible()
    const hrefs = await sections.evaluateAll((links) => links.map((link) => link.getAttribute("href")!))
    expect(hrefs.length).toBeGreaterThan(0)
    for (const href of hrefs) expect(href, "the section's heading and a text fragment").toMatch(/^\/help\/[^#]+#[a-z0-9-]+:~:text=/)
    // The deepest section: its word is far below the top of its page.
    const href = hrefs[hrefs.length - 1]
    const { prefix, word, suffix } = directive(href)
    expect(word.toLowerCase()).toMatch(/^licens/)
    await sections.last().click()
    const anchor = href.split("#")[1].split(":~:")[0]
    await expect(page).toHaveURL(new RegExp(`${href.split("#")[0]}#${anchor}$`))
    const heading = page.locator(`[id="${anchor}"]`)
    await expect(heading).toBeFocused()
    await settled(page)
    const text = [prefix, word, suffix].filter(Boolean).join(" ")
    const at = await whereIs(page, text)
    expect(at, `"${text}" on the page`).not.toBeNull()
    expect(at!.scrolled, "the page opened scrolled, not at its top").toBeGreaterThan(0)
    expect(at!.top).toBeGreaterThanOrEqual(0)
    expect(at!.bottom).toBeLessThanOrEqual(at!.viewport)
  })

  test("where the browser has no text fragments, a section's link opens at its heading", async ({ page }) => {
    await initScriptForTest(page, () => delete (Document.prototype as { fragmentDirective?: unknown }).fragmentDirective)
    await open(page, `${site.search.path}?q=licence&kind=help`)
    const section = results(page)
      .getByRole("list", { name: /^Sections of / })
      .getByRole("link")
      .last()
    const href = (await section.getAttribute("href"))!
    expect(href).toMatch(/^\/help\/[^#]+#[a-z0-9-]+$/)
    await section.click()
    const heading = page.locator(`[id="${href.split("#")[1]}"]`)
    await expect(heading).toBeInViewport()
    await expect(heading).toBeFocused()
  })

  test("an FAQ answer is a result of its own, and opens its question on the landing page", async ({ page }) => {
    await open(page, `${site.search.path}?q=credit card&kind=faq`)
    await expect(status(page)).toHaveText(/^\d+ results? for “credit card” in FAQ$/)
    const faq = results(page).getByRole("listitem").filter({ hasText: /^FAQ/ }).first()
    await expect(faq).toBeVisible()
    const question = (await faq.getByRole("heading", { level: 2 }).textContent())!.trim()
    await faq.getByRole("heading", { level: 2 }).getByRole("link").click()
    await expect(page).toHaveURL(/\/#faq-/)
    const item = page.locator("details").filter({ hasText: question })
    await expect(item).toHaveAttribute("open", "")
    await expect(item).toBeInViewport()
  })

  test("the states only JavaScript reaches have no axe violations, in light and in dark: results, one kind, none in a kind", async ({
    page,
  }) => {
    // One page, axe put in once, each state reached as a visitor reaches it (a kind chosen is no
    // navigation) and awaited by its exact status before it is scanned.
    await open(page, `${site.search.path}?q=strain`)
    await expect(status(page)).toHaveText(/^\d+ results? for “strain”$/)
    await expect(shown(page).first()).toBeVisible()
    const all = await countIn(page)
    await injectAxe(page)
    const scan = async (state: string) => {
      // A navigation would take axe out with the page: say so, rather than fail inside axe.run.
      expect(await page.evaluate(() => "axe" in window), `${state}: still the page axe was put into`).toBe(true)
      for (const scheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme: scheme })
        await settled(page)
        const { violations } = await runAxe(page, {
          resultTypes: ["violations"],
          runOnly:
            scheme === "light"
              ? { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice", "experimental"] }
              : { type: "rule", values: ["color-contrast", "link-in-text-block"] },
        })
        expect(
          violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
          `${state} in ${scheme}`,
        ).toEqual([])
      }
    }
    await scan("results")

    const choose = (label: string) => kinds(page).getByRole("radio", { name: new RegExp(`^${label} \\d+ results?$`) })
    await choose("Help").check()
    await expect(status(page)).toHaveText(/^\d+ results? for “strain” in Help$/)
    await expect(shown(page).first()).toBeVisible()
    await scan("one kind")

    // A kind with nothing for the query, found from the counts the page shows.
    const none = (label: string) => kinds(page).getByRole("radio", { name: `${label} 0 results`, exact: true })
    const empty: string[] = []
    for (const { label } of SEARCH_KINDS) if ((await none(label).count()) > 0) empty.push(label)
    expect(empty, "a kind with no result for “strain”").not.toEqual([])
    await none(empty[0]).check()
    await expect(status(page)).toHaveText(searchMessages.noneInKind("strain", empty[0], all))
    await scan("none in a kind")
  })

  test("only the search page loads the search code and its index, and the shortcut loads none of it", async ({ isolatedPage: page }) => {
    // A listener on the page's requests outlives the test: a page of its own.
    const requested: string[] = []
    page.on("request", (request) => {
      const url = new URL(request.url())
      if (url.pathname.startsWith(`/${SEARCH_INDEX_DIR}/`)) requested.push(`${page.url()} ${url.pathname}`)
    })
    for (const path of [...PAGES.filter((each) => each !== site.search.path), HELP_ARTICLES[0]]) await open(page, path)
    expect(requested).toEqual([])
    await page.keyboard.press("Control+k")
    await expect(page).toHaveURL(site.search.path)
    await box(page).fill("posture")
    await expect(results(page).getByRole("listitem").first()).toBeVisible()
    expect(requested.some((each) => each.endsWith(`/${SEARCH_INDEX_DIR}/pagefind.js`))).toBe(true)
  })

  test("the header's search link loads the search page anew, so its own policy applies, and names its shortcut", async ({ page }) => {
    await open(page, "/pricing")
    // The hint shows the keys of this system (Chromium here: Ctrl), to sighted visitors only: the name stays "Search".
    const link = page.getByRole("banner").getByRole("link", { name: "Search", exact: true })
    await expect(link).toHaveAttribute("aria-keyshortcuts", "Control+K Meta+K")
    expect(await link.evaluate((element) => getComputedStyle(element, "::after").content)).toMatch(/^"Ctrl K"/)
    await link.click()
    await expect(page).toHaveURL(site.search.path)
    await page.waitForLoadState("load")
    expect(await page.evaluate(() => new URL(performance.getEntriesByType("navigation")[0].name).pathname)).toBe(site.search.path)
    await expect(box(page)).toBeFocused()
    await box(page).fill("license")
    await expect(results(page).getByRole("listitem").first()).toBeVisible()
  })
})

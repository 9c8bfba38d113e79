/**
 * Search as a visitor uses it from the keyboard, written once and run in Chromium
 * (e2e/search-scenarios.spec.ts, e2e/no-js/search-scenarios.spec.ts) and in WebKit
 * (e2e/webkit/search.spec.ts): the shortcut from another page, narrowing to one kind, the count a
 * screen reader hears, landing on the words, and the 404 page's way to search. What the pages and the
 * counts should be is read from the page and content/, never typed out.
 */
import { expect } from "@playwright/test"
import { site } from "../../../src/config/site"
import { searchMessages } from "../../../src/lib/search-messages"
import { SEARCH_FIELD_ID, SEARCH_SHORTCUT } from "../../../src/search/shortcut"
import { articleTitles } from "../content"
import type { Target, Visitor } from "../visitor/visitor"
import type { Scenario } from "./controls"

const within = (scope: Target, target: Target): Target => ({ ...target, within: scope })

const status = within({ role: "main" }, { role: "status" })
const kinds: Target = { role: "group", name: searchMessages.kinds }
const results: Target = { role: "list", name: /^Results for/ }

/** The element that has focus, as a visitor's screen reader would name it. */
const focused = (v: Visitor) =>
  v.evaluate(() => {
    const active = document.activeElement as HTMLInputElement | null
    return {
      id: active?.id ?? "",
      type: active?.type ?? "",
      checked: Boolean(active?.checked),
      href: active?.getAttribute("href") ?? "",
      name: (active?.closest("label")?.textContent ?? active?.textContent ?? "").replace(/\s+/g, " ").trim(),
    }
  }, null)

/** Types as a person does, key by key. */
async function type(v: Visitor, text: string) {
  for (const key of text) await v.press(key)
}

/** Presses `key` until `done` says focus has arrived, at most `tries` times. */
async function pressUntil(v: Visitor, key: string, done: (now: Awaited<ReturnType<typeof focused>>) => boolean, tries = 6) {
  for (let press = 0; press < tries && !done(await focused(v)); press++) await v.press(key)
  expect(done(await focused(v)), `focus reached with ${key}`).toBe(true)
}

/**
 * Whether `word` (as the page spells it) is shown in the viewport, below the sticky header, in the
 * page's main content: where a text fragment for it has taken the visitor.
 */
const showsWord = (v: Visitor, word: string) =>
  v
    .evaluate((text) => {
      // The address changes when the new page commits, before its parser reaches <main>: not shown yet.
      const main = document.querySelector("main")
      if (!main) return false
      const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT)
      const pattern = new RegExp(`\\b${text}\\b`, "i")
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const match = pattern.exec(node.textContent ?? "")
        if (!match) continue
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + text.length)
        const box = range.getBoundingClientRect()
        if (box.height > 0 && box.top >= header && box.bottom <= window.innerHeight) return true
      }
      return false
    }, word)
    .catch((error: unknown) => {
      // expect.poll does not retry a callback that throws: a poll that lands while the page is being
      // replaced by the result it opens has not seen the word yet, and asks again.
      if (/context was destroyed|navigat/i.test(String(error))) return false
      throw error
    })

const shortcut: Scenario = {
  name: "search: Ctrl+K (Cmd+K on a Mac) on /pricing opens the search with its box focused, before the search's code arrives too",
  modes: ["live", "held"],
  async run(v) {
    await v.open("/pricing")
    // The header's link says so to assistive technology.
    expect(await v.attribute(within({ role: "banner" }, { role: "link", name: "Search" }), "aria-keyshortcuts")).toBe("Control+K Meta+K")
    const apple = await v.evaluate((attribute) => document.documentElement.hasAttribute(attribute), SEARCH_SHORTCUT.appleAttribute)
    await v.press(apple ? "Meta+k" : "Control+k")
    await expect.poll(() => v.location()).toBe(site.search.path)
    await expect.poll(async () => (await focused(v)).id).toBe(SEARCH_FIELD_ID)
    if (v.mode === "held") {
      expect(await v.isAwake("site-search")).toBe(false)
      await v.release("site-search")
      expect((await focused(v)).id, "focus kept in the box once live").toBe(SEARCH_FIELD_ID)
    }
    // On the search page itself, the shortcut comes back to the box.
    await v.press("Tab")
    expect((await focused(v)).id).not.toBe(SEARCH_FIELD_ID)
    await v.press(apple ? "Meta+k" : "Control+k")
    await expect.poll(async () => (await focused(v)).id).toBe(SEARCH_FIELD_ID)
    expect(await v.location()).toBe(site.search.path)
  },
}

const narrowAndLand: Scenario = {
  name: "search from the keyboard: “licence” in Help lists only help articles, the count is announced, and the first opens on the word",
  modes: ["live"],
  async run(v) {
    await v.open(site.search.path)
    await expect.poll(async () => (await focused(v)).id, "the box has focus").toBe(SEARCH_FIELD_ID)
    // The spec's spelling; the site writes "license" (src/search/site-spellings.ts).
    const query = "licence"
    await type(v, query)
    await expect.poll(() => v.texts(status)).toEqual([expect.stringMatching(new RegExp(`^\\d+ results? for “${query}”$`))])
    const all = Number(/^\d+/.exec((await v.texts(status))[0])![0])
    // Help articles whose titles name a license are among what the spelling finds.
    const licenseArticles = articleTitles().filter((each) => each.kind === "help" && !each.draft && /\blicens/i.test(each.title))
    expect(licenseArticles.length).toBeGreaterThan(0)

    // Tab to the kinds (one stop for the group), then the arrow key to Help.
    await pressUntil(v, "Tab", (now) => now.type === "radio")
    expect(await focused(v)).toMatchObject({
      checked: true,
      name: expect.stringMatching(new RegExp(`^${searchMessages.allKinds} ${all} results?$`)),
    })
    await v.press("ArrowRight")
    await expect.poll(async () => (await focused(v)).name).toMatch(/^Help \d+ results?$/)
    const help = Number(/(\d+)/.exec((await focused(v)).name)![1])
    expect(help).toBeGreaterThan(0)
    expect(help).toBeLessThanOrEqual(all)
    expect(await v.isChecked(within(kinds, { role: "radio", name: /^Help / }))).toBe(true)
    await expect.poll(() => v.texts(status)).toEqual([searchMessages.found(help, query, "Help")])
    expect(await v.location()).toBe(`${site.search.path}?q=${query}&kind=help`)
    const titles = within(results, { role: "heading", level: 2 })
    await expect.poll(() => v.count(titles)).toBe(Math.min(help, 10))
    // Where each result is, as a screen reader reads it: "Help, Getting started".
    const labels = await v.evaluate(
      () =>
        Array.from(document.querySelectorAll("[data-result]"), (result) =>
          Array.from(result.firstElementChild?.childNodes ?? [])
            .filter((node) => !(node instanceof Element && node.getAttribute("aria-hidden") === "true"))
            .map((node) => node.textContent)
            .join(""),
        ),
      null,
    )
    expect(
      labels.every((label) => /^Help, \S/.test(label)),
      labels.join(", "),
    ).toBe(true)
    const shown = await v.texts(titles)
    expect(
      shown.some((title) => licenseArticles.some((article) => article.title === title)),
      shown.join(", "),
    ).toBe(true)

    // Back to the box, then the arrow key into the results; Enter opens the first.
    await pressUntil(v, "Shift+Tab", (now) => now.id === SEARCH_FIELD_ID)
    await v.press("ArrowDown")
    const first = await focused(v)
    expect(first.name).toBe(shown[0])
    await v.press("Enter")
    const path = first.href.split("#")[0]
    await expect.poll(() => v.location()).toMatch(new RegExp(`^${path.replace(/[.?]/g, "\\$&")}(#|$)`))
    if (first.href.includes(":~:text=")) {
      // A text fragment for the word as the page spells it; the browser took the visitor to it.
      const [word] = decodeURIComponent(first.href.split(":~:text=")[1].split("&")[0])
        .split(",")
        .filter((part) => !part.endsWith("-") && !part.startsWith("-"))
      expect(word.toLowerCase()).toMatch(/^licens/)
      await expect.poll(() => showsWord(v, word)).toBe(true)
    } else {
      // No text fragments in this browser: the section's heading.
      const anchor = first.href.split("#")[1]
      if (anchor) await expect.poll(() => v.isVisible({ css: `[id="${anchor}"]` })).toBe(true)
      await expect.poll(() => showsWord(v, "license")).toBe(true)
    }
  },
}

const notFound: Scenario = {
  name: "the 404 page offers search: a link to the search page, its box focused there, with JavaScript off too",
  modes: ["live", "off"],
  async run(v) {
    await v.open("/not-a-page")
    const link: Target = within({ role: "main" }, { role: "link", name: "Search the site" })
    expect(await v.isVisible(link)).toBe(true)
    expect(await v.isVisible(within({ role: "main" }, { role: "link", name: "Back to the home page" }))).toBe(true)
    await v.click(link)
    await expect.poll(() => v.location()).toBe(site.search.path)
    if (v.mode === "off") {
      const note = searchMessages.noScript.slice(0, searchMessages.noScript.indexOf("{contact}"))
      await expect.poll(() => v.isVisible(within({ role: "main" }, { text: new RegExp(`^${note}`) }))).toBe(true)
      return
    }
    await expect.poll(async () => (await focused(v)).id, "the box has focus").toBe(SEARCH_FIELD_ID)
    await type(v, "licence")
    await expect.poll(() => v.texts(status)).toEqual([expect.stringMatching(/^\d+ results? for “licence”$/)])
  },
}

export const searchScenarios: readonly Scenario[] = [shortcut, narrowAndLand, notFound]

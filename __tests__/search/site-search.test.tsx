/**
 * The search page's body, with the index answered at its edge: Pagefind's script
 * (/pagefind/pagefind.js, which jsdom cannot load) is a fake that answers as Pagefind does over a
 * few pages (./fake-pagefind.ts), and the site's words (/pagefind/search-words.json) are what the
 * build makes of those pages with the site's own synonyms and stop words (src/search/search-words.ts),
 * served at the network edge. e2e/search.spec.ts and e2e/search-questions.spec.ts search the real
 * index in a real browser.
 */
import React from "react"
import { act, render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { http, HttpResponse } from "msw"
import { site } from "../../src/config/site"
import { searchMessages } from "../../src/lib/search-messages"
import { SEARCH_DELAY_MS } from "../../src/search/pagefind"
import { wordsOf } from "../../src/search/site-spellings"
import { searchWords } from "../../src/search/search-words"
import { SiteSearch } from "../../src/search/site-search"
import { server, useMsw } from "../support/msw"
import { fakePagefind, type FakePage } from "./fake-pagefind"

const part = (kind: "help" | "blog", index: number): FakePage => ({
  url: `/${kind}/breaks-${index}`,
  title: `Breaks, part ${index}`,
  kind,
  where: kind === "help" ? "Help · Breaks and reminders" : "Blog · Wellness",
  text: `About breaks, part ${index}. Take breaks often.`,
  sections: index === 0 ? [{ id: "the-schedule", title: "The schedule" }] : [],
})

const PAGES: FakePage[] = [
  ...Array.from({ length: 14 }, (_, index) => part("help", index)),
  ...Array.from({ length: 6 }, (_, index) => part("blog", 20 + index)),
  {
    url: "/help/move-to-a-new-mac",
    title: "Moving to a new Mac: resetting your license",
    kind: "help",
    where: "Help · Licenses and purchases",
    text: "Reset your license on the Manage your license page with your email and license key, and install Respite on the new Mac.",
  },
  {
    url: "/help/meeting-and-video-detection",
    title: "Meeting and video detection: when Respite waits",
    kind: "help",
    where: "Help · Breaks and reminders",
    text: "Respite pauses reminders while you are in a video call, and holds a break while a video plays.",
  },
  {
    url: "/blog/respite-1.2.0",
    title: "Respite 1.2.0: Meeting Detection and Working Hours",
    kind: "blog",
    where: "Blog · Release Notes",
    text: "Respite 1.2.0 pauses your break reminders during video calls and keeps them to your working hours.",
  },
]

const mockPagefind = fakePagefind(PAGES)
// Required lazily, once the search first loads (src/search/pagefind.ts), after this file has set it up.
jest.mock("/pagefind/pagefind.js", () => mockPagefind.module, { virtual: true })
const fake = mockPagefind

/** What the build writes beside the index for these pages. */
const { words } = searchWords(new Set(PAGES.flatMap((page) => wordsOf(`${page.title} ${page.text}`))))

useMsw()
beforeEach(() => server.use(http.get("http://localhost/pagefind/search-words.json", () => HttpResponse.json(words))))

/** The pages of the fake index that have a word starting with `prefix`. */
const having = (prefix: string) => PAGES.filter((page) => new RegExp(`\\b${prefix}`, "i").test(`${page.title} ${page.text}`))

const box = () => screen.getByRole("searchbox", { name: /^Search help articles/ })
const status = () => screen.getByRole("status")
const kinds = () => screen.getByRole("group", { name: searchMessages.kinds })
const results = () => screen.getByRole("list", { name: /^Results for/ })
const items = () =>
  within(results())
    .getAllByRole("listitem")
    .filter((item) => item.parentElement === results())
const titleLinks = () =>
  within(results())
    .getAllByRole("heading", { level: 2 })
    .map((heading) => within(heading).getByRole("link"))
const titles = () => titleLinks().map((link) => link.textContent)

/** An element's text as a screen reader reads it: what is hidden from them left out. */
const spoken = (element: Element) => {
  const copy = element.cloneNode(true) as Element
  copy.querySelectorAll("[aria-hidden=true]").forEach((hidden) => hidden.remove())
  return copy.textContent
}

/** What the live region says once the results have settled (it waits for them: src/search/site-search.tsx). */
const announced = (text: string) => waitFor(() => expect(status()).toHaveTextContent(text))

function renderSearch() {
  render(<SiteSearch topics={["Getting started", "Troubleshooting"]} categories={["Wellness"]} />)
}

beforeEach(() => {
  window.history.replaceState(null, "", "/search")
  fake.asked.length = 0
})

describe("SiteSearch", () => {
  it("says what it searches, and asks nothing of the index until there is something to search for", async () => {
    renderSearch()
    expect(status()).toHaveTextContent(searchMessages.ready)
    // Inside act: on a loaded machine the live region's own timer (it settles after 700 ms) can fall
    // due in this wait, and its update outside act was a warning in npm test's output.
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DELAY_MS * 2)))
    expect(fake.asked).toEqual([])
  })

  it("shows the results with where each is, title link, the passage matched and sections, and counts them all", async () => {
    renderSearch()
    await userEvent.type(box(), "breaks")
    const count = having("break").length
    await announced(searchMessages.found(count, "breaks"))
    expect(items()).toHaveLength(10)
    const first = items()[0]
    expect(within(first).getByRole("heading", { level: 2, name: "Breaks, part 0" })).toBeInTheDocument()
    // Where it is: "Help › Breaks and reminders", read as "Help, Breaks and reminders".
    expect(spoken(first.firstElementChild!)).toBe("Help, Breaks and reminders")
    expect(first.firstElementChild).toHaveTextContent(/^Help.*›.*Breaks and reminders$/)
    // jsdom follows no text fragments: the title leads to the first part of the page with a match, a section to its heading.
    expect(within(first).getByRole("link", { name: "Breaks, part 0" })).toHaveAttribute("href", "/help/breaks-0")
    expect(first.querySelector("mark")).toHaveTextContent("Breaks")
    expect(within(first).getByRole("link", { name: "The schedule" })).toHaveAttribute("href", "/help/breaks-0#the-schedule")
    expect(window.location.search).toBe("?q=breaks")
  })

  it("shows the results once the typing pauses, and only for what was typed last", async () => {
    jest.useFakeTimers()
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
      renderSearch()
      const lists: string[] = []
      const observer = new MutationObserver(() =>
        lists.push(...Array.from(document.querySelectorAll("ol"), (list) => list.getAttribute("aria-label")!)),
      )
      observer.observe(document.body, { childList: true, subtree: true })
      await user.type(box(), "working hours")
      await act(async () => jest.advanceTimersByTime(SEARCH_DELAY_MS - 1))
      expect(screen.queryByRole("list", { name: /^Results for/ })).not.toBeInTheDocument()
      await act(async () => jest.advanceTimersByTime(1))
      await act(async () => jest.runOnlyPendingTimersAsync())
      expect(screen.getByRole("list", { name: "Results for “working hours”" })).toBeInTheDocument()
      observer.disconnect()
      expect(new Set(lists)).toEqual(new Set(["Results for “working hours”"]))
    } finally {
      jest.useRealTimers()
    }
  })

  it("shows the count on the line above the results as they appear, while the live region waits for them to settle", async () => {
    jest.useFakeTimers()
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
      renderSearch()
      // The line a visitor sees, just before the live region (which screen readers hear instead).
      const line = () => status().previousElementSibling!
      expect(line()).toHaveAttribute("aria-hidden", "true")
      expect(line()).toHaveTextContent(searchMessages.ready)
      await user.type(box(), "breaks")
      await act(async () => jest.advanceTimersByTime(SEARCH_DELAY_MS))
      await screen.findByRole("list", { name: "Results for “breaks”" })
      const found = searchMessages.found(having("break").length, "breaks")
      // In the same moment as the results, so nothing below the line moves after they are shown.
      expect(line()).toHaveTextContent(found)
      expect(status()).toHaveTextContent(searchMessages.ready)
      // The live region's own wait, whatever it is: the only timer left.
      await act(async () => jest.runOnlyPendingTimers())
      expect(status()).toHaveTextContent(found)
      expect(line()).toHaveTextContent(found)
    } finally {
      jest.useRealTimers()
    }
  })

  it("announces the count of what the visitor typed, not of each letter on the way", async () => {
    // Timers are the test's, so a letter follows the last after 300 ms on any machine: long enough
    // for each letter's results to show (SEARCH_DELAY_MS), too short for the live region to speak.
    jest.useFakeTimers()
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTimeAsync(ms), delay: 300 })
      renderSearch()
      const said: string[] = []
      const shown: string[] = []
      const observer = new MutationObserver(() => {
        said.push(status().textContent ?? "")
        shown.push(...Array.from(document.querySelectorAll("ol"), (list) => list.getAttribute("aria-label")!))
      })
      observer.observe(document.body, { attributes: true, childList: true, characterData: true, subtree: true })
      await user.type(box(), "breaks")
      await act(async () => jest.advanceTimersByTimeAsync(5_000))
      observer.disconnect()
      expect(new Set(shown)).toContain("Results for “br”")
      const count = having("break").length
      expect(status()).toHaveTextContent(searchMessages.found(count, "breaks"))
      expect(new Set(said)).toEqual(new Set([searchMessages.ready, status().textContent]))
    } finally {
      jest.useRealTimers()
    }
  })

  describe("a whole question", () => {
    it("finds the pages that have every word, the best first", async () => {
      renderSearch()
      await userEvent.type(box(), "working hours")
      await announced(searchMessages.found(1, "working hours"))
      expect(titles()).toEqual(["Respite 1.2.0: Meeting Detection and Working Hours"])
      expect(screen.queryByText(searchMessages.someWords)).not.toBeInTheDocument()
    })

    it("sets aside the words that carry no meaning for the site: the answer need not say “how”, “do” or “my”", async () => {
      renderSearch()
      await userEvent.type(box(), "how do I move my license to a new Mac")
      await announced("for “how do I move my license to a new Mac”")
      expect(titles()[0]).toBe("Moving to a new Mac: resetting your license")
      expect(screen.queryByText(searchMessages.someWords)).not.toBeInTheDocument()
    })

    it("reaches the site's words from the visitor's: “zoom”, on no page, finds meeting detection, first for a whole question", async () => {
      renderSearch()
      await userEvent.type(box(), "zoom")
      await announced(searchMessages.found(having("meeting").length, "zoom"))
      expect(titles()[0]).toBe("Meeting and video detection: when Respite waits")
      // The passage shown marks the site's word the visitor's led to.
      expect(items()[0].querySelector("mark")).toHaveTextContent(/meeting|video|call/i)
      await userEvent.clear(box())
      await userEvent.type(box(), "no breaks during my zoom call")
      await announced("for “no breaks during my zoom call”")
      expect(titles()[0]).toBe("Meeting and video detection: when Respite waits")
    })

    it("when no page has every word, lists the pages with any of them, those with more first, and says so", async () => {
      renderSearch()
      await userEvent.type(box(), "license reminders quantum")
      const count = new Set([...having("licens"), ...having("reminder")]).size
      await announced(searchMessages.found(count, "license reminders quantum"))
      expect(screen.getByText(searchMessages.someWords)).toBeInTheDocument()
      expect(titles()).toContain("Moving to a new Mac: resetting your license")
    })

    it("says no results only when no word of it is on the site, and offers the help topics", async () => {
      renderSearch()
      await userEvent.type(box(), "how do I zzqx the qwv")
      await announced(searchMessages.none("how do I zzqx the qwv"))
      expect(screen.queryByRole("list", { name: /^Results/ })).not.toBeInTheDocument()
      expect(screen.queryByRole("group", { name: searchMessages.kinds })).not.toBeInTheDocument()
      expect(
        within(screen.getByRole("navigation", { name: "Help topics" })).getByRole("link", { name: "Getting started" }),
      ).toHaveAttribute("href", "/help#getting-started")
    })
  })

  it("shows ten more on request", async () => {
    renderSearch()
    await userEvent.type(box(), "break")
    const count = having("break").length
    await userEvent.click(await screen.findByRole("button", { name: "Show more results" }))
    await waitFor(() => expect(items()).toHaveLength(Math.min(count, 20)))
    if (count <= 20) expect(screen.queryByRole("button", { name: "Show more results" })).not.toBeInTheDocument()
  })

  it("narrows to one kind, with the count of each, and keeps the choice in the address", async () => {
    renderSearch()
    await userEvent.type(box(), "breaks")
    const found = having("break")
    const count = (kind: string) => found.filter((page) => page.kind === kind).length
    await announced(searchMessages.found(found.length, "breaks"))
    const choices = within(kinds()).getAllByRole("radio")
    expect(choices.map((choice) => choice.closest("label")!.textContent)).toEqual([
      `All ${found.length} results`,
      `Help ${count("help")} results`,
      `Blog ${count("blog")} results`,
      "FAQ 0 results",
      "Pages 0 results",
    ])
    expect(within(kinds()).getByRole("radio", { name: `All ${found.length} results` })).toBeChecked()

    await userEvent.click(within(kinds()).getByRole("radio", { name: `Blog ${count("blog")} results` }))
    await announced(searchMessages.found(count("blog"), "breaks", "Blog"))
    expect(items().every((item) => spoken(item.firstElementChild!)!.startsWith("Blog,"))).toBe(true)
    expect(window.location.search).toBe("?q=breaks&kind=blog")

    await userEvent.click(within(kinds()).getByRole("radio", { name: "FAQ 0 results" }))
    await announced(searchMessages.noneInKind("breaks", "FAQ", found.length))
    expect(screen.queryByRole("list", { name: /^Results for/ })).not.toBeInTheDocument()

    await userEvent.click(within(kinds()).getByRole("radio", { name: `All ${found.length} results` }))
    await announced(searchMessages.found(found.length, "breaks"))
    expect(window.location.search).toBe("?q=breaks")
  })

  it("searches what the address asks for, in the kind it names (/search?q=...&kind=...)", async () => {
    window.history.replaceState(null, "", "/search?q=break&kind=help")
    renderSearch()
    await waitFor(() => expect(box()).toHaveValue("break"))
    const help = having("break").filter((page) => page.kind === "help").length
    await announced(searchMessages.found(help, "break", "Help"))
    expect(within(kinds()).getByRole("radio", { name: `Help ${help} results` })).toBeChecked()
  })

  it("moves through the results with the arrow keys, and back to the box", async () => {
    renderSearch()
    await userEvent.type(box(), "breaks")
    await announced(searchMessages.found(having("break").length, "breaks"))
    const [first, second, ...rest] = titleLinks()
    const last = rest[rest.length - 1]
    await userEvent.keyboard("{ArrowDown}")
    expect(first).toHaveFocus()
    await userEvent.keyboard("{ArrowDown}")
    expect(second).toHaveFocus()
    await userEvent.keyboard("{End}")
    expect(last).toHaveFocus()
    await userEvent.keyboard("{ArrowDown}")
    expect(last).toHaveFocus()
    await userEvent.keyboard("{Home}")
    expect(first).toHaveFocus()
    await userEvent.keyboard("{ArrowUp}")
    expect(box()).toHaveFocus()
    // From a section link: Down to the next result, Up to its own title; Escape back to the box.
    within(results()).getByRole("link", { name: "The schedule" }).focus()
    await userEvent.keyboard("{ArrowDown}")
    expect(second).toHaveFocus()
    within(results()).getByRole("link", { name: "The schedule" }).focus()
    await userEvent.keyboard("{ArrowUp}")
    expect(first).toHaveFocus()
    await userEvent.keyboard("{Escape}")
    expect(box()).toHaveFocus()
  })

  it("leaves Tab alone: from the box to its button, the kinds, then every link of the results", async () => {
    renderSearch()
    await userEvent.type(box(), "breaks")
    await announced(searchMessages.found(having("break").length, "breaks"))
    await userEvent.tab()
    expect(screen.getByRole("button", { name: "Search" })).toHaveFocus()
    await userEvent.tab()
    expect(within(kinds()).getByRole("radio", { name: /^All / })).toHaveFocus()
    await userEvent.tab()
    // The note for when JavaScript is off comes next in jsdom, which applies no CSS; browsers never show it here.
    expect(screen.getByRole("link", { name: site.contactEmail })).toHaveFocus()
    await userEvent.tab()
    expect(titleLinks()[0]).toHaveFocus()
    await userEvent.tab()
    expect(within(results()).getByRole("link", { name: "The schedule" })).toHaveFocus()
    await userEvent.tab()
    expect(titleLinks()[1]).toHaveFocus()
  })

  it("says so when the index cannot answer, leaves the topics and categories to browse, and answers the next query", async () => {
    fake.fail(true)
    renderSearch()
    await userEvent.type(box(), "posture")
    await announced(searchMessages.failed)
    fake.fail(false)
    expect(within(screen.getByRole("navigation", { name: "Help topics" })).getByRole("link", { name: "Troubleshooting" })).toHaveAttribute(
      "href",
      "/help#troubleshooting",
    )
    expect(within(screen.getByRole("navigation", { name: "Blog categories" })).getByRole("link", { name: "Wellness" })).toHaveAttribute(
      "href",
      "/blog/category/wellness",
    )
    await userEvent.clear(box())
    await userEvent.type(box(), "license")
    await announced(searchMessages.found(having("licens").length, "license"))
  })

  it("keeps what was typed before the page was live, and searches it", async () => {
    // The server's field, typed into before the JavaScript ran (src/hooks/use-field-state.ts).
    const early = document.createElement("input")
    early.id = "search-query"
    early.value = "breaks"
    document.body.append(early)
    renderSearch()
    early.remove()
    await waitFor(() => expect(box()).toHaveValue("breaks"))
    await announced(searchMessages.found(having("break").length, "breaks"))
    await act(async () => undefined)
  })
})

/**
 * The search page's body. Pagefind (the index the build writes, loaded from /pagefind/ in the
 * browser) cannot load in jsdom: its loader module is replaced here by one that answers from a few
 * pages, with Pagefind's counts per kind; e2e/search.spec.ts and e2e/support/scenarios/ search the real
 * index in real browsers.
 */
import React from "react"
import { act, render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { site } from "../../src/config/site"
import { searchMessages } from "../../src/lib/search-messages"
import type { SearchKind } from "../../src/search/kinds"
import type { Found, PagefindResult } from "../../src/search/pagefind"
import { SiteSearch } from "../../src/search/site-search"

const page = (kind: SearchKind, index: number): PagefindResult & { kindId: SearchKind } => {
  const content = `Breaks, part ${index}. About breaks, part ${index}. The schedule. Take breaks often.`
  return {
    kindId: kind,
    url: `/${kind}/article-${index}`,
    excerpt: `About <mark>breaks,</mark> part ${index}.`,
    meta: { title: `Breaks, part ${index}`, kind: kind === "help" ? "Help · Breaks and reminders" : "Blog" },
    content,
    locations: [0, 3, 9],
    sub_results: [
      { title: `Breaks, part ${index}`, url: `/${kind}/article-${index}`, excerpt: `<mark>Breaks,</mark> part ${index}.` },
      ...(index === 0
        ? [
            {
              title: "The schedule",
              url: `/${kind}/article-0#the-schedule`,
              excerpt: "Take <mark>breaks</mark> often.",
              anchor: { id: "the-schedule" },
            },
          ]
        : []),
    ],
  }
}

const PAGES = [
  ...Array.from({ length: 14 }, (_, index) => page("help", index)),
  ...Array.from({ length: 6 }, (_, index) => page("blog", 20 + index)),
]

const mockLoadSearch = jest.fn(() => Promise.resolve({}))
const mockSearch = jest.fn(async (query: string, kind: SearchKind | null, limit: number): Promise<Found | null> => {
  const matching = query.toLowerCase().includes("break") ? PAGES : []
  const shown = matching.filter((each) => !kind || each.kindId === kind)
  const count = (id: SearchKind) => matching.filter((each) => each.kindId === id).length
  return {
    total: shown.length,
    all: matching.length,
    counts: { help: count("help"), blog: count("blog"), faq: count("faq"), pages: count("pages") },
    results: shown.slice(0, limit),
  }
})

jest.mock("../../src/search/pagefind", () => ({
  loadSearch: () => mockLoadSearch(),
  search: (query: string, kind: SearchKind | null, limit: number) => mockSearch(query, kind, limit),
}))

const box = () => screen.getByRole("searchbox", { name: /^Search help articles/ })
const status = () => screen.getByRole("status")
const kinds = () => screen.getByRole("group", { name: searchMessages.kinds })
const results = () => screen.getByRole("list", { name: /^Results for/ })
const titleLinks = () =>
  within(results())
    .getAllByRole("heading", { level: 2 })
    .map((heading) => within(heading).getByRole("link"))

/** What the live region says once the results have settled (it waits for them: src/search/site-search.tsx). */
const announced = (text: string) => waitFor(() => expect(status()).toHaveTextContent(text), { timeout: 3000 })

function renderSearch() {
  render(<SiteSearch topics={["Getting started", "Troubleshooting"]} categories={["Wellness"]} />)
}

beforeEach(() => {
  jest.clearAllMocks()
  window.history.replaceState(null, "", "/search")
})

describe("SiteSearch", () => {
  it("says what it searches, and loads nothing until there is something to search for", async () => {
    renderSearch()
    expect(status()).toHaveTextContent(searchMessages.ready)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(mockLoadSearch).not.toHaveBeenCalled()
    expect(mockSearch).not.toHaveBeenCalled()
  })

  it("shows the results as the visitor types, with kind, title link, excerpt and sections, and counts them all", async () => {
    renderSearch()
    await userEvent.type(box(), "breaks")
    await announced(searchMessages.found(20, "breaks"))
    const items = within(results())
      .getAllByRole("listitem")
      .filter((item) => item.parentElement === results())
    expect(items).toHaveLength(10)
    expect(within(items[0]).getByRole("heading", { level: 2, name: "Breaks, part 0" })).toBeInTheDocument()
    // jsdom follows no text fragments: the title leads to the first part of the page with a match, a section to its heading.
    expect(within(items[0]).getByRole("link", { name: "Breaks, part 0" })).toHaveAttribute("href", "/help/article-0")
    expect(items[0]).toHaveTextContent("Help · Breaks and reminders")
    expect(items[0].querySelector("mark")).toHaveTextContent("breaks")
    expect(within(items[0]).getByRole("link", { name: "The schedule" })).toHaveAttribute("href", "/help/article-0#the-schedule")
    expect(window.location.search).toBe("?q=breaks")
  })

  it("announces the count of what the visitor typed, not of each letter on the way", async () => {
    renderSearch()
    const said: string[] = []
    const observer = new MutationObserver(() => said.push(status().textContent ?? ""))
    observer.observe(status(), { childList: true, characterData: true, subtree: true })
    await userEvent.type(box(), "breaks")
    await announced(searchMessages.found(20, "breaks"))
    observer.disconnect()
    expect(said).toEqual([searchMessages.found(20, "breaks")])
    // The results themselves came at once, for every letter.
    expect(mockSearch.mock.calls.map(([query]) => query)).toEqual(expect.arrayContaining(["b", "br", "bre", "brea", "break", "breaks"]))
  })

  it("shows ten more on request", async () => {
    renderSearch()
    await userEvent.type(box(), "break")
    await userEvent.click(await screen.findByRole("button", { name: "Show more results" }))
    await waitFor(() => expect(screen.getAllByRole("heading", { level: 2, name: /^Breaks, part/ })).toHaveLength(20))
    expect(screen.queryByRole("button", { name: "Show more results" })).not.toBeInTheDocument()
  })

  it("narrows to one kind, with the count of each, and keeps the choice in the address", async () => {
    renderSearch()
    await userEvent.type(box(), "breaks")
    await announced(searchMessages.found(20, "breaks"))
    const choices = within(kinds()).getAllByRole("radio")
    expect(choices.map((choice) => choice.closest("label")!.textContent)).toEqual([
      "All 20 results",
      "Help 14 results",
      "Blog 6 results",
      "FAQ 0 results",
      "Pages 0 results",
    ])
    expect(within(kinds()).getByRole("radio", { name: "All 20 results" })).toBeChecked()

    await userEvent.click(within(kinds()).getByRole("radio", { name: "Blog 6 results" }))
    await announced(searchMessages.found(6, "breaks", "Blog"))
    expect(mockSearch).toHaveBeenLastCalledWith("breaks", "blog", 10)
    expect(titleLinks().map((link) => link.getAttribute("href"))).toEqual(
      PAGES.filter((each) => each.kindId === "blog").map((each) => each.url),
    )
    expect(window.location.search).toBe("?q=breaks&kind=blog")

    await userEvent.click(within(kinds()).getByRole("radio", { name: "FAQ 0 results" }))
    await announced(searchMessages.noneInKind("breaks", "FAQ", 20))
    expect(screen.queryByRole("list", { name: /^Results for/ })).not.toBeInTheDocument()

    await userEvent.click(within(kinds()).getByRole("radio", { name: "All 20 results" }))
    await announced(searchMessages.found(20, "breaks"))
    expect(window.location.search).toBe("?q=breaks")
  })

  it("searches what the address asks for, in the kind it names (/search?q=...&kind=...)", async () => {
    window.history.replaceState(null, "", "/search?q=break&kind=help")
    renderSearch()
    await waitFor(() => expect(box()).toHaveValue("break"))
    await announced(searchMessages.found(14, "break", "Help"))
    expect(within(kinds()).getByRole("radio", { name: "Help 14 results" })).toBeChecked()
    expect(mockSearch).not.toHaveBeenCalledWith("break", null, expect.anything())
  })

  it("moves through the results with the arrow keys, and back to the box", async () => {
    renderSearch()
    await userEvent.type(box(), "breaks")
    await announced(searchMessages.found(20, "breaks"))
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
    await announced(searchMessages.found(20, "breaks"))
    await userEvent.tab()
    expect(screen.getByRole("button", { name: "Search" })).toHaveFocus()
    await userEvent.tab()
    expect(within(kinds()).getByRole("radio", { name: "All 20 results" })).toHaveFocus()
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

  it("says when nothing matches, and what to do instead", async () => {
    renderSearch()
    await userEvent.type(box(), "zzz")
    await announced(searchMessages.none("zzz"))
    expect(screen.queryByRole("list", { name: /^Results/ })).not.toBeInTheDocument()
    expect(screen.queryByRole("group", { name: searchMessages.kinds })).not.toBeInTheDocument()
    expect(screen.getByRole("navigation", { name: "Help topics" })).toBeInTheDocument()
  })

  it("says so when the index cannot load, and leaves the topics and categories to browse", async () => {
    mockSearch.mockImplementationOnce(() => Promise.reject(new Error("offline")))
    renderSearch()
    await userEvent.type(box(), "b")
    await announced(searchMessages.failed)
    expect(within(screen.getByRole("navigation", { name: "Help topics" })).getByRole("link", { name: "Troubleshooting" })).toHaveAttribute(
      "href",
      "/help#troubleshooting",
    )
    expect(within(screen.getByRole("navigation", { name: "Blog categories" })).getByRole("link", { name: "Wellness" })).toHaveAttribute(
      "href",
      "/blog/category/wellness",
    )
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
    await announced(searchMessages.found(20, "breaks"))
    await act(async () => undefined)
  })
})

/**
 * The search page's body. Pagefind (the index the build writes, loaded from /pagefind/ in the
 * browser) cannot load in jsdom: its loader module is replaced here by one that answers from a few
 * pages; e2e/search.spec.ts and e2e/support/scenarios/controls.ts search the real index in real browsers.
 */
import React from "react"
import { act, render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { searchMessages } from "../../src/lib/search-messages"
import { startFirstLoad } from "../../src/page-life/marker"
import type { Found, PagefindResult } from "../../src/search/pagefind"
import { SiteSearch } from "../../src/search/site-search"

const PAGES: PagefindResult[] = Array.from({ length: 14 }, (_, index) => ({
  url: `/help/article-${index}`,
  excerpt: `About <mark>breaks</mark>, part ${index}`,
  meta: { title: `Breaks, part ${index}`, kind: "Help · Breaks and reminders" },
  sub_results: index === 0 ? [{ title: "The schedule", url: "/help/article-0#the-schedule", excerpt: "" }] : [],
}))

const mockLoadSearch = jest.fn(() => Promise.resolve({}))
const mockSearch = jest.fn(async (query: string, limit: number): Promise<Found | null> => {
  const matching = query.toLowerCase().includes("break") ? PAGES : []
  return { total: matching.length, results: matching.slice(0, limit) }
})

jest.mock("../../src/search/pagefind", () => ({
  loadSearch: () => mockLoadSearch(),
  search: (query: string, limit: number) => mockSearch(query, limit),
}))

const box = () => screen.getByRole("searchbox", { name: /^Search help articles/ })
const status = () => screen.getByRole("status")

function renderSearch() {
  render(<SiteSearch topics={["Getting started", "Troubleshooting"]} categories={["Wellness"]} />)
}

beforeEach(() => {
  jest.clearAllMocks()
  startFirstLoad()
  window.history.replaceState(null, "", "/search")
})

describe("SiteSearch", () => {
  it("says what it searches, and loads the index at once", async () => {
    renderSearch()
    expect(status()).toHaveTextContent(searchMessages.ready)
    await waitFor(() => expect(mockLoadSearch).toHaveBeenCalled())
  })

  it("shows the results as the visitor types, with kind, title link, excerpt and sections, and counts them all", async () => {
    renderSearch()
    await userEvent.type(box(), "breaks")
    await waitFor(() => expect(status()).toHaveTextContent(searchMessages.found(14, "breaks")))
    const list = screen.getByRole("list", { name: "Results for “breaks”" })
    const items = within(list)
      .getAllByRole("listitem")
      .filter((item) => item.parentElement === list)
    expect(items).toHaveLength(10)
    expect(within(items[0]).getByRole("heading", { level: 2, name: "Breaks, part 0" })).toBeInTheDocument()
    expect(within(items[0]).getByRole("link", { name: "Breaks, part 0" })).toHaveAttribute("href", "/help/article-0")
    expect(items[0]).toHaveTextContent("Help · Breaks and reminders")
    expect(items[0].querySelector("mark")).toHaveTextContent("breaks")
    expect(within(items[0]).getByRole("link", { name: "The schedule" })).toHaveAttribute("href", "/help/article-0#the-schedule")
    expect(window.location.search).toBe("?q=breaks")
  })

  it("shows ten more on request", async () => {
    renderSearch()
    await userEvent.type(box(), "break")
    await userEvent.click(await screen.findByRole("button", { name: "Show more results" }))
    await waitFor(() => expect(screen.getAllByRole("heading", { level: 2, name: /^Breaks, part/ })).toHaveLength(14))
    expect(screen.queryByRole("button", { name: "Show more results" })).not.toBeInTheDocument()
  })

  it("says when nothing matches, and what to do instead", async () => {
    renderSearch()
    await userEvent.type(box(), "zzz")
    await waitFor(() => expect(status()).toHaveTextContent(searchMessages.none("zzz")))
    expect(screen.queryByRole("list", { name: /^Results/ })).not.toBeInTheDocument()
    expect(screen.getByRole("navigation", { name: "Help topics" })).toBeInTheDocument()
  })

  it("searches what the address asks for (/search?q=...)", async () => {
    window.history.replaceState(null, "", "/search?q=break")
    renderSearch()
    await waitFor(() => expect(box()).toHaveValue("break"))
    await waitFor(() => expect(status()).toHaveTextContent(searchMessages.found(14, "break")))
  })

  it("says so when the index cannot load, and leaves the topics and categories to browse", async () => {
    mockLoadSearch.mockImplementationOnce(() => Promise.reject(new Error("offline")))
    renderSearch()
    await waitFor(() => expect(status()).toHaveTextContent(searchMessages.failed))
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
    // The server's field, typed into before the JavaScript ran (src/page-life/use-field-state.ts).
    const early = document.createElement("input")
    early.id = "search-query"
    early.value = "breaks"
    document.body.append(early)
    renderSearch()
    early.remove()
    await waitFor(() => expect(box()).toHaveValue("breaks"))
    await waitFor(() => expect(status()).toHaveTextContent(searchMessages.found(14, "breaks")))
    await act(async () => undefined)
  })
})

import React, { useEffect, useState } from "react"
import { act, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { HydrateLater } from "../../src/page-life/hydrate-later"
import { PART_LIVE_ATTRIBUTE, startFirstLoad } from "../../src/page-life/marker"
import { onPageChange } from "../../src/page-life/go-live"
import { followLinkBeforeFooterTurn } from "../support/page-turns"
import { hydrate, renderAfterNavigation, serverHtml } from "../support/server-html"

const rendered = jest.fn()
const mounted = jest.fn()
const unmounted = jest.fn()

/** A part that needs its JavaScript: a counter button, a field, and an effect with a cleanup. */
function Part({ title }: { title: string }) {
  rendered(title)
  const [count, setCount] = useState(0)
  useEffect(() => {
    mounted(title)
    return () => unmounted(title)
  }, [title])
  return (
    <section aria-label="Part">
      <h2>{title}</h2>
      <label htmlFor="part-field">Email</label>
      <input id="part-field" type="email" />
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Clicked {count} times
      </button>
    </section>
  )
}

const page = (title: string) => (
  <main>
    <h1>Page</h1>
    <HydrateLater id="later">
      <Part title={title} />
    </HydrateLater>
  </main>
)

/**
 * A page with a header and a footer hydrated in turns, as every page of the site has. Each call
 * makes another component, as Gatsby renders each page, with its parts under the same ids.
 */
function framedPage(name: string) {
  return function FramedPage() {
    return (
      <>
        <HydrateLater id="site-header">
          <Part title={`${name} header`} />
        </HydrateLater>
        <main>
          <h1>{name} page</h1>
        </main>
        <HydrateLater id="site-footer">
          <Part title={`${name} footer`} />
        </HydrateLater>
      </>
    )
  }
}

const FirstPage = framedPage("First")
const NextPage = framedPage("Next")

/** Lets the tasks the page queued run (each part is hydrated in a task of its own). */
const nextTasks = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)))

beforeEach(() => {
  jest.clearAllMocks()
  startFirstLoad()
  document.body.innerHTML = ""
})

function serverRendered(title: string) {
  const container = document.createElement("div")
  container.innerHTML = serverHtml(page(title))
  document.body.appendChild(container)
  rendered.mockClear()
  return container
}

describe("HydrateLater", () => {
  it("sends its part in the server's HTML", () => {
    document.body.innerHTML = serverHtml(page("Footer"))
    expect(screen.getByRole("heading", { name: "Footer" })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Clicked 0 times" })).toBeInTheDocument()
  })

  it("hydrates its part after the page, in a later task, keeping the server's elements and what was typed", async () => {
    const container = serverRendered("Footer")
    const button = screen.getByRole("button", { name: "Clicked 0 times" })
    await userEvent.type(screen.getByLabelText("Email"), "early@example.com")

    hydrate(page("Footer"), container)
    expect(rendered).not.toHaveBeenCalled()
    expect(mounted).not.toHaveBeenCalled()

    await nextTasks()
    expect(rendered).toHaveBeenCalledWith("Footer")
    expect(mounted).toHaveBeenCalledTimes(1)
    // The same element, now with its handler: hydrated, not rendered again from scratch.
    expect(screen.getByRole("button", { name: "Clicked 0 times" })).toBe(button)
    expect(screen.getByLabelText("Email")).toHaveValue("early@example.com")
    await userEvent.click(button)
    expect(button).toHaveTextContent("Clicked 1 times")
  })

  it("passes the page's later renders on to its hydrated part", async () => {
    const container = serverRendered("Footer")
    const { rerender } = hydrate(page("Footer"), container)
    await nextTasks()
    rerender(page("Footer, updated"))
    await waitFor(() => expect(screen.getByRole("heading", { name: "Footer, updated" })).toBeInTheDocument())
  })

  it("cleans its part up when the page goes", async () => {
    const container = serverRendered("Footer")
    const { unmount } = hydrate(page("Footer"), container)
    await nextTasks()
    unmount()
    await nextTasks()
    expect(unmounted).toHaveBeenCalledWith("Footer")
  })

  it("never hydrates a part whose page was left before its turn", async () => {
    const container = serverRendered("Footer")
    const { unmount } = hydrate(page("Footer"), container)
    unmount()
    await nextTasks()
    expect(rendered).not.toHaveBeenCalled()
    expect(mounted).not.toHaveBeenCalled()
  })

  it("renders its part with the page when reached by client-side navigation, even beside the previous page's", () => {
    renderAfterNavigation(page("Footer"), page("Header"))
    expect(rendered).toHaveBeenCalledWith("Header")
    expect(screen.getByRole("heading", { name: "Header" })).toBeInTheDocument()
  })

  it("marks its container live once its turn has run", async () => {
    const container = serverRendered("Footer")
    hydrate(page("Footer"), container)
    expect(document.getElementById("later")).not.toHaveAttribute(PART_LIVE_ATTRIBUTE)
    await nextTasks()
    expect(document.getElementById("later")).toHaveAttribute(PART_LIVE_ATTRIBUTE, "true")
  })

  it("renders the next page's parts complete and working when a link is followed before the first page's last turn", async () => {
    const container = document.createElement("div")
    container.innerHTML = serverHtml(<FirstPage />)
    document.body.appendChild(container)
    rendered.mockClear()
    followLinkBeforeFooterTurn(<FirstPage />, <NextPage />, container)
    // Complete as soon as the next page shows, not only once some later task has run.
    expect(screen.getByRole("heading", { name: "Next header" })).toBeInTheDocument()
    expect(screen.getByRole("heading", { name: "Next footer" })).toBeInTheDocument()
    act(() => void jest.runAllTimers())
    jest.useRealTimers()

    for (const part of ["Next header", "Next footer"]) {
      const region = screen.getByRole("heading", { name: part }).closest("section")!
      const button = within(region).getByRole("button", { name: "Clicked 0 times" })
      await userEvent.click(button)
      expect(button).toHaveTextContent("Clicked 1 times")
    }
    expect(screen.queryByRole("heading", { name: /^First/ })).not.toBeInTheDocument()
    // The first page's footer never had its turn: it was withdrawn with its page.
    expect(rendered).not.toHaveBeenCalledWith("First footer")
  })

  it("keeps the first load for a link to a section of the same page", async () => {
    onPageChange({ pathname: "/" }, { pathname: "/" })
    const container = serverRendered("Footer")
    hydrate(page("Footer"), container)
    expect(rendered).not.toHaveBeenCalled()
    await nextTasks()
    expect(rendered).toHaveBeenCalledWith("Footer")
  })
})

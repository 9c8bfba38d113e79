/**
 * The island loader (src/islands/loader.ts): when each island's bundle is asked for, what an island
 * that cannot wake keeps, and what a visitor did before it woke. The bundles here are stand-ins
 * (../support/islands/) that record how they were woken.
 */
import path from "node:path"
import { fireEvent, waitFor } from "@testing-library/react"
import { ISLAND } from "../../src/islands/island"
import { USE_EVENTS, wakeIslands } from "../../src/islands/loader"
import { CANNOT_SEND_EVENT } from "../../src/head-scripts/held-submits"
import { scaled } from "../../scripts/lib/time-limits.cjs"

const WAKES = path.resolve(__dirname, "../support/islands/wakes.js")
const THROWS = path.resolve(__dirname, "../support/islands/throws.js")
/** The loader's wait for a bundle (the spec's 120 s, shorter): long enough for Jest to load a stand-in on a loaded machine. */
const TIMEOUT = scaled(10_000)

/** An island as the server render writes it. */
const island = (name: string, wakes: string, props = '{"label":"Join"}') =>
  `<site-island data-island="${name}" data-wakes="${wakes}" data-props='${props}'><div><p>Sent</p><img alt="A screenshot"></div></site-island>`

function page(html: string, bundles: Record<string, string>) {
  document.body.innerHTML = html
  wakeIslands(bundles, ISLAND, USE_EVENTS, CANNOT_SEND_EVENT, TIMEOUT)
  return Array.from(document.querySelectorAll<HTMLElement>(ISLAND.tag))
}

/** Until the island is live or failed (it is asked for a few tasks after the page's load and first frames). */
const settled = (element: HTMLElement) => waitFor(() => expect(element.getAttribute(ISLAND.state)).toMatch(/^(live|failed)$/))

/** Stands in for the browser's IntersectionObserver (jsdom has none): the test says when something comes into view. */
class Sight {
  static observers: Sight[] = []
  watched = new Set<Element>()
  constructor(private report: (entries: Array<{ target: Element; isIntersecting: boolean }>) => void) {
    Sight.observers.push(this)
  }
  observe(target: Element) {
    this.watched.add(target)
  }
  unobserve(target: Element) {
    this.watched.delete(target)
  }
  static show(target: Element) {
    for (const observer of Sight.observers) if (observer.watched.has(target)) observer.report([{ target, isIntersecting: true }])
  }
}

// jsdom paints no frames: each frame is a task, as the loader waits for one after the page's load.
beforeAll(() =>
  Object.assign(window, {
    IntersectionObserver: Sight,
    requestAnimationFrame: (callback: FrameRequestCallback) => window.setTimeout(() => callback(performance.now()), 0),
  }),
)
afterEach(() => {
  Sight.observers = []
  document.body.innerHTML = ""
})

describe("the island loader", () => {
  it("wakes an island that wakes on load at once, with its props, and marks it live", async () => {
    const [element] = page(island("status", "on-load"), { status: WAKES })
    await settled(element)
    expect(element).toHaveAttribute(ISLAND.state, "live")
    expect(element).toHaveAttribute("data-woken-with", '{"label":"Join"}')
  })

  it("asks for an island that wakes on load or on sight only once the page has loaded, its images first", async () => {
    Object.defineProperty(document, "readyState", { value: "interactive", configurable: true })
    try {
      const [element, seen] = page(island("status", "on-load") + island("carousel", "on-sight"), { status: WAKES, carousel: WAKES })
      Sight.show(seen.firstElementChild!)
      expect(seen).toHaveAttribute(ISLAND.seenAt)
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(element).not.toHaveAttribute(ISLAND.state)
      expect(seen).not.toHaveAttribute(ISLAND.state)
      window.dispatchEvent(new Event("load"))
      await settled(element)
      await settled(seen)
      expect(element).toHaveAttribute(ISLAND.state, "live")
      expect(seen).toHaveAttribute(ISLAND.state, "live")
    } finally {
      delete (document as { readyState?: unknown }).readyState
    }
  })

  it("wakes an island that wakes on use at the first use, once, and not before", async () => {
    const [element] = page(island("form", "on-use"), { form: WAKES })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(element).not.toHaveAttribute(ISLAND.state)
    fireEvent.focusIn(element.querySelector("p")!)
    fireEvent.pointerDown(element.querySelector("p")!)
    await settled(element)
    expect(element).toHaveAttribute(ISLAND.state, "live")
  })

  it("wakes an island that wakes on sight when any part of it comes into view, noting the moment", async () => {
    const [element] = page(island("carousel", "on-sight"), { carousel: WAKES })
    expect(element).not.toHaveAttribute(ISLAND.state)
    const before = performance.now()
    Sight.show(element.firstElementChild!)
    expect(Number(element.getAttribute(ISLAND.seenAt))).toBeGreaterThanOrEqual(before)
    await settled(element)
    expect(element).toHaveAttribute(ISLAND.state, "live")
  })

  it("notes the element clicked before the island was live, for the island to act on", async () => {
    const [element] = page(island("zoom", "on-use"), { zoom: WAKES })
    const image = element.querySelector("img")!
    fireEvent.click(image)
    expect(image).toHaveAttribute(ISLAND.clickedEarly)
    await settled(element)
  })

  it("keeps an island whose bundle fails to load as it was sent, marks it failed and says so to the held submits", async () => {
    const cannotSend = jest.fn()
    document.addEventListener(CANNOT_SEND_EVENT, cannotSend)
    const [element] = page(island("form", "on-load"), { form: "/nowhere/island.js" })
    await settled(element)
    document.removeEventListener(CANNOT_SEND_EVENT, cannotSend)
    expect(element).toHaveAttribute(ISLAND.state, "failed")
    expect(element.querySelector("p")).toHaveTextContent("Sent")
    expect(cannotSend).toHaveBeenCalledTimes(1)
  })

  it("puts back the HTML of an island that fails half way through waking, and the rest of the page wakes", async () => {
    const said = jest.spyOn(console, "error").mockImplementation(() => undefined)
    const [broken, other] = page(island("broken", "on-load") + island("other", "on-load"), { broken: THROWS, other: WAKES })
    await settled(broken)
    await settled(other)
    const logged = said.mock.calls.flat()
    said.mockRestore()
    expect(broken).toHaveAttribute(ISLAND.state, "failed")
    expect(broken.querySelector("p")).toHaveTextContent("Sent")
    expect(logged).toContainEqual(expect.objectContaining({ message: "a component that fails as it hydrates" }))
    expect(other).toHaveAttribute(ISLAND.state, "live")
  })

  it("wakes nothing in a page rendered ahead and not shown yet, and each island at its moment once it is shown", async () => {
    Object.defineProperty(document, "prerendering", { value: true, configurable: true })
    try {
      const [loaded, used] = page(island("status", "on-load") + island("form", "on-use"), { status: WAKES, form: WAKES })
      fireEvent.focusIn(used.querySelector("p")!)
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(loaded).not.toHaveAttribute(ISLAND.state)
      expect(used).not.toHaveAttribute(ISLAND.state)
      Object.defineProperty(document, "prerendering", { value: false, configurable: true })
      document.dispatchEvent(new Event("prerenderingchange"))
      await settled(loaded)
      expect(loaded).toHaveAttribute(ISLAND.state, "live")
      expect(used).not.toHaveAttribute(ISLAND.state)
      fireEvent.focusIn(used.querySelector("p")!)
      await settled(used)
      expect(used).toHaveAttribute(ISLAND.state, "live")
    } finally {
      delete (document as { prerendering?: unknown }).prerendering
    }
  })

  it("gives up on an island with no bundle or props that are not JSON, and on one whose bundle has not come in time", async () => {
    const [unknown, garbled] = page(island("unknown", "on-load") + island("garbled", "on-load", "{not json"), { garbled: WAKES })
    await settled(unknown)
    await settled(garbled)
    expect(unknown).toHaveAttribute(ISLAND.state, "failed")
    expect(garbled).toHaveAttribute(ISLAND.state, "failed")
    jest.useFakeTimers()
    try {
      jest.doMock("/never/comes.js", () => new Promise(() => undefined), { virtual: true })
      const [late] = page(island("late", "on-use"), { late: "/never/comes.js" })
      fireEvent.focusIn(late.querySelector("p")!)
      expect(late).toHaveAttribute(ISLAND.state, "waking")
      jest.advanceTimersByTime(TIMEOUT)
      expect(late).toHaveAttribute(ISLAND.state, "failed")
    } finally {
      jest.useRealTimers()
    }
  })
})

import { FIRST_SIGHT, firstSightScript, noteFirstSight } from "../../src/page-life/first-sight"

type Callback = (entries: Array<Pick<IntersectionObserverEntry, "isIntersecting" | "target">>) => void

/** jsdom has no layout: a stand-in IntersectionObserver the test drives by hand. */
const observers: Array<{ callback: Callback; observed: Element[] }> = []
class FakeIntersectionObserver {
  observed: Element[] = []
  constructor(public callback: Callback) {
    observers.push(this)
  }
  observe(element: Element) {
    this.observed.push(element)
  }
  unobserve(element: Element) {
    this.observed = this.observed.filter((other) => other !== element)
  }
  disconnect() {
    this.observed = []
  }
}

const carousel = () => document.querySelector<HTMLElement>(`[${FIRST_SIGHT.watch}]`)!
const scrollIntoView = () => observers.forEach((o) => o.callback(o.observed.map((target) => ({ target, isIntersecting: true }))))

beforeEach(() => {
  observers.length = 0
  Object.defineProperty(window, "IntersectionObserver", { value: FakeIntersectionObserver, configurable: true })
  document.body.innerHTML = `<main><h1>Respite</h1><div ${FIRST_SIGHT.watch}>slides</div><p>no watch</p></main>`
  jest.spyOn(performance, "now").mockReturnValue(1234.5)
})
afterEach(() => jest.restoreAllMocks())

describe("noting when the visitor first saw an element", () => {
  it("watches only marked elements and notes the moment one enters the viewport", () => {
    noteFirstSight(FIRST_SIGHT)
    expect(observers[0].observed).toEqual([carousel()])
    expect(carousel().hasAttribute(FIRST_SIGHT.seenAt)).toBe(false)
    scrollIntoView()
    expect(carousel().getAttribute(FIRST_SIGHT.seenAt)).toBe("1234.5")
    expect(observers[0].observed).toEqual([])
  })

  it("ignores an element that is not yet in view", () => {
    noteFirstSight(FIRST_SIGHT)
    observers[0].callback([{ target: carousel(), isIntersecting: false }])
    expect(carousel().hasAttribute(FIRST_SIGHT.seenAt)).toBe(false)
  })

  it("works from the inline script text the pages carry", () => {
    new Function(firstSightScript())()
    scrollIntoView()
    expect(carousel().getAttribute(FIRST_SIGHT.seenAt)).toBe("1234.5")
  })
})

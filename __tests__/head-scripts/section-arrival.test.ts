/**
 * Arriving at a section (src/head-scripts/section-arrival.ts): 100 ms after the page opens at /#id, or
 * after a link to another section of it, the section is in view, open if it is an FAQ answer, and
 * has keyboard focus; a link followed from inside an open menu closes the menu.
 */
import { arriveAtSections, SCROLL_TO_SECTION_DELAY_MS } from "../../src/head-scripts/section-arrival"
import { REDUCED_MOTION_QUERY } from "../../src/lib/reduced-motion"

const scrolled: Element[] = []
beforeAll(() => {
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this)
  }
})
beforeEach(() => {
  scrolled.length = 0
  jest.useFakeTimers()
  document.body.innerHTML = `
    <section id="download"><h2>Ready?</h2></section>
    <details id="faq-trial"><summary>Is there a trial?</summary><p>Yes.</p></details>
    <dialog id="menu" open><a href="/#download">Explore Free Trial</a></dialog>`
})
afterEach(() => jest.useRealTimers())

const arriveAt = (hash: string) => {
  window.history.replaceState(null, "", `/${hash}`)
  arriveAtSections(SCROLL_TO_SECTION_DELAY_MS, REDUCED_MOTION_QUERY)
}

describe("arriving at a section", () => {
  it("brings it into view and gives it focus 100 ms after the page opens at its address", () => {
    arriveAt("#download")
    jest.advanceTimersByTime(SCROLL_TO_SECTION_DELAY_MS - 1)
    expect(scrolled).toEqual([])
    jest.advanceTimersByTime(1)
    const section = document.getElementById("download")!
    expect(scrolled).toEqual([section])
    expect(section).toHaveFocus()
  })

  it("opens an FAQ answer a link lands on, and takes a fragment that is not valid percent-encoding as it is spelt", () => {
    arriveAt("#faq-trial")
    jest.advanceTimersByTime(SCROLL_TO_SECTION_DELAY_MS)
    expect(document.getElementById("faq-trial")).toHaveProperty("open", true)
    expect(() => {
      arriveAt("#%E0%A4%A")
      jest.advanceTimersByTime(SCROLL_TO_SECTION_DELAY_MS)
    }).not.toThrow()
  })

  it("closes the open menu a link is followed from", () => {
    arriveAt("")
    const menu = document.getElementById("menu") as HTMLDialogElement
    document.querySelector("a")!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }))
    expect(menu.open).toBe(false)
  })
})

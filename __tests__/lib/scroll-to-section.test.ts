import { scrollAfterRouteChange, scrollToHashAfterArrival } from "../../src/lib/scroll-to-section"

beforeEach(() => {
  jest.useFakeTimers()
  document.body.innerHTML = `<section id="download"><h2>Download</h2></section><section id="café"><h2>Café</h2></section>`
  Element.prototype.scrollIntoView = jest.fn()
})
afterEach(() => jest.useRealTimers())

/** The section the page has scrolled to and focused, once the settle delay has passed. */
function landed() {
  jest.runAllTimers()
  return document.activeElement?.id
}

describe("scrolling to the section an address names", () => {
  it("lands on the section, decoding the address as a browser writes it", () => {
    scrollToHashAfterArrival("#caf%C3%A9")
    expect(landed()).toBe("café")
  })

  // Addresses anyone can type or link to: "%" begins an escape that is not finished or not UTF-8.
  it.each(["#%", "#%E0%A4%A", "#%zz", "#download%"])("never throws for the malformed address %s", (hash) => {
    expect(() => scrollToHashAfterArrival(hash)).not.toThrow()
    expect(() => scrollAfterRouteChange({ hash })).not.toThrow()
    expect(() => jest.runAllTimers()).not.toThrow()
  })

  it("takes a malformed address as the id it spells", () => {
    document.body.insertAdjacentHTML("beforeend", `<section id="100%"><h2>All of it</h2></section>`)
    scrollToHashAfterArrival("#100%")
    expect(landed()).toBe("100%")
  })
})

/** The search page's address: the query and the kind shown (src/search/address.ts). */
import { readAddress, withAddress } from "../../src/search/address"

describe("the search page's address", () => {
  it("reads the query and the kind", () => {
    expect(readAddress("?q=meeting&kind=help")).toEqual({ query: "meeting", kind: "help" })
    expect(readAddress("?q=working%20hours")).toEqual({ query: "working hours", kind: null })
    expect(readAddress("")).toEqual({ query: "", kind: null })
  })

  it("shows every kind for a kind it does not know", () => {
    expect(readAddress("?q=meeting&kind=videos")).toEqual({ query: "meeting", kind: null })
  })

  it("writes the query and the kind, leaving out what is empty and keeping the rest of the address", () => {
    expect(withAddress("https://respite.app/search", { query: "meeting", kind: "help" })).toBe("/search?q=meeting&kind=help")
    expect(withAddress("https://respite.app/search?q=old&kind=faq", { query: "new words", kind: null })).toBe("/search?q=new+words")
    expect(withAddress("https://respite.app/search?q=old&kind=faq&ref=mail#top", { query: "", kind: "blog" })).toBe(
      "/search?kind=blog&ref=mail#top",
    )
  })

  it("reads back what it writes", () => {
    const address = { query: "licence & “reset”", kind: "pages" } as const
    expect(readAddress(withAddress("https://respite.app/search", address).split("?")[1])).toEqual(address)
  })
})
